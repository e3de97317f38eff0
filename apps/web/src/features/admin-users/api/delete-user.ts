import { userRoutes } from '@salones/shared/contract/users';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deleteUser = (uid: string) => callApi(userRoutes.remove, { params: { id: uid } });

export const useDeleteUser = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deleteUser, invalidate: [queryKeys.users.all], onSuccess });
