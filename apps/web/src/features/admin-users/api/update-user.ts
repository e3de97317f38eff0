import type { UserDto, UserUpdateRequest } from '@salones/shared/accounts';
import { api } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { USERS_KEY } from './list-users.ts';

export type UpdateUserInput = { uid: string; body: UserUpdateRequest };

export const updateUser = ({ uid, body }: UpdateUserInput) =>
  api<{ user: UserDto; msg: string }>(`/api/usuarios/${uid}`, { method: 'PUT', body });

export const useUpdateUser = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: updateUser, invalidate: [USERS_KEY], onSuccess });
