import { api } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** PUT /api/usuarios/cambiarPassword/usuario/{secret} with { password } → { ok, token, msg } (spec §7). */
export const resetPassword = (vars: { secret: string; password: string }) =>
  api<{ ok: true; token: string; msg: string }>(
    `/api/usuarios/cambiarPassword/usuario/${encodeURIComponent(vars.secret)}`,
    { method: 'PUT', body: { password: vars.password } },
  );

export const useResetPassword = (onSuccess: () => void) =>
  useApiMutation({ mutationFn: resetPassword, onSuccess: () => onSuccess() });
