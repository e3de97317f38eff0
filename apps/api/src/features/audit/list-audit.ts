// Issue #13.4: reading the trail, newest first, one page at a time (page + limit, at most AUDIT_PAGE.maxLimit).
import { type AuditEntryDto, type AuditValues, isMoneyField } from '@salones/shared/audit';
import { TIME_ZONE } from '@salones/shared/constants';
import { addDays } from '@salones/shared/dates';
import { toPesos } from '@salones/shared/money';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
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

export async function listAudit(db: Db, filter: AuditFilter) {
  const where = and(
    filter.desde ? gte(auditLog.at, startOfDay(filter.desde)) : undefined,
    filter.hasta ? lt(auditLog.at, startOfDay(addDays(filter.hasta, 1))) : undefined,
    filter.usuario ? eq(auditLog.actorId, filter.usuario) : undefined,
    filter.evento ? eq(auditLog.eventId, filter.evento) : undefined,
    filter.tipo ? eq(auditLog.kind, filter.tipo) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ entry: auditLog, eventName: events.name, eventFecha: events.fecha })
      .from(auditLog)
      .leftJoin(events, eq(events.id, auditLog.eventId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.seq))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    ok: true as const,
    entries: rows.map(toAuditEntryDto),
    total,
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

function toAuditEntryDto(row: {
  entry: typeof auditLog.$inferSelect;
  eventName: string | null;
  eventFecha: string | null;
}): AuditEntryDto {
  const { entry } = row;
  return {
    uid: entry.id,
    fecha: entry.at.toISOString(),
    tipo: entry.kind,
    autor: { uid: entry.actorId, nombre: entry.actorName },
    evento: entry.eventId
      ? { uid: entry.eventId, nombre: row.eventName ?? entry.subject, fecha: row.eventFecha ?? '' }
      : null,
    cuenta: entry.accountId ? { uid: entry.accountId, nombre: entry.subject } : null,
    antes: inPesos(entry.before),
    despues: inPesos(entry.after),
  };
}
