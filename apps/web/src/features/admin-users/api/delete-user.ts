import type { UserDto } from '@salones/shared/accounts';
import { api } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { USERS_KEY } from './list-users.ts';

export const deleteUser = (uid: string) =>
  api<{ user: UserDto; msg: string }>(`/api/usuarios/${uid}`, { method: 'DELETE' });

export const useDeleteUser = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deleteUser, invalidate: [USERS_KEY], onSuccess });
