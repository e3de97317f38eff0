import { ACTIVATION_LINK_INVALID } from '@salones/shared/accounts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import { consumeOneTimeToken, revokeOneTimeTokens } from '../../lib/one-time-token.ts';
import { recordAccountChange } from '../audit/record-account-change.ts';

/**
 * docs/architecture.md#activation: a valid, unused, unexpired link activates the account once. The account's
 * other activation links are revoked too, so an old link cannot undo a later deactivation by staff.
 * The activation is an account's active change like staff's, audited in the same transaction,
 * made by the account's owner (no entry when staff had already activated it).
 */
export async function activateAccount(opts: { db: Db; secret: string }): Promise<void> {
  const userId = await opts.db.transaction(async (tx) => {
    const id = await consumeOneTimeToken(tx, { secret: opts.secret, purpose: 'activation' });
    if (!id) return null;
    await revokeOneTimeTokens(tx, { userId: id, purpose: 'activation' });
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    const [after] = await tx
      .update(users)
      .set({ active: true, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    if (before && after) await recordAccountChange(tx, after, before, after);
    return id;
  });
  if (!userId) throw badRequest(ACTIVATION_LINK_INVALID);
}
