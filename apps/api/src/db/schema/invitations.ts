import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { events } from './events.ts';

/** An event's party page (migration 0012). */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** 128 random bits, base64url */
    codigo: text('codigo').notNull(),
    festejado: text('festejado').notNull(),
    edad: integer('edad').notNull(),
    mensaje: text('mensaje').notNull().default(''),
    tema: text('tema').notNull(),
    fechaLimite: date('fecha_limite', { mode: 'string' }).notNull(),
    mostrarMapa: boolean('mostrar_mapa').notNull().default(true),
    /** DELETE by the family or staff: the code answers 410 */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** 'Dejar de recibir respuestas' (migration 0016): the page still reads, guests can no longer answer */
    answersClosedAt: timestamp('answers_closed_at', { withTimezone: true }),
    /** the last daily mail of new answers to the family */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invitations_codigo_key').on(t.codigo),
    uniqueIndex('invitations_open_event_key').on(t.eventId).where(sql`${t.closedAt} is null`),
    index('invitations_event_idx').on(t.eventId, t.createdAt),
  ],
);

/** One guest's answer; the token that edits it is kept only as its SHA-256. */
export const invitationRsvps = pgTable(
  'invitation_rsvps',
  {
    id: id(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    nombre: text('nombre').notNull(),
    /** the name compared case- and space-insensitively: one answer per name and page */
    nombreKey: text('nombre_key').notNull(),
    asistira: boolean('asistira').notNull(),
    ninos: integer('ninos').notNull().default(0),
    adultos: integer('adultos').notNull().default(0),
    alergias: text('alergias').notNull().default(''),
    telefono: text('telefono').notNull().default(''),
    llegada: boolean('llegada').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invitation_rsvps_token_key').on(t.tokenHash),
    uniqueIndex('invitation_rsvps_name_key').on(t.invitationId, t.nombreKey),
    index('invitation_rsvps_updated_idx').on(t.invitationId, t.updatedAt),
  ],
);
