// docs/architecture.md#several-instances: with REDIS_URL set, the per-IP limits, the login lock-out and the
// reset mails per address are counted in Redis, so two instances share them; with Redis away, requests still
// answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildTestApp, call, createUser, type TestApp } from '../test/helper.ts';
import {
  closedRedisUrl,
  deleteRedisKeys,
  redisKeys,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
} from '../test/shared-state.ts';
import { type SmtpReceiver, startSmtpReceiver, waitForMail } from '../test/smtp-receiver.ts';
import { createLoginLockout, createResetMailLimit } from './rate-limit.ts';
import { closeRedisClient, createRedisClient } from './redis.ts';

const prefix = uniqueRedisPrefix();

/** Two instances on one Redis: on PostgreSQL they share the database too, on PGlite each has its own. */
async function twoInstances(env: Record<string, string>, overrides = {}) {
  const settings = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, ...env };
  const a = await buildTestApp(overrides, settings);
  const b = await buildTestApp(
    process.env.DATABASE_URL ? { ...overrides, databaseUrl: a.config.databaseUrl } : overrides,
    settings,
  );
  return { a, b, sharesDatabase: Boolean(process.env.DATABASE_URL) };
}

const logIn = (t: TestApp, email: string, password: string) =>
  call(t.app, { method: 'POST', url: '/api/auth', payload: { email, password } });
const reset = (t: TestApp, email: string) =>
  call(t.app, { method: 'POST', url: '/api/usuarios/verificaremail', payload: { email } });

describe('two instances sharing REDIS_URL', () => {
  let a: TestApp;
  let b: TestApp;
  let sharesDatabase: boolean;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    ({ a, b, sharesDatabase } = await twoInstances(
      { LOGIN_MAX_FAILURES: '4', RATE_LIMIT_API_PER_MINUTE: '6', RESET_MAILS_PER_HOUR: '3' },
      { smtpUrl: smtp.url },
    ));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp.close();
    await deleteRedisKeys(prefix);
  });

  /** the same account on both instances (one row when they share the database) */
  async function accountOnBoth() {
    const u = await createUser(a.app);
    if (!sharesDatabase) await createUser(b.app, { email: u.email, password: u.password });
    return u;
  }

  it('locks an e-mail on both after failed logins split across them', async () => {
    const u = await accountOnBoth();
    for (const t of [a, b, a, b]) expect((await logIn(t, u.email, 'equivocada')).statusCode).toBe(400);
    for (const t of [a, b]) {
      const res = await logIn(t, u.email, u.password);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({ ok: false, msg: a.app.loginLockout.message });
    }
    expect(await redisKeys(`${prefix}login-failures:`)).toEqual([`${prefix}login-failures:${u.email}`]);
  });

  it('clears the failures on every instance after a successful login', async () => {
    const u = await accountOnBoth();
    for (const t of [a, b, a]) await logIn(t, u.email, 'equivocada');
    expect((await logIn(b, u.email, u.password)).statusCode).toBe(200);
    for (const t of [a, b, a]) await logIn(t, u.email, 'equivocada');
    expect((await logIn(a, u.email, u.password)).statusCode).toBe(200);
  });

  it('counts the per-IP API limit across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await call(i % 2 ? b.app : a.app, { url: '/api/site' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    const limited = await call(a.app, { url: '/api/site' });
    expect(limited.json()).toMatchObject({ ok: false });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends at most RESET_MAILS_PER_HOUR mails to one address, whichever instance is asked', async () => {
    const u = await accountOnBoth();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => reset(i % 2 ? b : a, u.email)));
    for (const res of answers) expect(res.statusCode).toBe(200);
    await waitForMail(smtp, u.email, /\/reset\//);
    await new Promise((r) => setTimeout(r, 1500)); // time for any further mail to arrive
    expect(smtp.mails.filter((m) => m.to.includes(u.email))).toHaveLength(3);
  });
});

describe('the Redis stores on their own', () => {
  const config = loadConfig(
    { DATA_DIR: '/tmp/salones-redis-test', REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix },
    { rateLimit: { ...loadConfig({ DATA_DIR: '/tmp/salones-redis-test' }).rateLimit, loginFailures: 3 } },
  );
  const log = { warn: () => {}, info: () => {} } as never;
  const redis = createRedisClient(config.redis ?? { url: TEST_REDIS_URL, prefix }, log);
  afterAll(async () => {
    closeRedisClient(redis);
    await deleteRedisKeys(prefix);
  });

  it('takes reset mails atomically: 20 at once on two stores, exactly 3 taken', async () => {
    const one = createResetMailLimit(config, { redis, log });
    const two = createResetMailLimit(config, { redis, log });
    const taken = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).tryTake('atomico@example.com')),
    );
    expect(taken.filter(Boolean)).toHaveLength(3);
  });

  it('forgets failures outside the window and keeps each key no longer than its window', async () => {
    const lockout = createLoginLockout(config, { redis, log });
    const now = Date.now();
    const window = config.rateLimit.loginFailureWindowMs;
    for (const t of [now - window - 10, now - 5, now - 4]) await lockout.fail('ventana@example.com', t);
    expect(await lockout.retryAfter('ventana@example.com', now)).toBe(0);
    await lockout.fail('ventana@example.com', now);
    expect(await lockout.retryAfter('ventana@example.com', now)).toBe(Math.ceil((window - 5) / 1000));
    const ttl = await redis.pttl(`${prefix}login-failures:ventana@example.com`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(window);
  });
});

describe('Redis unreachable', () => {
  it('answers every request (no 5xx), lets logins and reset mails through, and logs a warning', async () => {
    const url = await closedRedisUrl();
    const t = await buildTestApp({}, { REDIS_URL: url, REDIS_PREFIX: prefix, LOGIN_MAX_FAILURES: '2' });
    try {
      const u = await createUser(t.app);
      for (let i = 0; i < 3; i++) {
        const site = await call(t.app, { url: '/api/site' });
        expect(site.statusCode).toBe(200);
        expect((await logIn(t, u.email, 'equivocada')).statusCode).toBe(400);
      }
      // the lock-out cannot count, so it allows; the reset answer is the same as ever
      expect((await logIn(t, u.email, u.password)).statusCode).toBe(200);
      expect((await reset(t, u.email)).statusCode).toBe(200);
    } finally {
      await t.close();
    }

    const warnings: string[] = [];
    const log = { warn: (_o: unknown, msg: string) => warnings.push(msg), info: () => {} } as never;
    const config = loadConfig({ DATA_DIR: '/tmp/salones-redis-test', REDIS_URL: url, REDIS_PREFIX: prefix });
    const redis = createRedisClient(config.redis ?? { url, prefix }, log);
    try {
      const lockout = createLoginLockout(config, { redis, log });
      const resets = createResetMailLimit(config, { redis, log });
      expect(await lockout.retryAfter('x@example.com')).toBe(0);
      await lockout.fail('x@example.com');
      expect(await resets.tryTake('x@example.com')).toBe(true);
      expect(warnings).toContainEqual(expect.stringMatching(/Redis unavailable/));
      expect(warnings).toContainEqual(expect.stringMatching(/login lock-out: store unavailable/));
      expect(warnings).toContainEqual(expect.stringMatching(/reset-mail limit: store unavailable/));
    } finally {
      closeRedisClient(redis);
    }
  });
});
