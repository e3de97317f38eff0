import { LRUCache } from 'lru-cache';

/**
 * Counts hits per key (an e-mail, say) within a sliding time window, in memory. Memory is bounded: a key
 * is forgotten once its window has passed with no new hit, and past `maxKeys` the least recently hit key
 * goes first — so a stream of made-up keys cannot grow it forever.
 */
export function createWindowCounter(opts: { windowMs: number; maxKeys?: number; keepLast?: number }) {
  const { windowMs } = opts;
  const keepLast = opts.keepLast ?? 100;
  const hits = new LRUCache<string, number[]>({ max: opts.maxKeys ?? 100_000, ttl: windowMs });
  const recent = (key: string, now: number) => (hits.get(key) ?? []).filter((t) => now - t < windowMs);
  return {
    /** the hit times of `key` still inside the window, oldest first */
    recent,
    /** records a hit and returns how many fall inside the window now */
    hit(key: string, now = Date.now()): number {
      const list = [...recent(key, now), now].slice(-keepLast);
      hits.set(key, list);
      return list.length;
    },
    clear(key: string) {
      hits.delete(key);
    },
    /** keys remembered now */
    get size(): number {
      hits.purgeStale();
      return hits.size;
    },
  };
}
export type WindowCounter = ReturnType<typeof createWindowCounter>;
