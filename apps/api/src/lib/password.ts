import { hash } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { DEFAULT_PASSWORD_HASH_CONCURRENCY } from '../config-env.ts';
import { createHashingThread } from './password-worker.ts';

// OWASP ASVS 5.0 appendix C: argon2id, ≥ 19 MiB, 2 passes (docs/architecture.md#the-parts). Algorithm 2 =
// Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash keeps a core busy for 5–70 ms (by machine). Unbounded, a burst of logins takes every core and
 * every other route waits, so at most one fewer hashes than there are cores run at once (one
 * on a single core); the rest wait in line. The setting PASSWORD_HASH_CONCURRENCY overrides it: the app applies
 * it from the validated settings when it is built (setHashingConcurrency). They run on low-priority threads
 * (password-worker.ts), one per hash that may run at once, made by the first hash a request asks for and kept
 * (~14 MB each; making one takes its core for ~50 ms, which would stall every request if done often).
 */
const hashing = pLimit(DEFAULT_PASSWORD_HASH_CONCURRENCY);
const threads: ReturnType<typeof createHashingThread>[] = [];
const idle: ReturnType<typeof createHashingThread>[] = [];

/** How many hashes may run at once (config.passwordHashConcurrency); the app sets it as it is built. */
export function setHashingConcurrency(concurrency: number) {
  hashing.concurrency = concurrency;
}

/** Runs one hashing job on an idle thread: pLimit lets through at most as many jobs as there are threads. */
function onThread<T>(op: 'hash' | 'verify', args: unknown[]): Promise<T> {
  return hashing(async () => {
    if (threads.length < hashing.concurrency) {
      const made = Array.from({ length: hashing.concurrency - threads.length }, createHashingThread);
      threads.push(...made);
      idle.push(...made);
    }
    const thread = idle.pop()!;
    try {
      return await thread.run<T>(op, args);
    } finally {
      idle.push(thread);
    }
  });
}

/** how many hashes run now and wait in line */
export const hashingLoad = () => ({
  active: hashing.activeCount,
  waiting: hashing.pendingCount,
  limit: hashing.concurrency,
});

/** The ids of the hashing threads made so far (worker_threads' threadId). */
export const hashingThreadIds = () => threads.map((t) => t.threadId);

export const hashPassword = (password: string) => onThread<string>('hash', [password, OPTIONS]);

/**
 * A hash made while the server starts (the ADMIN_EMAIL account), before it serves anyone: on libuv's pool,
 * so a server that has had no login yet keeps no hashing thread.
 */
export const hashPasswordAtStartup = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await onThread<boolean>('verify', [stored, password]);
  } catch {
    return false;
  }
}

/** A hash to verify against when the e-mail is unknown, so timing does not reveal accounts. */
let dummy: Promise<string> | null = null;
export const dummyHash = () => (dummy ??= hashPassword('not-a-real-password'));
