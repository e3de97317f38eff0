import type { LoginRequest } from '@salones/shared/accounts';
import { authRoutes } from '@salones/shared/contract/accounts';
import type { RouteResponse } from '@salones/shared/contract/route';
import { callApi } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/**
 * POST /api/auth → { ok, user, token, msg } (docs/product.md#7-the-api-calls,
 * docs/architecture.md#identifiers-and-shapes).
 */
export const logIn = (body: LoginRequest) => callApi(authRoutes.logIn, { body });
export type LoginResponse = RouteResponse<typeof authRoutes.logIn>;

/**
 * docs/product.md#4-states-and-transitions: the server's msg as a success toast; the caller stores the
 * session and closes the modal.
 */
export const useLogIn = (onSuccess: (result: LoginResponse) => void) =>
  useApiMutation({ mutationFn: logIn, onSuccess });
