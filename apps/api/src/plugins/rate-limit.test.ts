import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildTestApp, call, type TestApp } from '../test/helper.ts';
import { createLoginLockout } from './rate-limit.ts';

describe('per-IP limits of the API (docs/architecture.md#rate-limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { RATE_LIMIT_API_PER_MINUTE: '3', RATE_LIMIT_AUTH_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it('count a path with percent-encoded letters as the API route the router finds for it', async () => {
    const statuses: number[] = [];
    for (const url of ['/api/site', '/%61pi/site', '/api/sit%65', '/%61%70%69/site']) {
      statuses.push((await call(t.app, { url })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const logins: number[] = [];
    for (const url of ['/%61pi/auth', '/api/auth', '/%61pi/auth']) {
      logins.push((await call(t.app, { method: 'POST', url, payload: {} })).statusCode);
    }
    expect(logins).toEqual([400, 400, 429]);
  });

  it('leave what is not the API alone (images here; pages and assets alike)', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await call(t.app, { url: '/uploads/slides/missing.webp' })).statusCode).toBe(404);
    }
  });
});

describe('login lock-out memory', () => {
  it('stays bounded under a stream of made-up e-mails and still locks a real one', async () => {
    const lockout = createLoginLockout(loadConfig({ DATA_DIR: '/tmp/salones-lockout-test' }));
    for (let i = 0; i < 150_000; i++) await lockout.fail(`nadie${i}@example.com`);
    expect(lockout.size).toBeLessThanOrEqual(100_000);
    for (let i = 0; i < 10; i++) await lockout.fail('real@example.com');
    expect(await lockout.retryAfter('real@example.com')).toBeGreaterThan(0);
    await lockout.succeed('real@example.com');
    expect(await lockout.retryAfter('real@example.com')).toBe(0);
  });
});
