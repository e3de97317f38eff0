// Route-level schemas of the accounts API (params and success bodies); request bodies live in
// @salones/shared/accounts because the web forms use them too.
import { UserDtoSchema } from '@salones/shared/accounts';
import { idParams, inputText } from '@salones/shared/schema-helpers';
import { z } from 'zod';

export const ACTIVATION_LINK_INVALID = 'El enlace de activación no es válido o ya expiró';
export const RESET_LINK_INVALID = 'El enlace para restablecer la contraseña no es válido o ya expiró';
export const EMAIL_TAKEN = 'El correo ya está registrado';

export const UserIdParamsSchema = idParams('id');
export const ActivationParamsSchema = z.object({
  token: inputText().min(1, ACTIVATION_LINK_INVALID).max(200, ACTIVATION_LINK_INVALID),
});
export const ResetParamsSchema = z.object({
  secret: inputText().min(1, RESET_LINK_INVALID).max(200, RESET_LINK_INVALID),
});
/** spec §7: the web app sends `{ active }`; activation always activates, so it is read and ignored. */
export const ActivationBodySchema = z.object({ active: z.unknown() }).partial().nullish();

const ok = z.literal(true);
export const UserWithMsgResponse = z.object({ ok, user: UserDtoSchema, msg: z.string() });
export const LoginResponse = z.object({ ok, user: UserDtoSchema, token: z.string(), msg: z.string() });
export const UserDataResponse = z.object({ ok, userData: UserDtoSchema });
export const UserListResponse = z.object({ ok, users: z.array(UserDtoSchema), total: z.number().int() });
export const ErrorResponse = z.object({ ok: z.literal(false), msg: z.string() });
export const MsgResponse = z.object({ ok, msg: z.string() });
export const TokenResponse = z.object({ ok, token: z.string(), msg: z.string() });
