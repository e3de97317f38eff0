import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../test/helper.ts';

describe('per-IP limits of the API (docs/architecture.md §3.16)', () => {
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
