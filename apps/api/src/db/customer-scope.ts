// Who reads a customer's record that belongs to a branch (booking requests, online payments), as SQL: the rule is
// permissions.ts `branchRecordScopeOf` (for one record already read: `mayReadBranchRecord`), docs/architecture.md §3.2.
import { branchRecordScopeOf } from '@salones/shared/permissions';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CurrentUser } from '../lib/current-user.ts';

/** The WHERE condition of what `user` may read (undefined: everything). */
export function readableBy(
  user: CurrentUser,
  columns: { customerId: PgColumn; placeId: PgColumn },
): SQL | undefined {
  const scope = branchRecordScopeOf(user);
  if (!scope) return undefined;
  return 'customerId' in scope
    ? eq(columns.customerId, scope.customerId)
    : eq(columns.placeId, scope.placeId);
}
