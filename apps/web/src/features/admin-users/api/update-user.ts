import type { UserDto, UserUpdateRequest } from '@salones/shared/accounts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export type UpdateUserInput = { uid: string; body: UserUpdateRequest };

export const updateUser = ({ uid, body }: UpdateUserInput) =>
  api<{ user: UserDto; msg: string }>(`/api/usuarios/${uid}`, { method: 'PUT', body });

export const useUpdateUser = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: updateUser, invalidate: [queryKeys.users.all], onSuccess });
