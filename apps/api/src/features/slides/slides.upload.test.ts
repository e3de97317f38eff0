import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slides } from '../../db/schema/index.ts';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../test/helper.ts';
import {
  type FilePart,
  jpeg,
  multipart,
  noisyPng,
  png,
  textAsPng,
  uploadedFiles,
} from '../../test/upload.ts';

describe('POST /api/slide (image upload)', () => {
  let t: TestApp;
  let admin: TestUser;
  const upload = async (fields: Record<string, string | FilePart>, as: TestUser | null = admin) =>
    call(t.app, { method: 'POST', url: '/api/slide', ...(await multipart(fields)), as });
  const nothingStored = async () => {
    expect(await t.app.db.select().from(slides)).toEqual([]);
    expect(await uploadedFiles(t.config.dataDir)).toEqual([]);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('refuses a text file named .png with 400, storing no row and no file', async () => {
    const res = await upload({ imagen: textAsPng() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, msg: 'Solo se permiten imágenes JPG o PNG' });
    await nothingStored();
  });

  it('refuses a real image of another format (GIF) with 400', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const res = await upload({ imagen: { data: gif, filename: 'foto.png', type: 'image/png' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Solo se permiten imágenes JPG o PNG');
    await nothingStored();
  });

  it('refuses a truncated PNG with 400 and leaves nothing behind', async () => {
    const { data } = await png(400, 400);
    const res = await upload({
      imagen: {
        data: data.subarray(0, Math.floor(data.length / 2)),
        filename: 'rota.png',
        type: 'image/png',
      },
    });
    expect(res.statusCode).toBe(400);
    await nothingStored();
  });

  it('refuses an image over 5 MB with 413, storing nothing', async () => {
    const big = await noisyPng(6);
    expect(big.data.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await upload({ imagen: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, msg: 'La imagen no puede pesar más de 5 MB' });
    await nothingStored();
  });

  it('asks for an image when the request has no file, a file under another name, or is not multipart', async () => {
    for (const res of [
      await upload({ sucursal: 'x' }),
      await upload({ foto: await png() }),
      await call(t.app, { method: 'POST', url: '/api/slide', payload: { imagen: 'x' }, as: admin }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, msg: 'Selecciona una imagen para subir' });
    }
    await nothingStored();
  });

  it('stores a 4.5 MB PNG (under the limit)', async () => {
    const res = await upload({ imagen: await noisyPng(4.5) });
    expect(res.statusCode).toBe(201);
    await call(t.app, { method: 'DELETE', url: `/api/slide/${res.json().slide.uid}`, as: admin });
    await nothingStored();
  });

  it('stores a PNG as a web-sized WebP (≤ 1600 px) and a WebP thumbnail (≤ 480 px), served with a one-year cache', async () => {
    const res = await upload({ imagen: await png(2400, 1200) });
    expect(res.statusCode).toBe(201);
    const { slide, msg, ok } = res.json();
    expect({ ok, msg }).toEqual({ ok: true, msg: 'Se agrego una nueva imagen' });
    expect(slide.imagen).toMatch(/^\/uploads\/slides\/[0-9a-f]{32}\.webp$/);
    expect(slide.thumb).toMatch(/^\/uploads\/slides\/[0-9a-f]{32}-thumb\.webp$/);
    const sizes: number[] = [];
    for (const url of [slide.imagen, slide.thumb]) {
      const file = await t.app.inject({ url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      sizes.push(meta.width ?? 0);
    }
    expect(sizes).toEqual([1600, 480]);
  });

  it('turns a JPEG upright from its EXIF orientation and strips its metadata', async () => {
    const res = await upload({ imagen: await jpeg(300, 200, 6) });
    expect(res.statusCode).toBe(201);
    const file = await t.app.inject({ url: res.json().slide.imagen });
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('never enlarges a small image', async () => {
    const res = await upload({ imagen: await png(120, 80) });
    const file = await t.app.inject({ url: res.json().slide.imagen });
    expect((await sharp(file.rawPayload).metadata()).width).toBe(120);
  });
});
