// Registration, login, activation and password reset (spec §7 "Users and auth", DESIGN §3.3–3.4).
import { randomUUID } from 'node:crypto';
import {
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetEmailRequestSchema,
  ResetPasswordRequestSchema,
} from '@salones/shared/accounts';
import { MSG } from '@salones/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRouteLimit } from '../../plugins/rate-limit.ts';
import { toUserDto } from './accounts.mapper.ts';
import {
  ActivationBodySchema,
  ActivationParamsSchema,
  ErrorResponse,
  LoginResponse,
  MsgResponse,
  ResetParamsSchema,
  TokenResponse,
  UserWithMsgResponse,
} from './accounts.schemas.ts';
import { activateAccount } from './activate-account.ts';
import { logIn } from './log-in.ts';
import { registerAccount } from './register-account.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';

const RESET_REQUESTED = 'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.';

export function registerAuthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app;
  const limited = authRouteLimit(deps.config);

  api.post(
    '/api/usuarios',
    {
      config: limited,
      schema: { tags: ['auth'], body: RegisterRequestSchema, response: { 201: UserWithMsgResponse } },
    },
    async (request, reply) => {
      const user = await registerAccount({ deps, input: request.body, log: request.log });
      return reply.status(201).send({ ok: true, user: toUserDto(user), msg: MSG.registered });
    },
  );

  api.post(
    '/api/auth',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        body: LoginRequestSchema,
        response: { 200: LoginResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      // DESIGN §3.16: checked before the password, so a locked e-mail cannot be guessed at.
      const wait = await deps.loginLockout.retryAfter(request.body.email);
      if (wait > 0) {
        return reply
          .status(429)
          .header('retry-after', String(wait))
          .send({ ok: false, msg: deps.loginLockout.message });
      }
      const { user, token } = await logIn({ deps, input: request.body });
      return { ok: true as const, user: toUserDto(user), token, msg: `Bienvenido(a) ${user.name}` };
    },
  );

  api.put(
    '/api/usuarios/activarusuario/:token',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        params: ActivationParamsSchema,
        body: ActivationBodySchema,
        response: { 200: MsgResponse },
      },
    },
    async (request) => {
      await activateAccount({ db: deps.db, secret: request.params.token });
      return { ok: true as const, msg: 'Cuenta activada correctamente' };
    },
  );

  api.post(
    '/api/usuarios/verificaremail',
    {
      config: limited,
      schema: { tags: ['auth'], body: ResetEmailRequestSchema, response: { 200: TokenResponse } },
    },
    async (request) => {
      // Nothing is awaited: known and unknown e-mails take the same time to answer (issue #8.9).
      void requestPasswordReset({ deps, email: request.body.email, log: request.log });
      // The same answer whether the e-mail exists or not; the id is not the secret (DESIGN §3.4).
      return { ok: true as const, token: randomUUID(), msg: RESET_REQUESTED };
    },
  );

  api.put(
    '/api/usuarios/cambiarPassword/usuario/:secret',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        params: ResetParamsSchema,
        body: ResetPasswordRequestSchema,
        response: { 200: TokenResponse },
      },
    },
    async (request) => {
      const { token } = await resetPassword({
        deps,
        secret: request.params.secret,
        password: request.body.password,
      });
      return { ok: true as const, token, msg: 'Contraseña actualizada correctamente' };
    },
  );
}
