// The audit trail. Rows are only ever inserted: a trigger (migration 0004) refuses UPDATE,
// DELETE and TRUNCATE. The ids are not foreign keys, so an entry outlives the account or event it names;
// the names are copied in for the same reason.
import type { AuditKind, AuditValues } from '@salones/shared/audit';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './common.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** insertion order: breaks ties between entries written at the same instant */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** clock time, not the transaction's start (`seq` breaks ties) */
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    kind: text('kind').$type<AuditKind>().notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    eventId: uuid('event_id'),
    accountId: uuid('account_id'),
    /** the event's or account's name when the change was made */
    subject: text('subject').notNull().default(''),
    /** money in centavos */
    before: jsonb('before').$type<AuditValues>(),
    after: jsonb('after').$type<AuditValues>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.seq.desc()),
    index('audit_log_event_idx')
      .on(t.eventId, t.at.desc(), t.seq.desc())
      .where(sql`${t.eventId} IS NOT NULL`),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc(), t.seq.desc()),
    index('audit_log_kind_idx').on(t.kind, t.at.desc(), t.seq.desc()),
  ],
);
