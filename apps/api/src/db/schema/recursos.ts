// A branch's resources and their assignment to its parties (migration 0023). The migration also holds what the
// database decides on its own: no resource at two parties whose hours overlap (event_recursos_no_overlap), a
// party's hours from its branch's schedule (turno_periodo, kept current when the schedule changes), and a party
// deleted or moved letting its resources go.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './common.ts';
import { events } from './events.ts';
import { places } from './places.ts';

/** A PostgreSQL tsrange, read and written as its text ('["2026-12-05 10:00:00","2026-12-05 15:00:00")'). */
const tsrange = customType<{ data: string }>({ dataType: () => 'tsrange' });

export const recursos = pgTable(
  'recursos',
  {
    id: id(),
    /** the number the overlap constraint compares (GiST has no uuid equality without btree_gist) */
    numero: bigint('numero', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    tipo: text('tipo').$type<'animador' | 'fotografo' | 'otro'>().notNull(),
    activo: boolean('activo').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recursos_place_nombre_key').on(t.placeId, sql`lower(${t.nombre})`),
    unique('recursos_id_numero_key').on(t.id, t.numero),
    check('recursos_tipo_check', sql`${t.tipo} in ('animador', 'fotografo', 'otro')`),
  ],
);

export const eventRecursos = pgTable(
  'event_recursos',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    recursoId: uuid('recurso_id').notNull(),
    recursoNumero: bigint('recurso_numero', { mode: 'number' }).notNull(),
    /** the party's hours (the branch's wall clock) */
    periodo: tsrange('periodo').notNull(),
  },
  (t) => [
    primaryKey({ name: 'event_recursos_pkey', columns: [t.eventId, t.recursoId] }),
    foreignKey({
      name: 'event_recursos_recurso_fk',
      columns: [t.recursoId, t.recursoNumero],
      foreignColumns: [recursos.id, recursos.numero],
    }).onDelete('cascade'),
    index('event_recursos_recurso_idx').on(t.recursoId),
  ],
);
