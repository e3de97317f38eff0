import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  hashingLoad,
  hashingThreadIds,
  hashPassword,
  hashPasswordAtStartup,
  setHashingConcurrency,
  verifyPassword,
} from './password.ts';

/** How many of this process's threads run at the lowest priority (Linux: field 19 of /proc/…/stat is nice). */
function threadsAtNice19() {
  return readdirSync('/proc/self/task').filter((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16] === '19';
  }).length;
}

/** How many of this process's threads have the SCHED_IDLE policy (field 41 of /proc/…/stat; SCHED_IDLE = 5). */
function threadsAtIdlePolicy() {
  return readdirSync('/proc/self/task').filter((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38] === '5';
  }).length;
}

describe('password hashing', () => {
  // first: this file's module starts with no hashing thread
  it('hashes at startup without a thread, so a server without logins keeps none', async () => {
    const stored = await hashPasswordAtStartup('arranque');
    expect(hashingThreadIds()).toEqual([]);
    expect(threadsAtNice19()).toBe(0);
    expect(await verifyPassword(stored, 'arranque')).toBe(true);
    expect(threadsAtNice19()).toBe(hashingLoad().limit);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('secreto123');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'secreto123')).toBe(true);
    expect(await verifyPassword(stored, 'secreto124')).toBe(false);
    expect(await verifyPassword('no-es-un-hash', 'secreto123')).toBe(false);
  });

  it('runs at most `limit` hashes at once, leaving a core for the event loop', async () => {
    const { limit } = hashingLoad();
    expect(limit).toBeGreaterThanOrEqual(1);
    const burst = Array.from({ length: limit + 5 }, () => hashPassword('x'));
    await Promise.resolve();
    const load = hashingLoad();
    expect(load.active).toBeLessThanOrEqual(limit);
    expect(load.active + load.waiting).toBe(limit + 5);
    await Promise.all(burst);
    expect(hashingLoad()).toMatchObject({ active: 0, waiting: 0 });
  });

  it('hashes on its own threads at the lowest priority, so the event loop is served first', async () => {
    await hashPassword('prioridad');
    const { limit } = hashingLoad();
    expect(hashingThreadIds()).toHaveLength(limit);
    expect(threadsAtNice19()).toBe(limit);
    // preempted at once by any other thread of the machine that wants the core (Linux, chrt present)
    expect(threadsAtIdlePolicy()).toBe(limit);
  });

  it('runs as many at once as the setting says (PASSWORD_HASH_CONCURRENCY, applied by the app)', async () => {
    const before = hashingLoad().limit;
    setHashingConcurrency(before + 1);
    try {
      const burst = Array.from({ length: before + 3 }, () => hashPassword('y'));
      await Promise.resolve();
      expect(hashingLoad()).toMatchObject({ limit: before + 1, active: before + 1, waiting: 2 });
      await Promise.all(burst);
      // one more thread for the one more hash that may run
      expect(hashingThreadIds()).toHaveLength(before + 1);
    } finally {
      setHashingConcurrency(before);
    }
  });
});
