// Live events held in the period per turno and weekday, against the slots there were: for each turno of the
// branches' schedules, in the order of the day, the branches that run it that weekday × how many of that weekday
// the period has (docs/product.md, "Salones and turnos"); beside them, per salón and turno, one page of branches
// (get-occupancy-by-salon.ts).
import { type OccupancyReport, weekdayCounts } from '@salones/shared/reports';
import {
  DEFAULT_TURNO_SCHEDULE,
  type TurnoSchedule,
  turnosInDayOrder,
  withTurnosSeen,
} from '@salones/shared/turnos';
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventDayCounts, events, places, turnoSchedules } from '../../db/schema/index.ts';
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

/** The schedule of each branch in scope (the chain's for one that never saved its own). */
async function schedulesInScope(db: Db, scope: ReportScope): Promise<TurnoSchedule[]> {
  const rows = await db
    .select({ turnos: turnoSchedules.turnos, limpiezaMin: turnoSchedules.limpiezaMin })
    .from(places)
    .leftJoin(turnoSchedules, eq(turnoSchedules.placeId, places.id))
    .where(scope.lugar ? eq(places.id, scope.lugar.uid) : undefined);
  return rows.map((r) =>
    r.turnos ? { turnos: r.turnos, limpiezaMin: r.limpiezaMin ?? 0 } : DEFAULT_TURNO_SCHEDULE,
  );
}

/** The events per turno and weekday against the slots there were (the CSV 'ocupacion' holds these). */
export async function getOccupancyByWeekday(
  db: Db,
  scope: ReportScope,
): Promise<Pick<OccupancyReport, 'filas' | 'sucursales'>> {
  const [rows, schedules] = await Promise.all([
    heldPerTurnoAndWeekday(db, scope),
    schedulesInScope(db, scope),
  ]);
  const days = weekdayCounts(scope.desde, scope.hasta);
  const held = new Map(rows.map((r) => [`${r.turno}|${r.dia}`, r.eventos]));
  // a turno no schedule has any more still shows the events held in it
  const turnos = withTurnosSeen(
    turnosInDayOrder(schedules),
    rows.map((r) => r.turno),
  );
  const filas = turnos.flatMap((turno) =>
    days.map((n, i) => {
      // ISO weekday i + 1 (1 = lunes … 7 = domingo) is the schedules' (i + 1) % 7 (0 = domingo)
      const runs = schedules.filter((s) =>
        s.turnos.some((t) => t.nombre === turno && t.dias.includes((i + 1) % 7)),
      );
      return {
        turno,
        dia: i + 1,
        eventos: held.get(`${turno}|${i + 1}`) ?? 0,
        capacidad: n * runs.length,
      };
    }),
  );
  return { filas, sucursales: schedules.length };
}

/** The report on screen: every turno × weekday, and the rows per salón of one page of branches. */
export async function getOccupancyReport(
  db: Db,
  scope: ReportScope,
  now: Date,
  paging: { page: number; limit: number },
): Promise<OccupancyReport> {
  const [byWeekday, porSalon] = await Promise.all([
    getOccupancyByWeekday(db, scope),
    getOccupancyBySalon(db, scope, now, { offset: (paging.page - 1) * paging.limit, limit: paging.limit }),
  ]);
  return { ok: true, ...scope, ...byWeekday, porSalon, page: paging.page, limit: paging.limit };
}
