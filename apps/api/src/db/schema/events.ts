import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { packages, products } from './content.ts';
import { places } from './places.ts';
import { salones } from './salones.ts';
import { users } from './users.ts';

export const events = pgTable(
  'events',
  {
    id: id(),
    name: text('name').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    turno: text('turno').notNull(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'restrict' }),
    /** the salón it is held in; filled with the branch's first active salón when none is given (migration 0019) */
    salonId: uuid('salon_id').references(() => salones.id, { onDelete: 'set null' }),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    /** snapshot: the contract keeps the package name even if the package changes later */
    packageName: text('package_name').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    personas: integer('personas').notNull(),
    entrada: text('entrada').notNull().default(''),
    salida: text('salida').notNull().default(''),
    precioPaqueteCentavos: integer('precio_paquete_centavos').notNull(),
    descuentoCentavos: integer('descuento_centavos').notNull().default(0),
    /** derived by packages/shared pricing on every change; stored for listing and dashboard sums */
    precioTotalCentavos: integer('precio_total_centavos').notNull(),
    /** the sum of its payments, kept by the database's trigger (migration 0008) — never written by the app */
    paidCentavos: bigint('paid_centavos', { mode: 'number' }).notNull().default(0),
    comentarios: text('comentarios').notNull().default(''),
    guisado: text('guisado').notNull().default(''),
    guisado1: text('guisado1').notNull().default(''),
    guisado2: text('guisado2').notNull().default(''),
    guisado3: text('guisado3').notNull().default(''),
    guisado4: text('guisado4').notNull().default(''),
    infantil: text('infantil').notNull().default(''),
    pastel: text('pastel').notNull().default(''),
    pinata: text('pinata').notNull().default(''),
    refrescos: text('refrescos').notNull().default(''),
    agua: text('agua').notNull().default(''),
    dulceros: text('dulceros').notNull().default(''),
    show: text('show').notNull().default(''),
    fechaDeRegistro: date('fecha_de_registro', { mode: 'string' }).notNull(),
    /** soft delete: payment history is never destroyed (docs/architecture.md#deleting-keeps-history) */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // docs/architecture.md#one-event-per-slot: one live event per branch, date and turno — enforced by the
    // database.
    // one live event per salón, date and turno (migration 0021); an old party with no salón keys on its branch
    uniqueIndex('events_live_salon_slot_key')
      .on(t.placeId, t.fecha, t.turno, sql`coalesce(${t.salonId}, ${t.placeId})`)
      .where(sql`${t.deletedAt} is null`),
    index('events_customer_idx').on(t.customerId, t.fecha),
    index('events_creator_idx').on(t.creatorId),
    index('events_fecha_idx').on(t.fecha),
    index('events_package_idx').on(t.packageId),
    index('events_salon_idx').on(t.salonId).where(sql`${t.salonId} is not null`),
    // Event lists are read a page at a time in this order (event-queries.ts, keyset paging)
    index('events_live_order_idx').on(t.fecha, t.turno, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('events_live_customer_order_idx')
      .on(t.customerId, t.fecha, t.turno, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('events_live_creator_order_idx')
      .on(t.creatorId, t.fecha, t.turno, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The balances report's owing events (migration 0008 adds their INCLUDE columns)
    index('events_owing_idx')
      .on(t.fecha, t.turno, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.precioTotalCentavos} > ${t.paidCentavos}`),
    index('events_owing_place_idx')
      .on(t.placeId, t.fecha, t.turno, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.precioTotalCentavos} > ${t.paidCentavos}`),
  ],
);

export const eventPayments = pgTable(
  'event_payments',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    amountCentavos: integer('amount_centavos').notNull(),
    metodo: text('metodo').notNull().default(''),
    fechaDePago: date('fecha_de_pago', { mode: 'string' }).notNull(),
    receivedById: uuid('received_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** an online card's funding as the provider's charge says it (its forma de pago: 04 or 28); null otherwise */
    cardFunding: text('card_funding', { enum: ['credit', 'debit', 'prepaid', 'unknown'] }),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_payments_event_idx').on(t.eventId, t.createdAt),
    // deleting or listing an admin finds the payments they received without scanning them all
    index('event_payments_received_by_idx').on(t.receivedById),
  ],
);

export const eventExtras = pgTable(
  'event_extras',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    piezas: integer('piezas').notNull().default(1),
    precioCentavos: integer('precio_centavos').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_extras_event_idx').on(t.eventId, t.createdAt),
    index('event_extras_product_idx').on(t.productId),
  ],
);
