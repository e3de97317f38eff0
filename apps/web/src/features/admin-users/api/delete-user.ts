import type { UserDto } from '@salones/shared/accounts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deleteUser = (uid: string) =>
  api<{ user: UserDto; msg: string }>(`/api/usuarios/${uid}`, { method: 'DELETE' });

export const useDeleteUser = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deleteUser, invalidate: [queryKeys.users.all], onSuccess });
