import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/db-errors.ts';
import { events, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { UserRow } from './accounts.mapper.ts';

const HAS_EVENTS = 'No se puede eliminar a un usuario con eventos registrados';

/**
 * DESIGN §3.12: a customer with events (live or archived) is refused, so booking and payment history
 * is never destroyed. Deleting the row also ends the account's sessions.
 */
export async function deleteUser(opts: { db: Db; editorId: string; userId: string }): Promise<UserRow> {
  const { db, userId } = opts;
  if (opts.editorId === userId) throw badRequest('No puedes eliminar tu propia cuenta');
  const [target] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!target) throw notFound('El usuario no existe');
  const [{ eventCount }] = await db
    .select({ eventCount: count() })
    .from(events)
    .where(eq(events.customerId, userId));
  if (eventCount > 0) throw conflict(HAS_EVENTS);
  try {
    await db.delete(users).where(eq(users.id, userId));
  } catch (err) {
    // an event booked for the user between the check and the delete
    if (isForeignKeyViolation(err)) throw conflict(HAS_EVENTS);
    throw err;
  }
  return target;
}
