import { api } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/**
 * POST /api/usuarios/verificaremail with { email } → { ok, token, msg }. The answer is the same whether
 * the e-mail has an account or not (DESIGN §3.4); the reset link goes by e-mail only.
 */
export const requestPasswordReset = (body: { email: string }) =>
  api<{ ok: true; token: string; msg: string }>('/api/usuarios/verificaremail', { method: 'POST', body });

export const useRequestPasswordReset = () => useApiMutation({ mutationFn: requestPasswordReset });
