import type { RegisterRequest } from '@salones/shared/accounts';
import { authRoutes } from '@salones/shared/contract/accounts';
import { MSG } from '@salones/shared/messages';
import { callApi } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/**
 * POST /api/usuarios → { ok, user, msg } (docs/product.md#7-the-api-calls). The account stays inactive until
 * activated.
 */
export const registerAccount = (body: RegisterRequest) => callApi(authRoutes.register, { body });

/** docs/product.md#8-messages-and-errors: registration success always shows MSG.registered. */
export const useRegisterAccount = (onSuccess: (vars: RegisterRequest) => void) =>
  useApiMutation({
    mutationFn: registerAccount,
    successMessage: MSG.registered,
    onSuccess: (_result, vars) => onSuccess(vars),
  });
