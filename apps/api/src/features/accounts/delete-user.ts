import { ACCOUNT_MSG } from '@salones/shared/accounts';
import { mayDeleteUser } from '@salones/shared/permissions';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/db-errors.ts';
import { events, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAccountChange } from '../audit/record-account-change.ts';
import type { UserRow } from './accounts.mapper.ts';

/**
 * docs/architecture.md §3.12: a customer with events (live or archived) is refused, so booking and payment history
 * is never destroyed. Deleting the row also ends the account's sessions.
 */
export async function deleteUser(opts: { db: Db; editor: CurrentUser; userId: string }): Promise<UserRow> {
  const { db, userId } = opts;
  // the route let only those who may delete accounts in: what is left to refuse is their own
  if (!mayDeleteUser(opts.editor, { id: userId })) throw badRequest(ACCOUNT_MSG.cannotDeleteSelf);
  const [target] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!target) throw notFound(ACCOUNT_MSG.userNotFound);
  const [{ eventCount }] = await db
    .select({ eventCount: count() })
    .from(events)
    .where(eq(events.customerId, userId));
  if (eventCount > 0) throw conflict(ACCOUNT_MSG.hasEvents);
  try {
    await db.transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, userId));
      await recordAccountChange(tx, opts.editor, target, null);
    });
  } catch (err) {
    // an event booked for the user between the check and the delete
    if (isForeignKeyViolation(err)) throw conflict(ACCOUNT_MSG.hasEvents);
    throw err;
  }
  return target;
}
