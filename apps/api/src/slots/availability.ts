// 'Can this slot be had' (issue #27.2): the one question events' availability, booking requests and payments
// ask of a slot. A slot is taken when a live claim holds it (claims.ts).
import { eq, sql } from 'drizzle-orm';
import { places, slotClaims } from '../db/schema/index.ts';
import { preparedPerDb } from '../lib/prepared-query.ts';
import { takesSlot } from './claims.ts';

/**
 * The branch and whether the slot is taken, in one round trip (issue #12.6: the two queries this was cost
 * twice the CPU): no row → no such branch. `except` (or null) is the request whose own hold does not count.
 */
export const branchAndSlot = preparedPerDb((db) =>
  db
    .select({
      taken: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(slotClaims)
        .where(
          takesSlot(
            { placeId: places.id, fecha: sql.placeholder('fecha'), turno: sql.placeholder('turno') },
            sql`${sql.placeholder('now')}::timestamptz`,
            sql`${sql.placeholder('except')}::uuid`,
          ),
        )})`,
    })
    .from(places)
    .where(eq(places.id, sql.placeholder('placeId')))
    .prepare('branch_and_slot'),
);
