// Live events held in the period per turno and weekday, against the slots there were
// (branches in scope × how many of that weekday the period has).
import { TURNOS, type Turno } from '@salones/shared/constants';
import { type OccupancyReport, weekdayCounts } from '@salones/shared/reports';
import { and, count, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventDayCounts, events, places } from '../../db/schema/index.ts';
import { getOccupancyBySalon } from './get-occupancy-by-salon.ts';
import type { ReportScope } from './report-scope.ts';

/** live events per turno and ISO weekday (1 = Monday) in the period: one branch's from events_live_salon_slot_key,
 * every branch's from the day counts the database keeps (migration 0008) */
function heldPerTurnoAndWeekday(db: Db, scope: ReportScope) {
  if (scope.lugar) {
    const dia = sql<number>`extract(isodow from ${events.fecha})::int`;
    return db
      .select({ turno: events.turno, dia, eventos: sql<number>`count(*)::int` })
      .from(events)
      .where(
        and(
          eq(events.placeId, scope.lugar.uid),
          gte(events.fecha, scope.desde),
          lte(events.fecha, scope.hasta),
          isNull(events.deletedAt),
        ),
      )
      .groupBy(events.turno, dia);
  }
  const dia = sql<number>`extract(isodow from ${eventDayCounts.fecha})::int`;
  return db
    .select({ turno: eventDayCounts.turno, dia, eventos: sql<number>`sum(${eventDayCounts.eventos})::int` })
    .from(eventDayCounts)
    .where(and(gte(eventDayCounts.fecha, scope.desde), lte(eventDayCounts.fecha, scope.hasta)))
    .groupBy(eventDayCounts.turno, dia);
}

export async function getOccupancyReport(db: Db, scope: ReportScope, now: Date): Promise<OccupancyReport> {
  const [rows, sucursales, porSalon] = await Promise.all([
    heldPerTurnoAndWeekday(db, scope),
    scope.lugar
      ? 1
      : db
          .select({ n: count() })
          .from(places)
          .then(([r]) => r.n),
    getOccupancyBySalon(db, scope, now),
  ]);
  const days = weekdayCounts(scope.desde, scope.hasta);
  const held = new Map(rows.map((r) => [`${r.turno}|${r.dia}`, r.eventos]));
  const filas = TURNOS.flatMap((turno: Turno) =>
    days.map((n, i) => ({
      turno,
      dia: i + 1,
      eventos: held.get(`${turno}|${i + 1}`) ?? 0,
      capacidad: n * sucursales,
    })),
  );
  return { ok: true, ...scope, filas, sucursales, porSalon };
}
