import { authRoutes } from '@salones/shared/contract/accounts';
import { callApi } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/**
 * PUT /api/usuarios/cambiarPassword/usuario/{secret} with { password } → { ok, token, msg }
 * (docs/product.md#7-the-api-calls).
 */
export const resetPassword = (vars: { secret: string; password: string }) =>
  callApi(authRoutes.resetPassword, { params: { secret: vars.secret }, body: { password: vars.password } });

export const useResetPassword = (onSuccess: () => void) =>
  useApiMutation({ mutationFn: resetPassword, onSuccess: () => onSuccess() });
