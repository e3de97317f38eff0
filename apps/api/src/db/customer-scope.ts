// Who reads a customer's record that belongs to a branch (booking requests, online payments): the customer their
// own; an admin with a branch (`lugar`) that branch's; any other staff member every one
// (docs/architecture.md#ownership).
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CurrentUser } from '../lib/current-user.ts';

/** The WHERE condition of what `user` may read (undefined: everything). */
export function readableBy(
  user: CurrentUser,
  columns: { customerId: PgColumn; placeId: PgColumn },
): SQL | undefined {
  if (user.role === 'user') return eq(columns.customerId, user.id);
  if (user.role === 'admin' && user.placeId) return eq(columns.placeId, user.placeId);
  return undefined;
}

/** The same rule for one row already read. */
export function mayRead(user: CurrentUser, row: { customerId: string; placeId: string }): boolean {
  if (user.role === 'user') return row.customerId === user.id;
  if (user.role === 'admin' && user.placeId) return row.placeId === user.placeId;
  return true;
}
