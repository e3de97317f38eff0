import rateLimit from '@fastify/rate-limit';
import { API_MSG, tooManyLoginsMsg } from '@salones/shared/api-messages';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { createWindowCounter } from '../lib/window-counter.ts';

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
      msg: API_MSG.tooManyRequests,
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
 * window ends (DESIGN §3.16). In memory, bounded (see createWindowCounter): one server process.
 */
export function createLoginLockout(config: Config) {
  const max = config.rateLimit.loginFailures;
  const windowMs = config.rateLimit.loginFailureWindowMs;
  const failures = createWindowCounter({ windowMs, keepLast: max });
  return {
    /** seconds until the e-mail may try again, or 0 */
    retryAfter(email: string, now = Date.now()): number {
      const list = failures.recent(email, now);
      if (list.length < max) return 0;
      return Math.ceil((list[list.length - max] + windowMs - now) / 1000);
    },
    fail(email: string, now = Date.now()) {
      failures.hit(email, now);
    },
    succeed(email: string) {
      failures.clear(email);
    },
    /** e-mails with recent failures remembered now */
    get size() {
      return failures.size;
    },
    message: tooManyLoginsMsg(windowMs),
  };
}

/**
 * At most `RESET_MAILS_PER_HOUR` reset mails to one address per hour, whatever the caller's IP
 * (issue #8.2). Returns whether one more may be sent now, and counts it if so.
 */
export function createResetMailLimit(config: Config) {
  const sent = createWindowCounter({ windowMs: 60 * 60_000, keepLast: config.rateLimit.resetMailsPerHour });
  return {
    tryTake(email: string, now = Date.now()): boolean {
      if (sent.recent(email, now).length >= config.rateLimit.resetMailsPerHour) return false;
      sent.hit(email, now);
      return true;
    },
  };
}
