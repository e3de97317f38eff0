import type { LoginValues, RegisterValues } from '@salones/shared/account-rules';
import type { UserDto } from '@salones/shared/accounts';
import { LOG_IN_PATH, REGISTER_PATH } from '@salones/shared/contract/auth-paths';
import { requestApi } from '../../../lib/api-client.ts';

/**
 * POST /api/auth → { ok, user, token, msg } and POST /api/usuarios → { ok, user, msg }
 * (docs/product.md, "The API calls"), as log-in.ts and register-account.ts call them, with the contracts'
 * paths without their schemas: the header's log-in dialog is an island (decision 015) whose chunk keeps zod out.
 */
export const sendLogIn = (body: LoginValues) =>
  requestApi<{ ok: true; user: UserDto; token: string; msg: string }>(LOG_IN_PATH, {
    method: 'POST',
    body: { ...body },
  });

/** `whatsapp`: the family's consent, sent only while the site sends WhatsApp (as the app's registration). */
export const sendRegistration = (body: RegisterValues & { whatsapp?: boolean }) =>
  requestApi<{ ok: true; user: UserDto; msg: string }>(REGISTER_PATH, { method: 'POST', body: { ...body } });
