import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP ASVS 5.0 appendix C: argon2id, ≥ 19 MiB, 2 passes (DESIGN §1). Algorithm 2 = Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash keeps a core busy for ~70 ms. Unbounded, a burst of logins takes every core and every other
 * route waits (issue #12.6), so at most one fewer hashes than there are cores run at once; the rest wait
 * in line. PASSWORD_HASH_CONCURRENCY overrides it.
 */
const hashing = pLimit(
  Number(process.env.PASSWORD_HASH_CONCURRENCY) || Math.max(1, availableParallelism() - 1),
);

/** how many hashes run now and wait in line */
export const hashingLoad = () => ({
  active: hashing.activeCount,
  waiting: hashing.pendingCount,
  limit: hashing.concurrency,
});

export const hashPassword = (password: string) => hashing(() => hash(password, OPTIONS));

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(stored, password));
  } catch {
    return false;
  }
}

/** A hash to verify against when the e-mail is unknown, so timing does not reveal accounts. */
let dummy: Promise<string> | null = null;
export const dummyHash = () => (dummy ??= hashPassword('not-a-real-password'));
