import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';

describe('server basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers health once the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers an unknown API route with a Spanish 404', async () => {
    const res = await t.app.inject({ url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('Ruta no encontrada');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('makes sure a super_admin exists on a database without one', async () => {
    const { users } = await import('../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const rows = await t.app.db.select().from(users).where(eq(users.role, 'super_admin'));
    expect(rows).toHaveLength(1);
    expect(rows[0].active).toBe(true);
  });
});
