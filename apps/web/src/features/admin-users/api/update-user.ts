import type { UserUpdateRequest } from '@salones/shared/accounts';
import { userRoutes } from '@salones/shared/contract/users';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export type UpdateUserInput = { uid: string; body: UserUpdateRequest };

export const updateUser = ({ uid, body }: UpdateUserInput) =>
  callApi(userRoutes.update, { params: { id: uid }, body });

export const useUpdateUser = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: updateUser, invalidate: [queryKeys.users.all], onSuccess });
