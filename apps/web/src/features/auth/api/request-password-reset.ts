import { authRoutes } from '@salones/shared/contract/accounts';
import { callApi } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/**
 * POST /api/usuarios/verificaremail with { email } → { ok, token, msg }. The answer is the same whether
 * the e-mail has an account or not (docs/architecture.md#password-reset); the reset link goes by e-mail only.
 */
export const requestPasswordReset = (body: { email: string }) =>
  callApi(authRoutes.requestPasswordReset, { body });

export const useRequestPasswordReset = () => useApiMutation({ mutationFn: requestPasswordReset });
