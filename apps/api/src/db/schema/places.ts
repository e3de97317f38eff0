import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common.ts';

export const places = pgTable(
  'places',
  {
    id: id(),
    sucursal: text('sucursal').notNull(),
    /** URL slug, unique case-insensitively */
    lugarname: text('lugarname').notNull(),
    direccion: text('direccion').notNull().default(''),
    horario: text('horario').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    mapaUrl: text('mapa_url').notNull().default(''),
    whatsApp: text('whatsapp').notNull().default(''),
    /** Whole days a family's request needs between today (Mexico City) and the party */
    diasAnticipacion: integer('dias_anticipacion').notNull().default(2),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('places_lugarname_key').on(t.lugarname),
    check('places_dias_anticipacion_check', sql`${t.diasAnticipacion} between 0 and 60`),
  ],
);
