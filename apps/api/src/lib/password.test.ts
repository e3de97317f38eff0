import { describe, expect, it } from 'vitest';
import { hashingLoad, hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password only', async () => {
    const stored = await hashPassword('secreto123');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'secreto123')).toBe(true);
    expect(await verifyPassword(stored, 'secreto124')).toBe(false);
    expect(await verifyPassword('no-es-un-hash', 'secreto123')).toBe(false);
  });

  it('runs at most `limit` hashes at once, leaving a core for the event loop (issue #12.6)', async () => {
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
});
