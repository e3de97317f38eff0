// Hits per key (an e-mail, say) within a sliding time window — one interface, two stores: in this
// process (the default, one machine) or in Redis (REDIS_URL: every instance counts the same hits,
// docs/architecture.md#several-instances). The login lock-out and the reset-mail limit are built on it
// (plugins/rate-limit.ts).
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createWindowCounter } from './window-counter.ts';

export interface WindowStore {
  /** the hit times of `key` still inside the window, oldest first (at most the last `keepLast`) */
  recent(key: string, now?: number): Promise<number[]>;
  /** records a hit */
  hit(key: string, now?: number): Promise<void>;
  /** records a hit only while fewer than `max` are inside the window (atomically); whether it did */
  tryHit(key: string, max: number, now?: number): Promise<boolean>;
  /** forgets the key's hits */
  clear(key: string): Promise<void>;
}

export interface WindowStoreOptions {
  windowMs: number;
  /** hits remembered per key (the newest) */
  keepLast: number;
  /** at most this many keys in memory (the memory store; Redis keys expire with their window) */
  maxKeys?: number;
}

/** In this process, bounded (see createWindowCounter). */
export function createMemoryWindowStore(opts: WindowStoreOptions): WindowStore & { readonly size: number } {
  const counter = createWindowCounter(opts);
  return {
    async recent(key, now = Date.now()) {
      return counter.recent(key, now);
    },
    async hit(key, now = Date.now()) {
      counter.hit(key, now);
    },
    async tryHit(key, max, now = Date.now()) {
      if (counter.recent(key, now).length >= max) return false;
      counter.hit(key, now);
      return true;
    },
    async clear(key) {
      counter.clear(key);
    },
    get size() {
      return counter.size;
    },
  };
}

// KEYS[1] key · ARGV: oldest score outside the window, now, max, member, window ms
const TRY_HIT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

/**
 * In Redis: one sorted set per key (`<prefix><key>`), scored by hit time, each hit a unique member;
 * hits past the window or beyond `keepLast` are trimmed, and the set expires with its window.
 */
export function createRedisWindowStore(
  redis: Redis,
  opts: WindowStoreOptions & { prefix: string },
): WindowStore {
  const { windowMs, keepLast, prefix } = opts;
  const k = (key: string) => `${prefix}${key}`;
  const member = (now: number) => `${now}:${randomBytes(6).toString('hex')}`;
  return {
    async recent(key, now = Date.now()) {
      const list = await redis.zrangebyscore(k(key), `(${now - windowMs}`, '+inf', 'WITHSCORES');
      const times: number[] = [];
      for (let i = 1; i < list.length; i += 2) times.push(Number(list[i]));
      return times.slice(-keepLast);
    },
    async hit(key, now = Date.now()) {
      const results = await redis
        .multi()
        .zadd(k(key), now, member(now))
        .zremrangebyscore(k(key), '-inf', now - windowMs)
        .zremrangebyrank(k(key), 0, -(keepLast + 1))
        .pexpire(k(key), windowMs)
        .exec();
      const failed = results?.find(([err]) => err);
      if (!results || failed) throw failed?.[0] ?? new Error('Redis transaction discarded');
    },
    async tryHit(key, max, now = Date.now()) {
      const taken = await redis.eval(TRY_HIT, 1, k(key), now - windowMs, now, max, member(now), windowMs);
      return taken === 1;
    },
    async clear(key) {
      await redis.del(k(key));
    },
  };
}
