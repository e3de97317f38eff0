import { ACTIVATION_LINK_INVALID } from '@salones/shared/accounts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import { consumeOneTimeToken, revokeOneTimeTokens } from '../../lib/one-time-token.ts';

/**
 * DESIGN §3.3: a valid, unused, unexpired link activates the account once. The account's other
 * activation links are revoked too, so an old link cannot undo a later deactivation by staff.
 */
export async function activateAccount(opts: { db: Db; secret: string }): Promise<void> {
  const userId = await opts.db.transaction(async (tx) => {
    const id = await consumeOneTimeToken(tx, { secret: opts.secret, purpose: 'activation' });
    if (!id) return null;
    await revokeOneTimeTokens(tx, { userId: id, purpose: 'activation' });
    await tx.update(users).set({ active: true, updatedAt: sql`now()` }).where(eq(users.id, id));
    return id;
  });
  if (!userId) throw badRequest(ACTIVATION_LINK_INVALID);
}
