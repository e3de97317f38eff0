import { RESET_LINK_INVALID } from '@salones/shared/accounts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import { consumeOneTimeToken, revokeOneTimeTokens } from '../../lib/one-time-token.ts';
import { hashPassword } from '../../lib/password.ts';
import type { UserRow } from './accounts.mapper.ts';

/**
 * docs/architecture.md#password-reset and docs/architecture.md#sessions-end-when-they-should: a valid reset
 * secret sets the password, ends every session opened before (session version + 1) and revokes the account's
 * other reset links. The active flag is left as it is: a reset is not an activation.
 */
export async function resetPassword(opts: {
  deps: Pick<FastifyInstance, 'db' | 'tokens' | 'loginLockout'>;
  secret: string;
  password: string;
}): Promise<{ user: UserRow; token: string }> {
  const { deps } = opts;
  const passwordHash = await hashPassword(opts.password);
  const user = await deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, { secret: opts.secret, purpose: 'reset' });
    if (!userId) return null;
    await revokeOneTimeTokens(tx, { userId, purpose: 'reset' });
    const [row] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return row;
  });
  if (!user) throw badRequest(RESET_LINK_INVALID);
  await deps.loginLockout.succeed(user.email);
  const token = await deps.tokens.sign({ id: user.id, sessionVersion: user.sessionVersion });
  return { user, token };
}
