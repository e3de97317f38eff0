import { API_MSG } from '@salones/shared/api-messages';
import type { Actor } from '@salones/shared/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import type { CurrentUser } from '../lib/current-user.ts';

// features import the type from here, beside the guards that set it
export type { CurrentUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** set by `authenticate`; null on routes that do not require it */
    currentUser: CurrentUser | null;
  }
}

export interface TokenService {
  /** JWT with payload `{ user: { id } }` (docs/product.md §3), plus the session version (docs/architecture.md §3.15). */
  sign(user: { id: string; sessionVersion: number }): Promise<string>;
}

export function createTokenService(
  secret: string,
  ttlSeconds: number,
): TokenService & {
  verify(token: string): Promise<{ id: string; sv: number }>;
} {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (user) =>
      new SignJWT({ user: { id: user.id }, sv: user.sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const id = (payload.user as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'string') throw new Error('bad payload');
      return { id, sv: typeof payload.sv === 'number' ? payload.sv : -1 };
    },
  };
}

export type Guard = (request: FastifyRequest) => Promise<void>;

/** A rule of packages/shared/src/permissions.ts about the account acting (`mayDeleteEvents`…). */
export type Capability = (actor: Actor) => boolean;

/**
 * Decorates the app with `authenticate` (any active account) and `allow(capability)` (an account the rule lets
 * in: 401 without one, 403 when the rule refuses it). Every call reloads the account, so a deactivated or
 * deleted account or a changed password ends its sessions at once.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: { db: Db; tokens: ReturnType<typeof createTokenService> },
) {
  app.decorateRequest('currentUser', null);

  const authenticate: Guard = async (request) => {
    const header = request.headers['x-auth-token'];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) throw unauthorized(API_MSG.noToken);
    let claims: { id: string; sv: number };
    try {
      claims = await deps.tokens.verify(token);
    } catch {
      throw unauthorized(API_MSG.badToken);
    }
    if (!/^[0-9a-f-]{36}$/i.test(claims.id)) throw unauthorized(API_MSG.badToken);
    const [row] = await deps.db.select().from(users).where(eq(users.id, claims.id)).limit(1);
    if (!row || row.sessionVersion !== claims.sv) {
      throw unauthorized(API_MSG.badToken);
    }
    if (!row.active) throw unauthorized(API_MSG.accountInactive);
    request.currentUser = {
      id: row.id,
      name: row.name,
      lastname: row.lastname,
      email: row.email,
      role: row.role,
      placeId: row.placeId,
    };
  };

  const allow =
    (may: Capability): Guard =>
    async (request) => {
      await authenticate(request);
      if (!may(request.currentUser!)) throw forbidden();
    };

  // A public route that answers staff differently (issue #23.2: availability has no lead time for staff): a
  // valid token says who asks; none, or one that is not valid, is simply nobody — the route is never refused.
  const identify: Guard = async (request) => {
    if (!request.headers['x-auth-token']) return;
    try {
      await authenticate(request);
    } catch {
      request.currentUser = null;
    }
  };

  app.decorate('authenticate', authenticate);
  app.decorate('identify', identify);
  app.decorate('allow', allow);
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: Guard;
    /** public routes: sets `currentUser` when a valid token comes, never refuses */
    identify: Guard;
    /** `onRequest: app.allow(mayDeleteEvents)`: the named rule of permissions.ts decides */
    allow: (may: Capability) => Guard;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: ReturnType<typeof createTokenService>;
  }
}

/** Decorates `app.tokens`: signs and checks session tokens (JWT_SECRET, TOKEN_TTL_SECONDS). */
export const tokensPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('tokens', createTokenService(config.jwtSecret, config.tokenTtlSeconds));
  },
  { name: 'tokens' },
);

/** Decorates the guards (`app.authenticate`, `app.allow(mayBookEvents)`…) and `request.currentUser`. */
export const authPlugin = fp(async (app) => registerAuth(app, { db: app.db, tokens: app.tokens }), {
  name: 'auth',
  dependencies: ['database', 'tokens'],
});
