// At most WHATSAPP_MAX_PER_SECOND messages go to Meta per second: a one-second window counted in the shared
// window store (Redis with REDIS_URL, so every instance counts together; else in this process). A store that
// fails lets the message through: Meta's own 429 is retried like any passing failure.
import type { FastifyBaseLogger } from 'fastify';
import type { WindowStore } from '../../lib/window-store.ts';

const KEY = 'whatsapp-sends';
const WAIT_MS = 50;

export function sendRate(store: WindowStore, maxPerSecond: number, log: FastifyBaseLogger) {
  return {
    /** waits until a send fits in the last second's window, and counts it */
    async take(): Promise<void> {
      for (;;) {
        try {
          if (await store.tryHit(KEY, maxPerSecond)) return;
        } catch (err) {
          log.warn(
            { err: (err as Error).message },
            'whatsapp send rate: store unavailable, message let through',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
      }
    },
  };
}
export type SendRate = ReturnType<typeof sendRate>;
