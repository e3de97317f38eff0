// Test support for the shared-state settings (docs/architecture.md#several-instances): the real Redis on
// 127.0.0.1:6379 (REDIS_URL overrides), with a key prefix of its own per test file so parallel files never
// collide, and a real S3-protocol server (s3rver) started in the test process on a folder of its own.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import S3rver from 's3rver';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A prefix no other test file uses, e.g. 'salones-test-1a2b3c4d:'. */
export const uniqueRedisPrefix = () => `salones-test-${randomBytes(4).toString('hex')}:`;

/** Every key under `prefix`, for checks and for cleaning up. */
export async function redisKeys(prefix: string, url = TEST_REDIS_URL): Promise<string[]> {
  const redis = new Redis(url, { lazyConnect: true });
  try {
    await redis.connect();
    const keys: string[] = [];
    const stream = redis.scanStream({ match: `${prefix}*`, count: 500 });
    for await (const batch of stream) keys.push(...(batch as string[]));
    return keys.sort();
  } finally {
    redis.disconnect();
  }
}

export async function deleteRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const keys = await redisKeys(prefix, url);
  if (keys.length === 0) return;
  const redis = new Redis(url);
  try {
    await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** A redis:// URL on a port where nothing listens. */
export async function closedRedisUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `redis://127.0.0.1:${port}`;
}

/** A local S3 server with one empty bucket; `env` holds the S3_* settings that point at it. */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), 'salones-s3-'));
  const bucket = `salones-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    bucket,
    directory,
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
