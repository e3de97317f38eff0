// docs/architecture.md#several-instances: with REDIS_URL set, counters that every instance must see (per-IP
// limits, login lock-out, reset mails per address) live in Redis. An outage must not stop the API: commands
// fail fast (no long queue while Redis is away), callers fail open, and the outage is logged once — not once
// per request.
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { lazyRequire } from '../lib/lazy-require.ts';
import type { RedisSettings } from '../multi-instance-settings.ts';

/** loaded only when REDIS_URL is set */
const ioredis = lazyRequire<typeof import('ioredis')>('ioredis');

export type { Redis };

export function createRedisClient(settings: RedisSettings, log: FastifyBaseLogger): Redis {
  const redis = new (ioredis().Redis)(settings.url, {
    // a request waits at most about a second or two for Redis, then goes on without it
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Commands wait for the first connection (a request right after start is counted), but once it is up
  // or has failed, a command while Redis is away fails at once instead of waiting for a reconnection.
  const stopQueueing = () => {
    redis.options.enableOfflineQueue = false;
  };
  let isDown = false;
  redis.on('error', (err: Error) => {
    stopQueueing();
    if (isDown) return;
    isDown = true;
    log.warn(
      { err: err.message },
      'Redis unavailable: rate limits, login lock-out and reset-mail limits let requests through until it is back',
    );
  });
  redis.on('ready', () => {
    stopQueueing();
    if (isDown) log.info('Redis available again');
    isDown = false;
  });
  return redis;
}

/** Ends the connection without waiting for a Redis that may be away. */
export function closeRedisClient(redis: Redis): void {
  redis.disconnect();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** REDIS_URL's client; null: counters live in this process */
    redis: Redis | null;
  }
}

/** Decorates `app.redis` (null without REDIS_URL) and disconnects it when the app closes. */
export const redisPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const redis = config.redis ? createRedisClient(config.redis, app.log) : null;
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      if (redis) closeRedisClient(redis);
    });
  },
  { name: 'redis' },
);
