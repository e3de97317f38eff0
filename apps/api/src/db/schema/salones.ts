// A branch's salones and its turnos by weekday (migration 0019). The migration's triggers give every new branch
// its 'Salón principal' and give a new event, booking request or slot claim with no salón its branch's first
// active salón, so with one salón per branch nothing that books needs to know about them.
import type { TurnoDef } from '@salones/shared/turnos';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { places } from './places.ts';

export const salones = pgTable(
  'salones',
  {
    id: id(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    capacidadMin: integer('capacidad_min').notNull(),
    capacidadMax: integer('capacidad_max').notNull(),
    orden: integer('orden').notNull().default(0),
    activo: boolean('activo').notNull().default(true),
    descripcion: text('descripcion').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('salones_place_nombre_key').on(t.placeId, sql`lower(${t.nombre})`),
    index('salones_place_order_idx').on(t.placeId, t.orden, t.createdAt),
    check('salones_capacidad_check', sql`${t.capacidadMin} >= 1 and ${t.capacidadMin} <= ${t.capacidadMax}`),
  ],
);

/** A branch's turnos by weekday; a branch with no row runs the chain's default (DEFAULT_TURNO_SCHEDULE). */
export const turnoSchedules = pgTable(
  'turno_schedules',
  {
    placeId: uuid('place_id')
      .primaryKey()
      .references(() => places.id, { onDelete: 'cascade' }),
    turnos: jsonb('turnos').$type<TurnoDef[]>().notNull(),
    limpiezaMin: integer('limpieza_min').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('turno_schedules_limpieza_check', sql`${t.limpiezaMin} between 0 and 240`)],
);
