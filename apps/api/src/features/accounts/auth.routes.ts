// Registration, login, activation and password reset (docs/product.md#users-and-auth,
// docs/architecture.md#activation, docs/architecture.md#password-reset).
import { randomUUID } from 'node:crypto';
import { ACCOUNT_MSG } from '@salones/shared/accounts';
import { authRoutes } from '@salones/shared/contract/accounts';
import { MSG } from '@salones/shared/messages';
import type { FastifyInstance } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { authRouteLimit } from '../../plugins/rate-limit.ts';
import { toUserDto } from './accounts.mapper.ts';
import { activateAccount } from './activate-account.ts';
import { logIn } from './log-in.ts';
import { registerAccount } from './register-account.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';

export function registerAuthRoutes(app: FastifyInstance) {
  const deps = app;
  const limited = { tags: tagsOf('auth'), config: authRouteLimit(deps.config) };

  routeFrom(app, authRoutes.register, {
    ...limited,
    handler: async (request, reply) => {
      const user = await registerAccount({ deps, input: request.body, log: request.log });
      return reply.status(201).send({ ok: true, user: toUserDto(user), msg: MSG.registered });
    },
  });

  routeFrom(app, authRoutes.logIn, {
    ...limited,
    handler: async (request, reply) => {
      // docs/architecture.md#rate-limits: checked before the password, so a locked e-mail cannot be guessed
      // at.
      const wait = await deps.loginLockout.retryAfter(request.body.email);
      if (wait > 0) {
        return reply
          .status(429)
          .header('retry-after', String(wait))
          .send({ ok: false, msg: deps.loginLockout.message });
      }
      const { user, token } = await logIn({ deps, input: request.body });
      return { ok: true as const, user: toUserDto(user), token, msg: ACCOUNT_MSG.welcome(user.name) };
    },
  });

  routeFrom(app, authRoutes.activate, {
    ...limited,
    handler: async (request) => {
      await activateAccount({ db: deps.db, secret: request.params.token });
      return { ok: true as const, msg: ACCOUNT_MSG.activated };
    },
  });

  routeFrom(app, authRoutes.requestPasswordReset, {
    ...limited,
    handler: async (request) => {
      // Nothing is awaited: known and unknown e-mails take the same time to answer.
      void requestPasswordReset({ deps, email: request.body.email, log: request.log });
      // The same answer whether the e-mail exists or not; the id is not the secret
      // (docs/architecture.md#password-reset).
      return { ok: true as const, token: randomUUID(), msg: ACCOUNT_MSG.resetRequested };
    },
  });

  routeFrom(app, authRoutes.resetPassword, {
    ...limited,
    handler: async (request) => {
      const { token } = await resetPassword({
        deps,
        secret: request.params.secret,
        password: request.body.password,
      });
      return { ok: true as const, token, msg: ACCOUNT_MSG.passwordUpdated };
    },
  });
}
