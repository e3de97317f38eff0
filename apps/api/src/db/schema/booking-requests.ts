// Booking requests and the slot claims that decide who holds a slot
// (docs/decisions/005-booking-request-holds.md). Migration 0003 also adds the trigger that makes every
// live event claim its slot.
import { BOOKING_STATUSES } from '@salones/shared/booking-requests';
import type { Quote } from '@salones/shared/quote';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { packages } from './content.ts';
import { events } from './events.ts';
import { places } from './places.ts';
import { promoCodes } from './pricing.ts';
import { salones } from './salones.ts';
import { users } from './users.ts';

export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    /** as on events (migration 0019) */
    salonId: uuid('salon_id').references(() => salones.id, { onDelete: 'set null' }),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    /** snapshot, as on events */
    packageName: text('package_name').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    turno: text('turno').notNull(),
    personas: integer('personas').notNull(),
    banda: text('banda', { enum: ['basico', 'grande'] }).notNull(),
    /** the band price when the request was made */
    precioPaqueteCentavos: integer('precio_paquete_centavos').notNull(),
    comentarios: text('comentarios').notNull().default(''),
    /** '¿Quién cumple años?' and the age turned (migration 0016); '' and null from clients that send neither */
    festejado: text('festejado').notNull().default(''),
    edad: integer('edad'),
    /** The quote it was made with (centavos); null for requests made before quotes */
    cotizacion: jsonb('cotizacion').$type<Quote>(),
    /** the promo code whose use it took; the use is given back when it is cancelled, rejected or expires */
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** as written; a 'pendiente' past holdUntil is already 'vencida' for readers (effectiveStatus) */
    estado: text('estado', { enum: BOOKING_STATUSES }).notNull().default('pendiente'),
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    motivo: text('motivo'),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** the staff member who converted or rejected it */
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('booking_requests_edad_check', sql`${t.edad} is null or ${t.edad} between 1 and 17`),
    check(
      'booking_requests_estado_check',
      sql`${t.estado} in ('pendiente', 'confirmada', 'rechazada', 'vencida', 'cancelada')`,
    ),
    index('booking_requests_customer_idx').on(t.customerId, t.estado),
    index('booking_requests_place_idx').on(t.placeId, t.createdAt),
    index('booking_requests_created_idx').on(t.createdAt),
    index('booking_requests_pending_hold_idx').on(t.holdUntil).where(sql`${t.estado} = 'pendiente'`),
    index('booking_requests_package_idx').on(t.packageId),
    index('booking_requests_salon_idx').on(t.salonId).where(sql`${t.salonId} is not null`),
    index('booking_requests_event_idx').on(t.eventId),
    index('booking_requests_decided_by_idx').on(t.decidedById),
    index('booking_requests_promo_code_idx').on(t.promoCodeId).where(sql`${t.promoCodeId} is not null`),
  ],
);

/**
 * One row per taken slot — a salón, a date and a turno: a live event's (written by the events trigger) or a
 * pending request's hold. The unique slot key (migration 0021) is what decides every race for a slot; a hold whose time has passed is deleted, in the same
 * transaction, by whoever claims the slot next (or by the sweep).
 */
export const slotClaims = pgTable(
  'slot_claims',
  {
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    turno: text('turno').notNull(),
    /** the claimed salón (migration 0019); null only on claims of past parties made before salones */
    salonId: uuid('salon_id').references(() => salones.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => bookingRequests.id, { onDelete: 'cascade' }),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
  },
  (t) => [
    // a claim with no salón (a past party's, from before salones) keeps its branch's key
    uniqueIndex('slot_claims_slot_key').on(sql`coalesce(${t.salonId}, ${t.placeId})`, t.fecha, t.turno),
    index('slot_claims_place_idx').on(t.placeId, t.fecha, t.turno),
    check(
      'slot_claims_one_owner_check',
      sql`(${t.eventId} is null) <> (${t.requestId} is null) and (${t.requestId} is null) = (${t.holdUntil} is null)`,
    ),
    uniqueIndex('slot_claims_event_key').on(t.eventId),
    uniqueIndex('slot_claims_request_key').on(t.requestId),
    index('slot_claims_salon_idx').on(t.salonId, t.fecha).where(sql`${t.salonId} is not null`),
  ],
);
