import { describe, expect, it } from 'vitest';
import { call, type TestUser } from '../../test/helper.ts';
import { multipart, png, uploadedFiles } from '../../test/upload.ts';
import { setupAccounts, setupTestApp } from '../../test/world.ts';

describe('slides', () => {
  const t = setupTestApp();
  const { admin, superAdmin, user } = setupAccounts(t);
  const added: string[] = [];
  const who = (role: 'anonymous' | 'user' | 'admin' | 'super_admin') =>
    ({ anonymous: null, user, admin, super_admin: superAdmin })[role];
  const upload = async (as: TestUser | null) =>
    call(t.app, {
      method: 'POST',
      url: '/api/slide',
      ...(await multipart({ imagen: await png(64, 32) })),
      as,
    });
  const remove = (id: string, as: TestUser | null = admin) =>
    call(t.app, { method: 'DELETE', url: `/api/slide/${id}`, as });

  it('answers an empty carousel as an empty list', async () => {
    expect((await call(t.app, { url: '/api/slide' })).json()).toEqual({ ok: true, slide: [] });
  });

  it.each(['admin', 'super_admin'] as const)('lets %s add a slide (201, slide, msg)', async (role) => {
    const res = await upload(who(role));
    expect(res.statusCode).toBe(201);
    expect(res.json().slide.uid).toBe(res.json().slide._id);
    added.push(res.json().slide.uid);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
  ] as const)('refuses a slide from %s with %i, storing nothing', async (role, status) => {
    const before = await uploadedFiles(t.config.dataDir);
    const res = await upload(who(role));
    expect(res.statusCode).toBe(status);
    expect(res.json().ok).toBe(false);
    expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
  });

  it.each(['anonymous', 'user', 'admin', 'super_admin'] as const)(
    'lists the slides, oldest first, to %s',
    async (role) => {
      const res = await call(t.app, { url: '/api/slide', as: who(role) });
      expect(res.statusCode).toBe(200);
      const list = res.json().slide;
      expect(list.map((s: { uid: string }) => s.uid)).toEqual(added);
      expect(Object.keys(list[0]).sort()).toEqual(['_id', 'imagen', 'thumb', 'uid']);
    },
  );

  describe('DELETE /api/slide/{id}', () => {
    it('refuses anonymous visitors (401) and plain users (403)', async () => {
      const [first] = (await call(t.app, { url: '/api/slide' })).json().slide;
      expect((await remove(first.uid, null)).statusCode).toBe(401);
      expect((await remove(first.uid, user)).statusCode).toBe(403);
      expect((await t.app.inject({ url: first.imagen })).statusCode).toBe(200);
    });

    it.each(['admin', 'super_admin'] as const)('lets %s delete a slide with its files', async (role) => {
      const [first] = (await call(t.app, { url: '/api/slide' })).json().slide;
      const res = await remove(first.uid, who(role));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, slide: first });
      expect((await t.app.inject({ url: first.imagen })).statusCode).toBe(404);
      expect((await t.app.inject({ url: first.thumb })).statusCode).toBe(404);
      expect((await remove(first.uid)).statusCode).toBe(404);
    });

    it('leaves no file behind once every slide is gone', async () => {
      expect((await call(t.app, { url: '/api/slide' })).json().slide).toEqual([]);
      expect(await uploadedFiles(t.config.dataDir)).toEqual([]);
    });

    it('answers a malformed id with 400 and an unknown one with 404', async () => {
      expect((await remove('x')).statusCode).toBe(400);
      const res = await remove('00000000-0000-4000-8000-000000000000');
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('No se encontró la imagen');
    });
  });
});
