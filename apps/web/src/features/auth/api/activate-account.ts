import { authRoutes } from '@salones/shared/contract/accounts';
import { callApi } from '../../../lib/api-client.ts';
import { requestLogin } from '../../../lib/auth-prompt.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/**
 * PUT /api/usuarios/activarusuario/{token} with { active: true } → { ok, msg }
 * (docs/product.md#7-the-api-calls).
 */
export const activateAccount = (token: string) =>
  callApi(authRoutes.activate, { params: { token }, body: { active: true } });

/** Once active, the success toast offers to log in (the navbar's modal). */
export const useActivateAccount = () =>
  useApiMutation({
    mutationFn: activateAccount,
    successAction: { label: 'Iniciar sesión', onClick: requestLogin },
  });
