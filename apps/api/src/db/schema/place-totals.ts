import { bigint, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { places } from './places.ts';

/**
 * Live events and what was paid on them, per branch: the dashboard's cards read these
 * instead of counting every event and summing every payment. Kept only by the database's triggers
 * (migration 0005), in the same transaction as each change — never written by the app.
 */
export const placeTotals = pgTable('place_totals', {
  placeId: uuid('place_id')
    .primaryKey()
    .references(() => places.id, { onDelete: 'cascade' }),
  liveEvents: integer('live_events').notNull().default(0),
  paidCentavos: bigint('paid_centavos', { mode: 'number' }).notNull().default(0),
});
