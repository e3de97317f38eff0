// docs/architecture.md#several-instances: with S3_* set, images go to S3-compatible object storage and any
// instance serves any image at the same /uploads/<key> address. Run against a real S3-protocol server
// (s3rver).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createImageStore } from '../lib/image-store/index.ts';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../test/helper.ts';
import { startS3Server } from '../test/shared-state.ts';
import { closedSmtpUrl } from '../test/smtp-receiver.ts';
import { multipart, png, uploadedFiles, uploadWhoseInsertFails } from '../test/upload.ts';

type S3Server = Awaited<ReturnType<typeof startS3Server>>;

function bucketClient(s3: S3Server) {
  return new S3Client({
    endpoint: s3.env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}

async function objectKeys(s3: S3Server): Promise<string[]> {
  const client = bucketClient(s3);
  try {
    const out = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
  } finally {
    client.destroy();
  }
}

async function objectBytes(s3: S3Server, key: string): Promise<Buffer> {
  const client = bucketClient(s3);
  try {
    const out = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from((await out.Body?.transformToByteArray()) ?? []);
  } finally {
    client.destroy();
  }
}

describe('two instances on one S3 bucket', () => {
  let s3: S3Server;
  let a: TestApp;
  let b: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    s3 = await startS3Server();
    a = await buildTestApp({}, s3.env);
    b = await buildTestApp(process.env.DATABASE_URL ? { databaseUrl: a.config.databaseUrl } : {}, s3.env);
    admin = await createUser(a.app, { role: 'admin' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
  });

  it('reads the settings: path-style addressing by default with an endpoint', () => {
    expect(a.config.s3).toMatchObject({ bucket: s3.bucket, forcePathStyle: true });
    expect(a.app.imageStore.kind).toBe('s3');
  });

  it('stores an upload through A in the bucket and serves it through B with a one-year cache', async () => {
    const res = await call(a.app, {
      method: 'POST',
      url: '/api/slide',
      ...(await multipart({ imagen: await png(900, 300) })),
      as: admin,
    });
    expect(res.statusCode).toBe(201);
    const { slide } = res.json();
    const keys = [slide.imagen, slide.thumb].map((u: string) => u.replace('/uploads/', ''));
    expect(await objectKeys(s3)).toEqual([...keys].sort());
    expect(await uploadedFiles(a.config.dataDir)).toEqual([]); // nothing on the instance's disk

    for (const [i, url] of [slide.imagen, slide.thumb].entries()) {
      const file = await b.app.inject({ url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.rawPayload.equals(await objectBytes(s3, keys[i]))).toBe(true);
    }

    expect(
      (await call(a.app, { method: 'DELETE', url: `/api/slide/${slide.uid}`, as: admin })).statusCode,
    ).toBe(200);
    expect(await objectKeys(s3)).toEqual([]);
    const gone = await b.app.inject({ url: slide.imagen });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ ok: false });
  });

  it('answers 404 JSON for a key that was never stored, or is not an image key', async () => {
    for (const url of [
      `/uploads/slides/${randomBytes(16).toString('hex')}.webp`,
      '/uploads/slides/../../etc/passwd',
      '/uploads/otra/cosa.webp',
    ]) {
      const res = await b.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ok: false });
    }
  });
});

describe('an upload to S3 whose row cannot be stored', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3?.close());

  it('answers 500 and removes both objects it had written', async () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salones-s3-upload-')),
      ...s3.env,
    });
    const store = createImageStore(config);
    try {
      const res = await uploadWhoseInsertFails(store, () => objectKeys(s3));
      expect(res.statusCode).toBe(500);
      expect(res.duringInsert).toHaveLength(2);
      expect(res.after).toEqual([]);
    } finally {
      store.close();
    }
  });
});

describe('demo content on S3', () => {
  let s3: S3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await buildTestApp({ seedDemo: true }, s3.env);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('goes to the bucket through the same store, and is served from it', async () => {
    expect(await objectKeys(s3)).toHaveLength((3 + 6) * 2);
    expect(await uploadedFiles(t.config.dataDir)).toEqual([]);
    const { slide } = (await call(t.app, { url: '/api/slide' })).json();
    expect((await t.app.inject({ url: slide[0].thumb })).statusCode).toBe(200);
  });
});

describe('S3 unreachable', () => {
  it('answers 503 for an image (with retry-after) and for an upload (storing no row); the rest still answers', async () => {
    const closed = (await closedSmtpUrl()).replace('smtp://', 'http://');
    const t = await buildTestApp(
      {},
      { S3_ENDPOINT: closed, S3_BUCKET: 'ninguno', S3_ACCESS_KEY_ID: 'x', S3_SECRET_ACCESS_KEY: 'y' },
    );
    try {
      const res = await t.app.inject({ url: `/uploads/slides/${randomBytes(16).toString('hex')}.webp` });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ ok: false });
      expect((await call(t.app, { url: '/api/slide' })).statusCode).toBe(200);
      const admin = await createUser(t.app, { role: 'admin' });
      const upload = await call(t.app, {
        method: 'POST',
        url: '/api/slide',
        ...(await multipart({ imagen: await png(300, 100) })),
        as: admin,
      });
      expect(upload.statusCode).toBe(503);
      expect(upload.json()).toMatchObject({ ok: false });
      expect(upload.headers['retry-after']).toBe('2');
      expect((await call(t.app, { url: '/api/slide' })).json().slide).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('S3 settings', () => {
  const base = { DATA_DIR: '/tmp/salones-s3-settings' };
  it('stays on disk with no S3_* setting, and refuses S3_* without a bucket', () => {
    expect(loadConfig(base).s3).toBeNull();
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'quizá' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
  it('uses virtual-host addressing on AWS itself unless told otherwise', () => {
    expect(loadConfig({ ...base, S3_BUCKET: 'b' }).s3).toMatchObject({
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
    expect(
      loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' })
        .s3?.forcePathStyle,
    ).toBe(false);
  });
  it('reads REDIS_URL and REDIS_PREFIX', () => {
    expect(loadConfig(base).redis).toBeNull();
    expect(loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      prefix: 'salones:',
    });
    expect(() => loadConfig({ ...base, REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });
});
