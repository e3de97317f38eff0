import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema/index.ts';
import { queuedJobs, testJobSettings } from '../../jobs/jobs.test-support.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { closedSmtpUrl } from '../../test/smtp-receiver.ts';
import { registration } from './accounts.test-support.ts';

describe('registration when the activation mail cannot be sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtpUrl: await closedSmtpUrl(), jobs: testJobSettings({ mailRetryLimit: 1 }) });
  });
  afterAll(() => t.close());

  it('keeps the account and its token, and the queued mail is retried, then left failed', async () => {
    const payload = registration();
    const res = await call(t.app, { method: 'POST', url: '/api/usuarios', payload });
    expect(res.statusCode).toBe(201);
    const rows = await t.app.db.select().from(users).where(eq(users.email, payload.email));
    expect(rows).toHaveLength(1);
    const [{ tokens }] = await t.app.db.select({ tokens: count() }).from(oneTimeTokens);
    expect(tokens).toBe(1);
    await expect
      .poll(async () => (await queuedJobs(t.app, 'templated-mail')).map((j) => [j.state, j.retryCount]), {
        timeout: 10_000,
      })
      .toEqual([['failed', 1]]);
  });
});

describe('per-IP limits of the auth routes (docs/architecture.md#rate-limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { RATE_LIMIT_AUTH_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it.each([
    ['POST', '/api/usuarios', {}],
    ['POST', '/api/auth', {}],
    ['PUT', '/api/usuarios/activarusuario/x', { active: true }],
    ['POST', '/api/usuarios/verificaremail', {}],
    ['PUT', '/api/usuarios/cambiarPassword/usuario/x', {}],
  ] as const)('%s %s answers 429 with retry-after past the limit', async (method, url, payload) => {
    for (let i = 0; i < 2; i++) {
      expect((await call(t.app, { method, url, payload })).statusCode).toBe(400);
    }
    const res = await call(t.app, { method, url, payload });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ ok: false, msg: 'Demasiadas peticiones, intenta de nuevo más tarde' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
