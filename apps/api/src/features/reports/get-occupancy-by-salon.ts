// Occupancy per branch, salón and turno: the days each turno ran in each open salón against the parties and holds
// booked there. "Ran" follows the branch's schedule as it is now (the chain's when it never saved one); a salón
// counts as open when it is active today and neither it nor its branch was closed that day.
import { addDays } from '@salones/shared/dates';
import type { OccupancyBySalonRow } from '@salones/shared/reports';
import { DEFAULT_TURNO_SCHEDULE, diaOf, minutesOf, type TurnoDef } from '@salones/shared/turnos';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { closures, places, salones, slotClaims, turnoSchedules } from '../../db/schema/index.ts';
import { claimIsLive } from '../../slots/claims.ts';
import type { ReportScope } from './report-scope.ts';

/** The days from `desde` to `hasta` each turno of `turnos` ran, leaving out the closed ones. */
export function offeredDays(
  turnos: TurnoDef[],
  desde: string,
  hasta: string,
  closed: (fecha: string) => boolean,
) {
  const out = new Map(turnos.map((t) => [t.nombre, 0]));
  for (let fecha = desde; fecha <= hasta; fecha = addDays(fecha, 1)) {
    if (closed(fecha)) continue;
    const dia = diaOf(fecha);
    for (const t of turnos) if (t.dias.includes(dia)) out.set(t.nombre, (out.get(t.nombre) ?? 0) + 1);
  }
  return out;
}

/**
 * Live parties and unexpired holds of the period per salón and turno — their claims (a party's claim goes with
 * it when it is deleted); a past party with no salón: its branch's first.
 */
function bookedPerSalon(db: Db, scope: ReportScope, now: Date) {
  return db
    .select({
      placeId: slotClaims.placeId,
      salonId: slotClaims.salonId,
      turno: slotClaims.turno,
      n: sql<number>`count(*)::int`,
    })
    .from(slotClaims)
    .where(
      and(
        scope.lugar ? eq(slotClaims.placeId, scope.lugar.uid) : undefined,
        gte(slotClaims.fecha, scope.desde),
        lte(slotClaims.fecha, scope.hasta),
        claimIsLive(now),
      ),
    )
    .groupBy(slotClaims.placeId, slotClaims.salonId, slotClaims.turno);
}

export async function getOccupancyBySalon(
  db: Db,
  scope: ReportScope,
  now: Date,
): Promise<OccupancyBySalonRow[]> {
  const placeFilter = scope.lugar ? eq(places.id, scope.lugar.uid) : undefined;
  const [rooms, schedules, closed, booked] = await Promise.all([
    db
      .select({
        id: salones.id,
        placeId: salones.placeId,
        nombre: salones.nombre,
        activo: salones.activo,
        lugar: places.sucursal,
      })
      .from(salones)
      .innerJoin(places, eq(places.id, salones.placeId))
      .where(placeFilter)
      .orderBy(
        asc(places.sucursal),
        asc(places.id),
        asc(salones.orden),
        asc(salones.createdAt),
        asc(salones.id),
      ),
    db
      .select({ placeId: turnoSchedules.placeId, turnos: turnoSchedules.turnos })
      .from(turnoSchedules)
      .where(scope.lugar ? eq(turnoSchedules.placeId, scope.lugar.uid) : undefined),
    db
      .select({
        id: closures.id,
        placeId: closures.placeId,
        salonId: closures.salonId,
        desde: closures.desde,
        hasta: closures.hasta,
      })
      .from(closures)
      .where(
        and(
          lte(closures.desde, scope.hasta),
          gte(closures.hasta, scope.desde),
          scope.lugar
            ? or(isNull(closures.placeId), inArray(closures.placeId, [scope.lugar.uid]))
            : undefined,
        ),
      ),
    bookedPerSalon(db, scope, now),
  ]);
  const turnosOf = new Map(schedules.map((s) => [s.placeId, s.turnos]));
  const firstSalonOf = new Map<string, string>();
  for (const r of rooms) if (r.activo && !firstSalonOf.has(r.placeId)) firstSalonOf.set(r.placeId, r.id);
  const bookedCount = new Map<string, number>();
  for (const b of booked) {
    const key = `${b.salonId ?? firstSalonOf.get(b.placeId)}|${b.turno}`;
    bookedCount.set(key, (bookedCount.get(key) ?? 0) + b.n);
  }
  const offeredOf = new Map<string, Map<string, number>>();
  const rows: OccupancyBySalonRow[] = [];
  for (const room of rooms) {
    const turnos = turnosOf.get(room.placeId) ?? DEFAULT_TURNO_SCHEDULE.turnos;
    // the closures that shut this salón: every branch's, its branch's, its own
    const closedHere = closed.filter(
      (c) =>
        c.placeId === null || (c.placeId === room.placeId && (c.salonId === null || c.salonId === room.id)),
    );
    const key = `${room.placeId}|${closedHere.map((c) => c.id).join()}`;
    let offered = offeredOf.get(key);
    if (!offered) {
      offered = offeredDays(turnos, scope.desde, scope.hasta, (f) =>
        closedHere.some((c) => c.desde <= f && f <= c.hasta),
      );
      offeredOf.set(key, offered);
    }
    const names = [...turnos].sort((a, b) => minutesOf(a.inicio) - minutesOf(b.inicio)).map((t) => t.nombre);
    // a turno the schedule no longer has still shows what was booked in it
    for (const b of booked)
      if ((b.salonId ?? firstSalonOf.get(b.placeId)) === room.id && !names.includes(b.turno))
        names.push(b.turno);
    for (const turno of names) {
      const reservados = bookedCount.get(`${room.id}|${turno}`) ?? 0;
      const ofrecidos = room.activo ? (offered.get(turno) ?? 0) : 0;
      if (!room.activo && reservados === 0) continue;
      rows.push({ lugar: room.lugar, salon: room.nombre, turno, ofrecidos, reservados });
    }
  }
  return rows;
}
