import { beforeAll, describe, expect, it } from 'vitest';
import { galleryImages, places } from '../../db/schema/index.ts';
import { call, type TestUser } from '../../test/helper.ts';
import {
  type FilePart,
  jpeg,
  multipart,
  noisyPng,
  png,
  textAsPng,
  uploadedFiles,
} from '../../test/upload.ts';
import { setupAccounts, setupTestApp } from '../../test/world.ts';

describe('branch galleries', () => {
  const t = setupTestApp();
  const { admin, superAdmin, user } = setupAccounts(t);
  let placeId: string;
  let otherPlaceId: string;
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';
  const who = (role: 'anonymous' | 'user' | 'admin' | 'super_admin') =>
    ({ anonymous: null, user, admin, super_admin: superAdmin })[role];
  const upload = async (as: TestUser | null, image?: FilePart, id = placeId) =>
    call(t.app, {
      method: 'POST',
      url: `/api/gallery/${id}`,
      ...(await multipart({ sucursal: id, imagen: image ?? (await jpeg(640, 480)) })),
      as,
    });
  const list = async (id = placeId) => (await call(t.app, { url: `/api/gallery/${id}` })).json().galeria;
  const remove = (id: string, as: TestUser | null = admin) =>
    call(t.app, { method: 'DELETE', url: `/api/gallery/${id}`, as });

  beforeAll(async () => {
    [{ id: placeId }, { id: otherPlaceId }] = await t.app.db
      .insert(places)
      .values([
        { sucursal: 'Norte', lugarname: 'norte' },
        { sucursal: 'Sur', lugarname: 'sur' },
      ])
      .returning();
  });

  it.each(['admin', 'super_admin'] as const)(
    'lets %s add an image: 201, image with both ids, place and addresses',
    async (role) => {
      const res = await upload(who(role));
      expect(res.statusCode).toBe(201);
      const { ok, image, msg } = res.json();
      expect({ ok, msg }).toEqual({ ok: true, msg: 'Se agrego una nueva imagen' });
      expect(image).toMatchObject({ uid: image._id, lugar: placeId, sucursal: placeId });
      expect(image.imagen).toMatch(/^\/uploads\/gallery\/[0-9a-f]{32}\.webp$/);
      const file = await t.app.inject({ url: image.thumb });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    },
  );

  it.each([
    ['anonymous', 401],
    ['user', 403],
  ] as const)('refuses an image from %s with %i', async (role, status) => {
    const before = await uploadedFiles(t.config.dataDir);
    expect((await upload(who(role))).statusCode).toBe(status);
    expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
  });

  it.each(['anonymous', 'user', 'admin', 'super_admin'] as const)(
    'shows a gallery to %s, only its own images',
    async (role) => {
      const res = await call(t.app, { url: `/api/gallery/${placeId}`, as: who(role) });
      expect(res.statusCode).toBe(200);
      expect(res.json().galeria).toHaveLength(2);
      expect(await list(otherPlaceId)).toEqual([]);
    },
  );

  it.each([
    ['a text file named .png', textAsPng(), 400, 'Solo se permiten imágenes JPG o PNG'],
    ['a 6 MB image', null, 413, 'La imagen no puede pesar más de 5 MB'],
  ] as const)('refuses %s, storing no row and no file', async (_name, image, status, msg) => {
    const before = await uploadedFiles(t.config.dataDir);
    const res = await upload(admin, image ?? (await noisyPng(6)), otherPlaceId);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ ok: false, msg });
    expect(await list(otherPlaceId)).toEqual([]);
    expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
  });

  it('answers an unknown place with 404 (nothing stored) and a malformed id with 400', async () => {
    const before = await uploadedFiles(t.config.dataDir);
    const res = await upload(admin, await png(), UNKNOWN);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('No se encontró la sucursal');
    expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
    expect((await call(t.app, { url: `/api/gallery/${UNKNOWN}` })).statusCode).toBe(404);
    expect((await call(t.app, { url: '/api/gallery/norte' })).statusCode).toBe(400);
    expect((await upload(admin, await png(), 'norte')).statusCode).toBe(400);
  });

  describe('DELETE /api/gallery/{id}', () => {
    it('refuses anonymous visitors (401) and plain users (403)', async () => {
      const [first] = await list();
      expect((await remove(first.uid, null)).statusCode).toBe(401);
      expect((await remove(first.uid, user)).statusCode).toBe(403);
      expect(await list()).toHaveLength(2);
    });

    it.each(['admin', 'super_admin'] as const)('lets %s delete an image and its files', async (role) => {
      const [first] = await list();
      const res = await remove(first.uid, who(role));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, imagen: first });
      expect((await t.app.inject({ url: first.imagen })).statusCode).toBe(404);
      expect((await remove(first.uid)).statusCode).toBe(404);
    });

    it('leaves no row and no file once every image is gone', async () => {
      expect(await t.app.db.select().from(galleryImages)).toEqual([]);
      expect(await uploadedFiles(t.config.dataDir)).toEqual([]);
    });

    it('answers a malformed id with 400', async () => {
      expect((await remove('abc')).json()).toEqual({ ok: false, msg: 'Identificador no válido' });
    });
  });
});
