// An event's CFDI (migration 0024, docs/product.md "Which CFDI when and why"): its CFDI de ingreso (PUE or PPD),
// the ones that replaced it when its total changed, and a complemento de pago (tipo P) per payment of a PPD.
// `factura_payments` says which CFDI covers each payment: exactly one (its primary key). Money in centavos.
// The monthly factura global (migration 0025) belongs to no event: it has its month instead. Migration 0026: a
// cancellation waiting for the receiver ('cancelacion_pendiente') and its motivo, the CFDI de egreso of a refund
// (`factura_refunds`), and the Facturapi webhook events already applied.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { eventPayments, events } from './events.ts';
import { onlineRefunds } from './payments.ts';

export const facturas = pgTable(
  'facturas',
  {
    id: id(),
    /** null for the factura global */
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'restrict' }),
    /** the factura global's month, YYYY-MM; null for an event's CFDI */
    globalMes: text('global_mes'),
    /** I: ingreso, P: pago (complemento de pago), E: egreso */
    tipo: text('tipo', { enum: ['I', 'P', 'E'] }).notNull(),
    /** the ingreso's PUE or PPD; null for a complement */
    metodoPago: text('metodo_pago', { enum: ['PUE', 'PPD'] }),
    formaPago: text('forma_pago').notNull(),
    estado: text('estado', { enum: ['valida', 'cancelacion_pendiente', 'sustituida', 'cancelada'] })
      .notNull()
      .default('valida'),
    totalCentavos: integer('total_centavos').notNull(),
    /** a complement's: the payment it says, the CFDI de ingreso it pays, and its numbers; an egreso's: the CFDI it
     * credits (relatedId) */
    /** null once that payment was refunded in full and deleted */
    paymentId: uuid('payment_id').references(() => eventPayments.id, { onDelete: 'set null' }),
    relatedId: uuid('related_id').references((): AnyPgColumn => facturas.id, { onDelete: 'restrict' }),
    parcialidad: integer('parcialidad'),
    saldoAnteriorCentavos: integer('saldo_anterior_centavos'),
    saldoInsolutoCentavos: integer('saldo_insoluto_centavos'),
    /** the CFDI that replaced this one (cancelled with motivo 01 and that substitution) */
    replacedById: uuid('replaced_by_id').references((): AnyPgColumn => facturas.id, { onDelete: 'restrict' }),
    facturapiId: text('facturapi_id').notNull().unique(),
    uuid: text('uuid').notNull(),
    serie: text('serie').notNull(),
    folio: text('folio').notNull(),
    /** sent with the PAC's create: a retry gets the same CFDI, never a second one */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** SAT's motivo of a cancellation asked by staff (01–04) */
    cancelMotivo: text('cancel_motivo'),
    /** the PAC's cancellation was asked for (a replaced CFDI waits here until its substitute exists) */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** the ingreso's: the last failure of a complement still to issue (the job retries; staff see it) */
    pendingError: text('pending_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('facturas_event_idx').on(t.eventId, t.createdAt),
    index('facturas_created_idx').on(t.createdAt),
    uniqueIndex('facturas_global_mes_idx')
      .on(t.globalMes)
      .where(sql`${t.globalMes} is not null and ${t.estado} = 'valida'`),
  ],
);

export const facturaPayments = pgTable(
  'factura_payments',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => eventPayments.id, { onDelete: 'cascade' }),
    facturaId: uuid('factura_id')
      .notNull()
      .references(() => facturas.id, { onDelete: 'restrict' }),
  },
  (t) => [index('factura_payments_factura_idx').on(t.facturaId)],
);

/**
 * A refund of a payment a PUE CFDI or a factura global covered (`facturaId`, when the refund was made): its CFDI de
 * egreso is issued by the `factura-sync` job, then `egresoId` points at it. Written in the refund's transaction.
 */
export const facturaRefunds = pgTable(
  'factura_refunds',
  {
    id: id(),
    refundId: uuid('refund_id')
      .notNull()
      .unique()
      .references(() => onlineRefunds.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    facturaId: uuid('factura_id')
      .notNull()
      .references(() => facturas.id, { onDelete: 'restrict' }),
    amountCentavos: integer('amount_centavos').notNull(),
    formaPago: text('forma_pago').notNull(),
    egresoId: uuid('egreso_id').references(() => facturas.id, { onDelete: 'restrict' }),
    /** why no egreso was issued: the CFDI it would credit was cancelled before it could be */
    sinEgreso: text('sin_egreso'),
    createdAt: createdAt(),
  },
  (t) => [index('factura_refunds_event_idx').on(t.eventId)],
);

/** Facturapi's webhook events already applied: a replay changes nothing. */
export const facturapiWebhookEvents = pgTable('facturapi_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
