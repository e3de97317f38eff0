// Deleting a slide, a gallery image or a branch with a gallery while the object storage is away
// answers 503 (with retry-after) and deletes no row — not a row gone and then a 500, with its images left in
// the bucket. Once the storage is back, the same request deletes the row and both objects.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { API_MSG } from '@salones/shared/api-messages';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../test/helper.ts';
import { multipart, png } from '../../test/upload.ts';

/** s3rver on a folder of its own that can be stopped and started again on the same port. */
async function restartableS3() {
  const directory = mkdtempSync(path.join(tmpdir(), 'salones-s3-down-'));
  const bucket = `salones-${randomBytes(4).toString('hex')}`;
  const make = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
  let server = make(0);
  const { port } = (await server.run()) as AddressInfo;
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  let running = true;
  return {
    env,
    async stop() {
      if (running) await server.close();
      running = false;
    },
    async start() {
      server = make(port);
      await server.run();
      running = true;
    },
    async keys(): Promise<string[]> {
      const client = new S3Client({
        endpoint: env.S3_ENDPOINT,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      try {
        const out = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
      } finally {
        client.destroy();
      }
    },
    async close() {
      await this.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

const keysOf = (image: { imagen: string; thumb: string }) =>
  [image.imagen, image.thumb].map((u) => u.replace('/uploads/', '')).sort();

describe('deleting images while the object storage is away', () => {
  let s3: Awaited<ReturnType<typeof restartableS3>>;
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    s3 = await restartableS3();
    t = await buildTestApp({}, s3.env);
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const upload = async (url: string, fields: Record<string, string> = {}) => {
    const res = await call(t.app, {
      method: 'POST',
      url,
      ...(await multipart({ ...fields, imagen: await png(300, 200) })),
      as: admin,
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const del = (url: string) => call(t.app, { method: 'DELETE', url, as: admin });
  const expect503 = (res: Awaited<ReturnType<typeof del>>) => {
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({ ok: false, msg: API_MSG.serviceUnavailable });
  };

  it('a slide: 503 and the slide stays; after the storage is back, both go', async () => {
    const { slide } = await upload('/api/slide');
    await s3.stop();
    try {
      expect503(await del(`/api/slide/${slide.uid}`));
      const list = (await call(t.app, { url: '/api/slide' })).json().slide;
      expect(list.map((s: { uid: string }) => s.uid)).toContain(slide.uid);
    } finally {
      await s3.start();
    }
    expect(await s3.keys()).toEqual(expect.arrayContaining(keysOf(slide)));
    expect((await del(`/api/slide/${slide.uid}`)).statusCode).toBe(200);
    expect(await s3.keys()).not.toEqual(expect.arrayContaining([keysOf(slide)[0]]));
    expect((await call(t.app, { url: '/api/slide' })).json().slide).toEqual([]);
    expect((await del(`/api/slide/${slide.uid}`)).statusCode).toBe(404);
  });

  it('a gallery image, then its branch: 503 and nothing deleted; after the storage is back, all go', async () => {
    const place = (
      await call(t.app, {
        method: 'POST',
        url: '/api/locates',
        payload: { sucursal: 'Sucursal Sin S3', lugarname: `sin-s3-${randomBytes(3).toString('hex')}` },
        as: admin,
      })
    ).json().lugar;
    const { image } = await upload(`/api/gallery/${place.uid}`, { sucursal: place.uid });
    const gallery = async () =>
      (await call(t.app, { url: `/api/gallery/${place.uid}` }))
        .json()
        .galeria.map((g: { uid: string }) => g.uid);

    await s3.stop();
    try {
      expect503(await del(`/api/gallery/${image.uid}`));
      expect(await gallery()).toEqual([image.uid]);
      expect503(await del(`/api/locates/${place.uid}`));
      expect((await call(t.app, { url: `/api/locates/${place.uid}`, as: admin })).statusCode).toBe(200);
      expect(await gallery()).toEqual([image.uid]);
    } finally {
      await s3.start();
    }
    expect(await s3.keys()).toEqual(keysOf(image));
    expect((await del(`/api/gallery/${image.uid}`)).statusCode).toBe(200);
    expect(await gallery()).toEqual([]);
    expect(await s3.keys()).toEqual([]);
    expect((await del(`/api/locates/${place.uid}`)).statusCode).toBe(200);
  });
});
