// Single-use secrets for activation and password reset (docs/architecture.md#activation,
// docs/architecture.md#password-reset): random, ≥ 128 bits, only their SHA-256 hash is stored, so a copy of
// the database cannot be used to take over accounts.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oneTimeTokens } from '../db/schema/index.ts';

export type OneTimeTokenPurpose = 'activation' | 'reset';
/** The database or an open transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const ACTIVATION_TTL_MS = 48 * 3600_000;
export const RESET_TTL_MS = 3600_000;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Stores a new token for the user and returns the secret (256 bits, base64url) to put in the link. */
export async function issueOneTimeToken(
  db: DbOrTx,
  opts: { userId: string; purpose: OneTimeTokenPurpose; ttlMs: number },
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    userId: opts.userId,
    purpose: opts.purpose,
    tokenHash: hashSecret(secret),
    expiresAt: new Date(Date.now() + opts.ttlMs),
  });
  return secret;
}

/**
 * Marks the token used and returns its user id, or null when it is unknown, used, expired or for
 * another purpose. One UPDATE … RETURNING, so two requests racing with the same secret get one success.
 */
export async function consumeOneTimeToken(
  db: DbOrTx,
  opts: { secret: string; purpose: OneTimeTokenPurpose },
): Promise<string | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashSecret(opts.secret)),
        eq(oneTimeTokens.purpose, opts.purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** Ends every other open token of that purpose (e.g. older reset links once a reset succeeded). */
export async function revokeOneTimeTokens(
  db: DbOrTx,
  opts: { userId: string; purpose: OneTimeTokenPurpose },
) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.userId, opts.userId),
        eq(oneTimeTokens.purpose, opts.purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
