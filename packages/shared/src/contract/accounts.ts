// docs/product.md#users-and-auth: registration, login, activation and password reset
// (docs/architecture.md#activation, docs/architecture.md#password-reset).
import { z } from 'zod';
import {
  ActivationBodySchema,
  ActivationParamsSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetEmailRequestSchema,
  ResetParamsSchema,
  ResetPasswordRequestSchema,
  UserDtoSchema,
} from '../accounts.ts';
import { LOG_IN_PATH, REGISTER_PATH } from './auth-paths.ts';
import { defineRoute } from './route.ts';

const ok = z.literal(true);
const TokenResponseSchema = z.object({ ok, token: z.string(), msg: z.string() });

export const authRoutes = {
  /** the account stays inactive until activated */
  register: defineRoute({
    method: 'POST',
    path: REGISTER_PATH,
    body: RegisterRequestSchema,
    response: { 201: z.object({ ok, user: UserDtoSchema, msg: z.string() }) },
  }),
  /** docs/architecture.md#rate-limits: 429 + retry-after while the e-mail is locked out */
  logIn: defineRoute({
    method: 'POST',
    path: LOG_IN_PATH,
    body: LoginRequestSchema,
    response: {
      200: z.object({ ok, user: UserDtoSchema, token: z.string(), msg: z.string() }),
      429: z.object({ ok: z.literal(false), msg: z.string() }),
    },
  }),
  activate: defineRoute({
    method: 'PUT',
    path: '/api/usuarios/activarusuario/{token}',
    params: ActivationParamsSchema,
    body: ActivationBodySchema,
    response: { 200: z.object({ ok, msg: z.string() }) },
  }),
  /**
   * the same answer whether the e-mail has an account or not; the token is not the secret
   * (docs/architecture.md#password-reset)
   */
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/api/usuarios/verificaremail',
    body: ResetEmailRequestSchema,
    response: { 200: TokenResponseSchema },
  }),
  resetPassword: defineRoute({
    method: 'PUT',
    path: '/api/usuarios/cambiarPassword/usuario/{secret}',
    params: ResetParamsSchema,
    body: ResetPasswordRequestSchema,
    response: { 200: TokenResponseSchema },
  }),
};
