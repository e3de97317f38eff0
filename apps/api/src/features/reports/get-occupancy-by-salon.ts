// Occupancy per branch, salón and turno: the days each turno ran in each open salón against the parties and holds
// booked there. "Ran" follows the branch's schedule as it is now (the chain's when it never saved one); a salón
// counts as open when it is active today and neither it nor its branch was closed that day.
import type { OccupancyBySalonRow } from '@salones/shared/reports';
import { DEFAULT_TURNO_SCHEDULE, minutesOf, type TurnoDef } from '@salones/shared/turnos';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { closures, places, salones, slotClaims, turnoSchedules } from '../../db/schema/index.ts';
import { claimIsLive } from '../../slots/claims.ts';
import { offeredDays, openDaysPerWeekday } from './offered-days.ts';
import type { ReportScope } from './report-scope.ts';

/** A page of branches in name order: `limit` of them after the first `offset`. */
export interface BranchPage {
  offset: number;
  limit: number;
}

/**
 * Live parties and unexpired holds of the period per salón and turno — their claims (a party's claim goes with
 * it when it is deleted); a past party with no salón: its branch's first.
 */
function bookedPerSalon(db: Db, scope: ReportScope, branchIds: string[] | null, now: Date) {
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
        branchIds ? inArray(slotClaims.placeId, branchIds) : undefined,
        gte(slotClaims.fecha, scope.desde),
        lte(slotClaims.fecha, scope.hasta),
        claimIsLive(now),
      ),
    )
    .groupBy(slotClaims.placeId, slotClaims.salonId, slotClaims.turno);
}

/** The ids of the branches the rows cover: the scope's one, a page of all of them, or null for every branch. */
async function branchIdsOf(db: Db, scope: ReportScope, page: BranchPage | null): Promise<string[] | null> {
  if (scope.lugar) return page && page.offset > 0 ? [] : [scope.lugar.uid];
  if (!page) return null;
  const rows = await db
    .select({ id: places.id })
    .from(places)
    .orderBy(asc(places.sucursal), asc(places.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}

/** Each salón's turnos by their start, a turno the schedule no longer has but that holds bookings after them. */
function turnoNames(turnos: readonly TurnoDef[], bookedTurnos: Iterable<string> = []) {
  const names = [...turnos].sort((a, b) => minutesOf(a.inicio) - minutesOf(b.inicio)).map((t) => t.nombre);
  for (const turno of bookedTurnos) if (!names.includes(turno)) names.push(turno);
  return names;
}

/**
 * The rows of the branches of `page` (null: every branch, for the CSV), in branch name, salón and turno order;
 * with a branch in the scope, only its own.
 */
export async function getOccupancyBySalon(
  db: Db,
  scope: ReportScope,
  now: Date,
  page: BranchPage | null,
): Promise<OccupancyBySalonRow[]> {
  const branchIds = await branchIdsOf(db, scope, page);
  if (branchIds?.length === 0) return [];
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
      .where(branchIds ? inArray(places.id, branchIds) : undefined)
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
      .where(branchIds ? inArray(turnoSchedules.placeId, branchIds) : undefined),
    db
      .select({
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
          branchIds ? or(isNull(closures.placeId), inArray(closures.placeId, branchIds)) : undefined,
        ),
      ),
    bookedPerSalon(db, scope, branchIds, now),
  ]);
  const turnosOf = new Map(schedules.map((s) => [s.placeId, s.turnos]));
  const firstSalonOf = new Map<string, string>();
  for (const r of rooms) if (r.activo && !firstSalonOf.has(r.placeId)) firstSalonOf.set(r.placeId, r.id);
  /** salón → turno → parties and holds (a past party with no salón: its branch's first) */
  const bookedIn = new Map<string, Map<string, number>>();
  for (const b of booked) {
    const salonId = b.salonId ?? firstSalonOf.get(b.placeId);
    if (!salonId) continue;
    const perTurno = bookedIn.get(salonId) ?? new Map<string, number>();
    perTurno.set(b.turno, (perTurno.get(b.turno) ?? 0) + b.n);
    bookedIn.set(salonId, perTurno);
  }
  // the closures that shut a salón: every branch's, its branch's, its own
  const chainClosures = closed.filter((c) => c.placeId === null);
  const closuresOf = new Map<string, typeof closed>();
  for (const c of closed) {
    if (c.placeId === null) continue;
    const ofBranch = closuresOf.get(c.placeId);
    if (ofBranch) ofBranch.push(c);
    else closuresOf.set(c.placeId, [c]);
  }
  const rows: OccupancyBySalonRow[] = [];
  for (const room of rooms) {
    const turnos = turnosOf.get(room.placeId) ?? DEFAULT_TURNO_SCHEDULE.turnos;
    const shut = [
      ...chainClosures,
      ...(closuresOf.get(room.placeId) ?? []).filter((c) => c.salonId === null || c.salonId === room.id),
    ];
    // an inactive salón offers nothing
    const offered = room.activo
      ? offeredDays(turnos, openDaysPerWeekday(scope.desde, scope.hasta, shut))
      : new Map<string, number>();
    const perTurno = bookedIn.get(room.id);
    for (const turno of turnoNames(turnos, perTurno?.keys())) {
      const reservados = perTurno?.get(turno) ?? 0;
      if (!room.activo && reservados === 0) continue;
      rows.push({
        lugar: room.lugar,
        salon: room.nombre,
        turno,
        ofrecidos: offered.get(turno) ?? 0,
        reservados,
      });
    }
  }
  return rows;
}
