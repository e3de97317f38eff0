// docs/configuration.md#health-and-api-documents: GET /api/ready answers 200 only when this instance can
// serve — the database, and Redis and the object storage when they are configured. Liveness (GET /api/health)
// does not depend on them.
import { API_MSG } from '@salones/shared/api-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import {
  closedRedisUrl,
  deleteRedisKeys,
  startS3Server,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
} from '../test/shared-state.ts';
import { closedSmtpUrl } from '../test/smtp-receiver.ts';

type S3Server = Awaited<ReturnType<typeof startS3Server>>;

async function expectNotReadyButLive(t: TestApp) {
  const ready = await t.app.inject({ url: '/api/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.headers['retry-after']).toBe('2');
  expect(ready.json()).toEqual({ ok: false, msg: API_MSG.serviceUnavailable });
  const health = await t.app.inject({ url: '/api/health' });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ ok: true });
}

describe('GET /api/ready with Redis and S3 configured', () => {
  const prefix = uniqueRedisPrefix();
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
    await deleteRedisKeys(prefix);
  });

  it('answers 200 when both answer', async () => {
    const t = await buildTestApp({}, { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, ...s3.env });
    try {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    } finally {
      await t.close();
    }
  });

  it('answers 503 with a Spanish msg while Redis does not answer; /api/health stays 200', async () => {
    const t = await buildTestApp({}, { REDIS_URL: await closedRedisUrl(), REDIS_PREFIX: prefix, ...s3.env });
    try {
      await expectNotReadyButLive(t);
    } finally {
      await t.close();
    }
  });

  it('answers 503 while the object storage does not answer; /api/health stays 200', async () => {
    const closed = (await closedSmtpUrl()).replace('smtp://', 'http://');
    const t = await buildTestApp(
      {},
      { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, ...s3.env, S3_ENDPOINT: closed },
    );
    try {
      await expectNotReadyButLive(t);
    } finally {
      await t.close();
    }
  });
});
