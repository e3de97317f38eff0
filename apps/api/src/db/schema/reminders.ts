import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';
import { events } from './events.ts';

/**
 * A reminder sent N days before an event's date; the key makes each one happen once.
 * days_before 0 is the balance's due-date reminder (jobs/reminders.ts BALANCE_DUE_REMINDER).
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'event_reminders_pkey', columns: [t.eventId, t.fecha, t.daysBefore] })],
);
