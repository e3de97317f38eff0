// At most WHATSAPP_MAX_PER_SECOND messages go to Meta in any second: in one process (the memory window store)
// and across instances (two senders counting in one Redis, as two instances with REDIS_URL do).

import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryWindowStore, createRedisWindowStore } from '../../lib/window-store.ts';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../test/shared-state.ts';
import { sendRate } from './send-rate.ts';

/** no warning is expected: the stores answer */
const log = { warn: () => {} } as unknown as FastifyBaseLogger;
const MAX = 3;

/** Takes `n` sends at once from the given senders; each send's time since the start, in ms. */
async function sendTimes(senders: ReturnType<typeof sendRate>[], n: number) {
  const start = Date.now();
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      await senders[i % senders.length].take();
      times.push(Date.now() - start);
    }),
  );
  return times.sort((a, b) => a - b);
}

/**
 * Whether no send went before its second: with at most MAX a second, send k (from 0) cannot be let through before
 * floor(k / MAX) seconds from the start. (A busy machine only makes the sends later, never earlier.)
 */
const withinRate = (times: number[]) => times.every((t, k) => t >= Math.floor(k / MAX) * 1_000 - 5);

describe('the WhatsApp send rate', () => {
  it('lets at most WHATSAPP_MAX_PER_SECOND through in any second, the rest wait', async () => {
    const rate = sendRate(createMemoryWindowStore({ windowMs: 1_000, keepLast: MAX }), MAX, log);
    const times = await sendTimes([rate], 7);
    expect(withinRate(times), times.join(', ')).toBe(true);
  });

  const prefix = uniqueRedisPrefix();
  const clients = [new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL)];
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await deleteRedisKeys(prefix);
  });
  it('counts the sends of every instance together in Redis', async () => {
    const senders = clients.map((redis) =>
      sendRate(createRedisWindowStore(redis, { windowMs: 1_000, keepLast: MAX, prefix }), MAX, log),
    );
    const times = await sendTimes(senders, 7);
    expect(withinRate(times), times.join(', ')).toBe(true);
  });
});
