// An upload is exactly one file in `imagen` (plus `sucursal` for the gallery); a malformed
// body is the client's fault. Every refusal is a 400 with a Spanish message and stores nothing.
import { MEDIA_MSG } from '@salones/shared/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImages, places, slides } from '../../db/schema/index.ts';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../test/helper.ts';
import { type FilePart, jpeg, multipart, png, uploadedFiles } from '../../test/upload.ts';

describe('upload bodies that are not one image', () => {
  let t: TestApp;
  let admin: TestUser;
  let placeId: string;
  const post = (url: string, body: { payload: Buffer | string; headers: Record<string, string> }) =>
    call(t.app, { method: 'POST', url, ...body, as: admin });
  const nothingStored = async () => {
    expect(await t.app.db.select().from(slides)).toEqual([]);
    expect(await t.app.db.select().from(galleryImages)).toEqual([]);
    expect(await uploadedFiles(t.config.dataDir)).toEqual([]);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    const [place] = await t.app.db
      .insert(places)
      .values({ sucursal: 'Norte', lugarname: 'norte' })
      .returning();
    placeId = place.id;
  });
  afterAll(() => t.close());

  const malformed: Array<[string, { payload: string; headers: Record<string, string> }]> = [
    ['no boundary', { payload: 'imagen=1', headers: { 'content-type': 'multipart/form-data' } }],
    [
      'garbage under a boundary',
      { payload: '\u0000\u0001garbage', headers: { 'content-type': 'multipart/form-data; boundary=XyZ' } },
    ],
    [
      'an unterminated part',
      {
        payload:
          '--XyZ\r\nContent-Disposition: form-data; name="imagen"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
        headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      },
    ],
  ];
  it.each(malformed)('answers 400, not 500, for a multipart body with %s', async (_, body) => {
    for (const url of ['/api/slide', `/api/gallery/${placeId}`]) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/imagen/);
    }
    await nothingStored();
  });

  it('refuses two files in imagen, storing neither', async () => {
    const two: Array<[string, FilePart]> = [
      ['imagen', await png()],
      ['imagen', await jpeg()],
    ];
    for (const url of ['/api/slide', `/api/gallery/${placeId}`]) {
      const res = await post(url, await multipart(two));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, msg: MEDIA_MSG.onlyOneFile });
    }
    await nothingStored();
  });

  it('refuses a second file under another name and many extra fields', async () => {
    const withOther = await multipart([
      ['imagen', await png()],
      ['foto', await png()],
    ]);
    expect((await post('/api/slide', withOther)).json()).toEqual({ ok: false, msg: MEDIA_MSG.onlyOneFile });
    const manyFields: Array<[string, string | FilePart]> = [['imagen', await png()]];
    for (let i = 0; i < 20; i++) manyFields.push([`campo${i}`, 'x']);
    const res = await post('/api/slide', await multipart(manyFields));
    expect(res.statusCode).toBe(400);
    await nothingStored();
  });

  it('refuses a field the form does not have, but takes sucursal on the gallery', async () => {
    const extra = await multipart({ imagen: await png(), sucursal: placeId });
    const onSlides = await post('/api/slide', extra);
    expect(onSlides.statusCode).toBe(400);
    expect(onSlides.json()).toEqual({ ok: false, msg: MEDIA_MSG.unexpectedField });
    await nothingStored();

    const onGallery = await post(
      `/api/gallery/${placeId}`,
      await multipart({ sucursal: placeId, imagen: await png() }),
    );
    expect(onGallery.statusCode).toBe(201);
    const twice = await multipart([
      ['sucursal', placeId],
      ['sucursal', placeId],
      ['imagen', await png()],
    ]);
    expect((await post(`/api/gallery/${placeId}`, twice)).json()).toEqual({
      ok: false,
      msg: MEDIA_MSG.unexpectedField,
    });
    expect(await t.app.db.select().from(galleryImages)).toHaveLength(1);
  });
});
