// Money online (migration 0011, docs/architecture.md#money-online): the contract's terms as versions and
// their acceptances; online payments (one row per Checkout Session we asked for), the refunds asked for, the
// provider's events already handled and the provider's customer of an account. Money in centavos.
import { ONLINE_PAYMENT_STATES } from '@salones/shared/payments';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookingRequests } from './booking-requests.ts';
import { createdAt, id, updatedAt } from './common.ts';
import { eventPayments, events } from './events.ts';
import { places } from './places.ts';
import { users } from './users.ts';

export const termsVersions = pgTable('terms_versions', {
  version: integer('version').primaryKey(),
  texto: text('texto').notNull(),
  sha256: text('sha256').notNull(),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const termsAcceptances = pgTable('terms_acceptances', {
  id: id(),
  version: integer('version')
    .notNull()
    .references(() => termsVersions.version, { onDelete: 'restrict' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  signerName: text('signer_name').notNull(),
  requestId: uuid('request_id').references(() => bookingRequests.id, { onDelete: 'set null' }),
  eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
  sha256: text('sha256').notNull(),
});

/** What the provider said of a pending OXXO voucher or SPEI transfer (features/payments/payment-provider.ts). */
export interface PayInstructionsColumn {
  kind: 'oxxo' | 'spei';
  /** the OXXO voucher's number, or the reference to write on the transfer */
  reference: string | null;
  /** the provider's hosted voucher or instructions page */
  url: string | null;
  clabe: string | null;
  bank: string | null;
  beneficiary: string | null;
}

export const onlinePayments = pgTable('online_payments', {
  id: uuid('id').primaryKey(),
  kind: text('kind', { enum: ['anticipo', 'saldo'] }).notNull(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  placeId: uuid('place_id')
    .notNull()
    .references(() => places.id, { onDelete: 'restrict' }),
  requestId: uuid('request_id').references(() => bookingRequests.id, { onDelete: 'set null' }),
  eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
  acceptanceId: uuid('acceptance_id').references(() => termsAcceptances.id, { onDelete: 'set null' }),
  amountCentavos: integer('amount_centavos').notNull(),
  currency: text('currency').notNull().default('mxn'),
  estado: text('estado', { enum: ONLINE_PAYMENT_STATES }).notNull().default('abierto'),
  provider: text('provider').notNull().default('stripe'),
  sessionId: text('session_id').notNull(),
  sessionUrl: text('session_url'),
  paymentIntentId: text('payment_intent_id'),
  /** the abono's metodo once paid: 'Tarjeta', 'OXXO', 'Transferencia SPEI' */
  metodo: text('metodo'),
  eventPaymentId: uuid('event_payment_id').references(() => eventPayments.id, { onDelete: 'set null' }),
  refundedCentavos: integer('refunded_centavos').notNull().default(0),
  /** paid but nowhere to go (the slot was taken): the full refund is still to be asked for */
  autoRefundDue: boolean('auto_refund_due').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** an OXXO voucher's or transfer's last moment (estado 'pendiente') */
  payBefore: timestamp('pay_before', { withTimezone: true }),
  /** migration 0015: how to finish it while it is on its way — the OXXO voucher or the SPEI transfer's details */
  payInstructions: jsonb('pay_instructions').$type<PayInstructionsColumn>(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  reviewReason: text('review_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const onlineRefunds = pgTable('online_refunds', {
  id: id(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => onlinePayments.id, { onDelete: 'cascade' }),
  amountCentavos: integer('amount_centavos').notNull(),
  motivo: text('motivo').notNull(),
  providerRefundId: text('provider_refund_id').notNull(),
  automatic: boolean('automatic').notNull().default(false),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  actorName: text('actor_name').notNull(),
  /** the provider's charge.refunded said so */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentCustomers = pgTable('payment_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerCustomerId: text('provider_customer_id').notNull(),
});
