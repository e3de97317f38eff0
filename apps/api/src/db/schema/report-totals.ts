import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { places } from './places.ts';

/** a branch and payment method's sums, the columns both payment totals tables have after their date */
const paymentSums = () => ({
  placeId: uuid('place_id')
    .notNull()
    .references(() => places.id, { onDelete: 'cascade' }),
  metodo: text('metodo').notNull(),
  pagos: integer('pagos').notNull().default(0),
  centavos: bigint('centavos', { mode: 'number' }).notNull().default(0),
});

/**
 * Payments of live events per day, branch and method: the earnings and payment-method reports
 * sum these instead of a period's payments. Kept only by the database's triggers (migration 0008), in the
 * same transaction as each change — never written by the app. (The migration's keys INCLUDE the sums.)
 */
export const paymentDayTotals = pgTable(
  'payment_day_totals',
  {
    fecha: date('fecha', { mode: 'string' }).notNull(),
    ...paymentSums(),
  },
  (t) => [
    primaryKey({ columns: [t.fecha, t.placeId, t.metodo], name: 'payment_day_totals_pkey' }),
    // one branch's days; the migration adds INCLUDE (metodo, pagos, centavos)
    index('payment_day_totals_place_idx').on(t.placeId, t.fecha),
  ],
);

/**
 * Live events per day and turno, every branch together, and those that owe: the occupancy
 * report and the balances report's totals. Kept by trigger (migration 0008).
 */
export const eventDayCounts = pgTable(
  'event_day_counts',
  {
    fecha: date('fecha', { mode: 'string' }).notNull(),
    turno: text('turno').notNull(),
    eventos: integer('eventos').notNull().default(0),
    /** of them, those whose payments do not cover their total, and what they owe together */
    adeudos: integer('adeudos').notNull().default(0),
    adeudoCentavos: bigint('adeudo_centavos', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.fecha, t.turno], name: 'event_day_counts_pkey' })],
);

/** The same per month (`mes`: its first day): a period's whole months are read from here (migration 0008). */
export const paymentMonthTotals = pgTable(
  'payment_month_totals',
  {
    mes: date('mes', { mode: 'string' }).notNull(),
    ...paymentSums(),
  },
  (t) => [primaryKey({ columns: [t.mes, t.placeId, t.metodo], name: 'payment_month_totals_pkey' })],
);
