import { describe, expect, it } from 'vitest';
import { createWindowCounter } from './window-counter.ts';

describe('window counter (bounded memory)', () => {
  it('counts hits inside the window only', () => {
    const c = createWindowCounter({ windowMs: 1000 });
    expect(c.hit('a', 0)).toBe(1);
    expect(c.hit('a', 500)).toBe(2);
    expect(c.hit('a', 1200)).toBe(2);
    expect(c.recent('a', 1600)).toEqual([1200]);
  });

  it('never remembers more than maxKeys keys, however many made-up keys arrive', () => {
    const c = createWindowCounter({ windowMs: 60_000, maxKeys: 1000 });
    for (let i = 0; i < 20_000; i++) c.hit(`persona${i}@example.com`);
    expect(c.size).toBe(1000);
    // the most recent keys are the ones kept
    expect(c.recent('persona19999@example.com', Date.now())).toHaveLength(1);
    expect(c.recent('persona0@example.com', Date.now())).toHaveLength(0);
  });

  it('forgets a key once its window has passed', async () => {
    const c = createWindowCounter({ windowMs: 50 });
    for (let i = 0; i < 100; i++) c.hit(`k${i}`);
    expect(c.size).toBe(100);
    await new Promise((r) => setTimeout(r, 120));
    expect(c.size).toBe(0);
  });

  it('keeps only the last hits of a key', () => {
    const c = createWindowCounter({ windowMs: 60_000, keepLast: 3 });
    for (let i = 0; i < 50; i++) c.hit('a', i);
    expect(c.recent('a', 100)).toEqual([47, 48, 49]);
  });
});
