// Public reads carry an ETag and no-cache; an unchanged answer revalidates with an empty 304,
// and a staff edit shows at once (the next request gets the new body and a new ETag).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../test/helper.ts';
import { matchesEtag } from './http-cache.ts';

describe('revalidation of public reads', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'super_admin' });
  });
  afterAll(() => t.close());

  it('answers a public read with an ETag and no-cache, and the same request with If-None-Match with 304', async () => {
    const first = await call(t.app, { url: '/api/locates' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await call(t.app, { url: '/api/locates', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('answers 200 with the new body and a new ETag once staff changed it', async () => {
    const before = await call(t.app, { url: '/api/locates' });
    const etag = before.headers.etag as string;
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/locates',
      as: admin,
      payload: { sucursal: 'Sucursal Etag', lugarname: 'etag' },
    });
    expect(created.statusCode).toBe(201);
    const after = await call(t.app, { url: '/api/locates', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().lugares.map((l: { lugarname: string }) => l.lugarname)).toContain('etag');
  });

  it('marks a signed-in answer private, and leaves errors and private routes alone', async () => {
    const signedIn = await call(t.app, { url: '/api/product', as: admin });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    const missing = await call(t.app, { url: '/api/locates/name/no-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const users = await call(t.app, { url: '/api/usuarios?role=user', as: admin });
    expect(users.statusCode).toBe(200);
    expect(users.headers.etag).toBeUndefined();
  });

  it('compares If-None-Match weakly, in lists and with *', () => {
    expect(matchesEtag('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('*', 'W/"a"')).toBe(true);
    expect(matchesEtag('W/"b"', 'W/"a"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"a"')).toBe(false);
  });
});
