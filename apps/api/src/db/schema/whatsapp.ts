// WhatsApp (docs/whatsapp.md): one conversation per phone (E.164), matched to a customer by phone when one has
// it; every message in and out, with Meta's wamid and its state. A notice's idempotency key is claimed here
// before anything is sent, so a retried job or a second instance never sends it twice.
import { WHATSAPP_STATES } from '@salones/shared/whatsapp';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookingRequests } from './booking-requests.ts';
import { createdAt, id } from './common.ts';
import { events } from './events.ts';
import { users } from './users.ts';

export const whatsappConversations = pgTable(
  'whatsapp_conversations',
  {
    id: id(),
    phone: text('phone').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the family's last message, by WhatsApp's own timestamp: the 24-hour window counts from it */
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    /** the newest message either way: the inbox's order */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    unreadCount: integer('unread_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('whatsapp_conversations_phone_key').on(t.phone),
    index('whatsapp_conversations_user_idx').on(t.userId),
    index('whatsapp_conversations_order_idx').on(t.lastMessageAt, t.id),
  ],
);

export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => whatsappConversations.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['entrante', 'saliente'] }).notNull(),
    /** a template's name (WHATSAPP_TEMPLATES); null for free text */
    template: text('template'),
    parameters: jsonb('parameters').$type<string[]>().notNull().default([]),
    /** free text, or a template's body with its parameters */
    body: text('body').notNull(),
    wamid: text('wamid'),
    state: text('state', { enum: WHATSAPP_STATES }).notNull().default('en_cola'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    errorCode: integer('error_code'),
    errorTitle: text('error_title'),
    /** one notice to one family: claimed when it is queued */
    idempotencyKey: text('idempotency_key'),
    /** a worker is calling Meta for it since then (a second worker leaves it alone) */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    requestId: uuid('request_id').references(() => bookingRequests.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the staff member who wrote a free-text answer */
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_wamid_key').on(t.wamid).where(sql`${t.wamid} is not null`),
    uniqueIndex('whatsapp_messages_idempotency_key')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('whatsapp_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('whatsapp_messages_event_idx').on(t.eventId),
    index('whatsapp_messages_request_idx').on(t.requestId),
    index('whatsapp_messages_user_idx').on(t.userId),
    index('whatsapp_messages_sent_by_idx').on(t.sentBy),
  ],
);
