import type { RegisterRequest, UserDto } from '@salones/shared/accounts';
import { MSG } from '@salones/shared/messages';
import { api } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/usuarios → { ok, user, msg } (spec §7). The account stays inactive until activated. */
export const registerAccount = (body: RegisterRequest) =>
  api<{ ok: true; user: UserDto; msg: string }>('/api/usuarios', { method: 'POST', body });

/** spec §8: registration success always shows MSG.registered. */
export const useRegisterAccount = (onSuccess: (vars: RegisterRequest) => void) =>
  useApiMutation({
    mutationFn: registerAccount,
    successMessage: MSG.registered,
    onSuccess: (_result, vars) => onSuccess(vars),
  });
