// Price rules and promo codes (migration 0014). The quote (packages/shared/src/quote.ts) reads them.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { places } from './places.ts';
import { users } from './users.ts';

export const priceRules = pgTable(
  'price_rules',
  {
    id: id(),
    /** null: every branch */
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    /** 0 = domingo … 6 = sábado; null: any weekday */
    dias: integer('dias').array(),
    desde: date('desde', { mode: 'string' }),
    hasta: date('hasta', { mode: 'string' }),
    porcentaje: numeric('porcentaje', { precision: 7, scale: 2, mode: 'number' }),
    montoCentavos: integer('monto_centavos'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('price_rules_amount_check', sql`(${t.porcentaje} is null) <> (${t.montoCentavos} is null)`),
    index('price_rules_place_idx').on(t.placeId, t.createdAt),
    index('price_rules_created_by_idx').on(t.createdById),
  ],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    /** upper case: compared case-insensitively (promoCodeKey) */
    codigo: text('codigo').notNull(),
    porcentaje: numeric('porcentaje', { precision: 5, scale: 2, mode: 'number' }),
    montoCentavos: integer('monto_centavos'),
    desde: date('desde', { mode: 'string' }).notNull(),
    hasta: date('hasta', { mode: 'string' }).notNull(),
    /** empty: every branch */
    lugares: uuid('lugares').array().notNull().default(sql`'{}'`),
    minimoCentavos: integer('minimo_centavos'),
    usosMaximos: integer('usos_maximos'),
    /** counted by the database (promo-code-uses.ts); given back when a request is cancelled, rejected or expires */
    usos: integer('usos').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_codigo_key').on(t.codigo),
    check(
      'promo_codes_usos_check',
      sql`${t.usos} >= 0 and (${t.usosMaximos} is null or ${t.usos} <= ${t.usosMaximos})`,
    ),
  ],
);
