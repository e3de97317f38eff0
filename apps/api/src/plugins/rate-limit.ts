import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const MSG_429 = 'Demasiadas peticiones, intenta de nuevo más tarde';

/** DESIGN §3.16: 600/min per IP on the API; routes with `config.rateLimit` (login, register, reset) get less. */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.apiPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ok: false,
      msg: MSG_429,
      retryAfter: Math.ceil(context.ttl / 1000),
    }),
  });
}

/** Per-route limit for the auth endpoints. */
export const authRouteLimit = (config: Config) => ({
  rateLimit: { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' },
});

/**
 * After N failed logins for one e-mail within the window, further logins for it answer 429 until the
 * window ends (DESIGN §3.16). In memory: one server process.
 */
export function createLoginLockout(config: Config) {
  const failures = new Map<string, number[]>();
  const windowMs = config.rateLimit.loginFailureWindowMs;
  const recent = (email: string, now: number) =>
    (failures.get(email) ?? []).filter((t) => now - t < windowMs);
  return {
    /** seconds until the e-mail may try again, or 0 */
    retryAfter(email: string, now = Date.now()): number {
      const list = recent(email, now);
      if (list.length < config.rateLimit.loginFailures) return 0;
      return Math.ceil((list[list.length - config.rateLimit.loginFailures] + windowMs - now) / 1000);
    },
    fail(email: string, now = Date.now()) {
      const list = recent(email, now);
      list.push(now);
      failures.set(email, list);
    },
    succeed(email: string) {
      failures.delete(email);
    },
  };
}
export const TOO_MANY_LOGINS_MSG =
  'Demasiados intentos fallidos de inicio de sesión, intenta de nuevo en 15 minutos';
