import rateLimit from '@fastify/rate-limit';
import { API_MSG, tooManyLoginsMsg } from '@salones/shared/api-messages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { createMemoryWindowStore, createRedisWindowStore, type WindowStore } from '../lib/window-store.ts';

/**
 * docs/architecture.md#rate-limits: 600/min per IP on the API; routes with `config.rateLimit` (login,
 * register, reset) get less. With REDIS_URL the counts live in Redis (shared by every instance); if Redis
 * fails, requests go through (`skipOnError`) and the client logs the outage (plugins/redis.ts). Register
 * before the routes.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config, redis: Redis | null = null) {
  // Only the API is limited (not pages, assets or images), decided for each route by its path as it is
  // registered: a route outside /api gets no hook at all, and an API request pays no per-request check. (Asked
  // of each request's URL, as before, a percent-encoded letter — /%61pi/auth, which the router decodes to
  // /api/auth — went past every limit.)
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.config = { ...route.config, rateLimit: false };
  });
  await app.register(rateLimit, {
    global: true,
    ...(redis
      ? { redis, nameSpace: `${config.redis?.prefix ?? 'salones:'}rate-limit:`, skipOnError: true }
      : {}),
    max: config.rateLimit.apiPerMinute,
    timeWindow: '1 minute',
    // the x-ratelimit-* headers only on a refused request (with retry-after), not on every answer: three
    // headers fewer on each API answer; the limits are the same
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ok: false,
      msg: API_MSG.tooManyRequests,
      retryAfter: Math.ceil(context.ttl / 1000),
    }),
  });
}

/** Per-route limit for the auth endpoints. */
export const authRouteLimit = (config: Config) => ({
  rateLimit: { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' },
});

/** How a lock-out or limit reaches its store, and where an unreachable Redis is reported. */
export interface LimitStoreOptions {
  /** REDIS_URL's client: counts shared by every instance; null/absent → in this process */
  redis?: Redis | null;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Runs a store call; if the store (Redis) fails, logs a warning — at most every 10 s — and answers
 * `fallback`, so an outage lets requests through instead of failing them
 * (docs/architecture.md#several-instances).
 */
function failOpen(what: string, log: LimitStoreOptions['log']) {
  let lastWarn = 0;
  return async <T>(fallback: T, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (Date.now() - lastWarn > 10_000) {
        lastWarn = Date.now();
        log?.warn({ err: (err as Error).message }, `${what}: store unavailable, request allowed`);
      }
      return fallback;
    }
  };
}

function windowStore(
  name: string,
  config: Config,
  opts: LimitStoreOptions,
  window: { windowMs: number; keepLast: number },
): WindowStore & { readonly size?: number } {
  if (!opts.redis) return createMemoryWindowStore(window);
  const prefix = `${config.redis?.prefix ?? 'salones:'}${name}:`;
  return createRedisWindowStore(opts.redis, { ...window, prefix });
}

/**
 * After N failed logins for one e-mail within the window, further logins for it answer 429 until the
 * window ends (docs/architecture.md#rate-limits). In memory (bounded, see createWindowCounter) or, with
 * REDIS_URL, in Redis so that failures on any instance count on all.
 */
export function createLoginLockout(config: Config, opts: LimitStoreOptions = {}) {
  const max = config.rateLimit.loginFailures;
  const windowMs = config.rateLimit.loginFailureWindowMs;
  const failures = windowStore('login-failures', config, opts, { windowMs, keepLast: max });
  const guard = failOpen('login lock-out', opts.log);
  return {
    /** seconds until the e-mail may try again, or 0 */
    retryAfter(email: string, now = Date.now()): Promise<number> {
      return guard(0, async () => {
        const list = await failures.recent(email, now);
        if (list.length < max) return 0;
        return Math.max(1, Math.ceil((list[list.length - max] + windowMs - now) / 1000));
      });
    },
    fail(email: string, now = Date.now()): Promise<void> {
      return guard(undefined, () => failures.hit(email, now));
    },
    succeed(email: string): Promise<void> {
      return guard(undefined, () => failures.clear(email));
    },
    /** e-mails with recent failures remembered now (in-memory store only) */
    get size(): number {
      return failures.size ?? 0;
    },
    message: tooManyLoginsMsg(windowMs),
  };
}

/**
 * At most `max` takes per key within `windowMs`, whatever the caller's IP — and, with REDIS_URL, whatever the
 * instance. Answers whether one more may be taken now, and counts it if so (one atomic step in Redis).
 */
function createKeyLimit(
  name: string,
  config: Config,
  opts: LimitStoreOptions,
  limit: { max: number; windowMs: number; what: string },
) {
  const { max, windowMs } = limit;
  const taken = windowStore(name, config, opts, { windowMs, keepLast: max });
  const guard = failOpen(limit.what, opts.log);
  return {
    tryTake(key: string, now = Date.now()): Promise<boolean> {
      return guard(true, () => taken.tryHit(key, max, now));
    },
  };
}

/** At most `RESET_MAILS_PER_HOUR` reset mails to one address per hour. */
export const createResetMailLimit = (config: Config, opts: LimitStoreOptions = {}) =>
  createKeyLimit('reset-mails', config, opts, {
    max: config.rateLimit.resetMailsPerHour,
    windowMs: 60 * 60_000,
    what: 'reset-mail limit',
  });

/**
 * At most `RSVP_PER_PAGE_PER_MINUTE` answers (new, changed or withdrawn) to one party page a
 * minute, whatever the IPs — a whole class answering at once fits; a script flooding one page does not.
 */
export const createRsvpPageLimit = (config: Config, opts: LimitStoreOptions = {}) =>
  createKeyLimit('rsvp-page', config, opts, {
    max: config.invitations.perPagePerMinute,
    windowMs: 60_000,
    what: 'rsvp page limit',
  });

/** Per-IP limit of the RSVP routes (RSVP_PER_IP_PER_MINUTE). */
export const rsvpRouteLimit = (config: Config) => ({
  rateLimit: { max: config.invitations.perIpPerMinute, timeWindow: '1 minute' },
});

declare module 'fastify' {
  interface FastifyInstance {
    loginLockout: ReturnType<typeof createLoginLockout>;
    resetMailLimit: ReturnType<typeof createResetMailLimit>;
    rsvpPageLimit: ReturnType<typeof createRsvpPageLimit>;
  }
}

/** Decorates `app.loginLockout` and `app.resetMailLimit`, in Redis when `app.redis` is set. */
export const accountLimitsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const opts = { redis: app.redis, log: app.log };
    app.decorate('loginLockout', createLoginLockout(config, opts));
    app.decorate('resetMailLimit', createResetMailLimit(config, opts));
    app.decorate('rsvpPageLimit', createRsvpPageLimit(config, opts));
  },
  { name: 'account-limits', dependencies: ['redis'] },
);

/** The per-IP limits on the API (counts in Redis when REDIS_URL is set); registered before the routes. */
export const rateLimitPlugin = fp(async (app) => registerRateLimit(app, app.config, app.redis), {
  name: 'rate-limit',
  dependencies: ['config', 'redis'],
});
