// On the embedded database, 100 clients at once are served in arrival order; a request that
// cannot start in time gets 503 + retry-after before doing anything, none hangs, and nothing is lost.

import { Worker } from 'node:worker_threads';
import { API_MSG } from '@salones/shared/api-messages';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema/index.ts';
import { buildTestApp, embeddedTestDatabaseUrl, type TestApp } from '../test/helper.ts';
import { createRequestQueue } from './request-queue.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * 100 clients at once, from another thread: with the clients on the server's own event loop, each request
 * reached the server alone (connections opened one per turn) and was done before the next arrived.
 * `busyMs`: the server's thread is held that long once the clients have started, as a burst meets a server
 * in the middle of other work — they all wait at its door, and on a fast machine none would otherwise.
 */
async function flood(t: TestApp, n: number, busyMs = 0): Promise<FloodAnswer[]> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const clients = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    Promise.all(
      Array.from({ length: workerData.n }, async (_, i) => {
        const res = await fetch(workerData.address + '/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'p' + i + '@example.com', message: 'Mensaje ' + i }),
          signal: AbortSignal.timeout(20000),
        });
        return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
      }),
    ).then((answers) => parentPort.postMessage(answers));`,
    { eval: true, workerData: { address, n } },
  );
  try {
    return await new Promise<FloodAnswer[]>((resolve, reject) => {
      clients.on('message', (message: FloodAnswer[] | 'started') => {
        if (message !== 'started') resolve(message);
        else if (busyMs > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, busyMs);
      });
      clients.once('error', reject);
    });
  } finally {
    await clients.terminate();
  }
}
type FloodAnswer = { status: number; retryAfter: string | null; body: unknown };
const storedMessages = async (t: TestApp) =>
  (await t.app.db.select({ n: count() }).from(contactMessages))[0].n;

describe('the embedded database under 100 concurrent clients', () => {
  let t: TestApp;
  afterEach(() => t.close());
  const embedded = { databaseUrl: embeddedTestDatabaseUrl() };
  const noIpLimit = { RATE_LIMIT_AUTH_PER_MINUTE: '100000', RATE_LIMIT_API_PER_MINUTE: '100000' };

  it('serves every one of 100 writes when the line may wait long enough', async () => {
    t = await buildTestApp(embedded, { ...noIpLimit, EMBEDDED_DB_MAX_WAIT_MS: '60000' });
    const answers = await flood(t, 100);
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    expect(await storedMessages(t)).toBe(100);
  });

  it('turns away what cannot start in time with 503 + retry-after, and stores exactly what it accepted', async () => {
    t = await buildTestApp(embedded, {
      ...noIpLimit,
      EMBEDDED_DB_CONCURRENCY: '1',
      EMBEDDED_DB_MAX_WAIT_MS: '30',
      EMBEDDED_DB_MAX_QUEUED: '20',
    });
    const answers = await flood(t, 100, 500);
    const accepted = answers.filter((a) => a.status === 200).length;
    const busy = answers.filter((a) => a.status === 503);
    expect(accepted + busy.length).toBe(100);
    expect(busy.length).toBeGreaterThan(0);
    for (const a of busy) {
      expect(a.body).toEqual({ ok: false, msg: API_MSG.busy });
      expect(a.retryAfter).toBe('1');
    }
    expect(await storedMessages(t)).toBe(accepted);
  });
});

describe('request queue', () => {
  it('lets requests start in arrival order', async () => {
    const q = createRequestQueue({ concurrency: 1, maxWaitMs: 1000, maxQueued: 10 });
    const started: number[] = [];
    expect(await q.enter()).toBe(true);
    const waiting = [1, 2, 3].map((i) => q.enter().then((ok) => ok && started.push(i)));
    expect(q.stats).toEqual({ working: 1, waiting: 3, rejected: 0 });
    for (let i = 0; i < 3; i++) {
      q.leave();
      await nextTurn();
    }
    await Promise.all(waiting);
    expect(started).toEqual([1, 2, 3]);
  });

  it('starts at most `concurrency` requests per turn of the event loop, the others in the next turns', async () => {
    const q = createRequestQueue({ concurrency: 2, maxWaitMs: 1000, maxQueued: 10 });
    const started: number[] = [];
    // each request is done at once (as with PGlite, whose queries run synchronously)
    const requests = [1, 2, 3, 4, 5].map((i) =>
      q.enter().then((ok) => {
        if (ok) started.push(i);
        q.leave();
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4]);
    await Promise.all(requests);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(q.stats).toEqual({ working: 0, waiting: 0, rejected: 0 });
  });

  it('refuses at once when the line is full, and after maxWaitMs when it does not move', async () => {
    const q = createRequestQueue({ concurrency: 1, maxWaitMs: 20, maxQueued: 1 });
    await q.enter();
    const second = q.enter();
    expect(await q.enter()).toBe(false);
    expect(await second).toBe(false);
    // both refusals are counted (GET /api/metrics: salones_db_queue_rejected_total)
    expect(q.stats).toEqual({ working: 1, waiting: 0, rejected: 2 });
  });
});
