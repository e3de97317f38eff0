// Days a branch (or, with no place_id, every branch; with a salon_id, one salón of the branch) is closed, desde …
// hasta both included.
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common.ts';
import { places } from './places.ts';
import { salones } from './salones.ts';
import { users } from './users.ts';

export const closures = pgTable(
  'closures',
  {
    id: id(),
    /** null: every branch */
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'cascade' }),
    /** null: the whole branch (migration 0022); else one salón of `placeId` */
    salonId: uuid('salon_id').references(() => salones.id, { onDelete: 'cascade' }),
    desde: date('desde', { mode: 'string' }).notNull(),
    hasta: date('hasta', { mode: 'string' }).notNull(),
    /** shown to families: 'Cerrado por mantenimiento' */
    motivo: text('motivo').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('closures_place_idx').on(t.placeId, t.hasta),
    index('closures_created_by_idx').on(t.createdById),
    index('closures_salon_idx').on(t.salonId).where(sql`${t.salonId} is not null`),
    check('closures_range_check', sql`${t.desde} <= ${t.hasta}`),
    check('closures_salon_has_place_check', sql`${t.salonId} is null or ${t.placeId} is not null`),
  ],
);
