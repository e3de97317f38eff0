// Reading the trail, newest first, one page at a time (page + limit, at most AUDIT_PAGE.maxLimit).
import { AUDIT_PAGE, type AuditEntryDto, type AuditValues, isMoneyField } from '@salones/shared/audit';
import { TIME_ZONE } from '@salones/shared/constants';
import { addDays } from '@salones/shared/dates';
import { toPesos } from '@salones/shared/money';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { events } from '../../db/schema/index.ts';

export interface AuditFilter {
  page: number;
  limit: number;
  desde?: string;
  hasta?: string;
  usuario?: string;
  evento?: string;
  tipo?: (typeof auditLog.$inferSelect)['kind'];
}

/** Midnight of a Mexico City calendar day, as an instant. */
const startOfDay = (date: string) => sql`(${date}::date)::timestamp AT TIME ZONE ${TIME_ZONE}`;

/**
 * At a chain's scale (a million entries and more): the page is read in order from an index —
 * audit_log_at_idx, or the (filter, at, seq) index of the event, author or kind filtered by (migration
 * 0009) — and the count stops after AUDIT_PAGE.maxCounted + 1 entries instead of counting them all.
 * The events' names are then read for the page's entries alone.
 */
export async function listAudit(db: Db, filter: AuditFilter) {
  const where = and(
    filter.desde ? gte(auditLog.at, startOfDay(filter.desde)) : undefined,
    filter.hasta ? lt(auditLog.at, startOfDay(addDays(filter.hasta, 1))) : undefined,
    filter.usuario ? eq(auditLog.actorId, filter.usuario) : undefined,
    filter.evento ? eq(auditLog.eventId, filter.evento) : undefined,
    filter.tipo ? eq(auditLog.kind, filter.tipo) : undefined,
  );
  const counted = db
    .select({ seq: auditLog.seq })
    .from(auditLog)
    .where(where)
    .limit(AUDIT_PAGE.maxCounted + 1)
    .as('counted');
  const [entries, [{ n }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.seq))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(counted),
  ]);
  const eventIds = [...new Set(entries.flatMap((e) => (e.eventId ? [e.eventId] : [])))];
  const eventRows = eventIds.length
    ? await db
        .select({ id: events.id, name: events.name, fecha: events.fecha })
        .from(events)
        .where(inArray(events.id, eventIds))
    : [];
  const eventsById = new Map(eventRows.map((e) => [e.id, e]));
  return {
    ok: true as const,
    entries: entries.map((entry) =>
      toAuditEntryDto(entry, entry.eventId ? eventsById.get(entry.eventId) : undefined),
    ),
    total: Math.min(n, AUDIT_PAGE.maxCounted),
    isTotalCapped: n > AUDIT_PAGE.maxCounted,
    page: filter.page,
    limit: filter.limit,
  };
}

const inPesos = (values: AuditValues | null) =>
  values
    ? Object.fromEntries(
        Object.entries(values).map(([k, v]) => [
          k,
          isMoneyField(k) && typeof v === 'number' ? toPesos(v) : v,
        ]),
      )
    : null;

function toAuditEntryDto(
  entry: typeof auditLog.$inferSelect,
  event: { name: string; fecha: string } | undefined,
): AuditEntryDto {
  return {
    uid: entry.id,
    fecha: entry.at.toISOString(),
    tipo: entry.kind,
    autor: { uid: entry.actorId, nombre: entry.actorName },
    evento: entry.eventId
      ? { uid: entry.eventId, nombre: event?.name ?? entry.subject, fecha: event?.fecha ?? '' }
      : null,
    cuenta: entry.accountId ? { uid: entry.accountId, nombre: entry.subject } : null,
    antes: inPesos(entry.before),
    despues: inPesos(entry.after),
  };
}
