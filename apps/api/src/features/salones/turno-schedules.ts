// A branch's turnos by weekday: reading them (the chain's default when the branch never set its own) and saving
// a new schedule, refused when a turno would stop running on a weekday it has live parties or holds on.
import { formatDateMx, todayInMexicoCity } from '@salones/shared/dates';
import { mayEditTurnosOf } from '@salones/shared/permissions';
import { BOOKED_DATES_LISTED, droppedBookings, TURNO_MSG, type TurnoSchedule } from '@salones/shared/turnos';
import { and, asc, eq, gt, gte, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { places, slotClaims, turnoSchedules } from '../../db/schema/index.ts';
import type { Conn } from '../../db/transaction.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { turnoScheduleOf } from '../../slots/turno-schedule.ts';

async function placeExists(db: Conn, placeId: string, lock: boolean) {
  const query = db.select({ id: places.id }).from(places).where(eq(places.id, placeId));
  const [place] = await (lock ? query.for('update') : query);
  if (!place) throw notFound(TURNO_MSG.placeNotFound);
}

export async function getTurnoSchedule(db: Db, placeId: string) {
  await placeExists(db, placeId, false);
  return turnoScheduleOf(db, placeId);
}

/** The branch's live parties and unexpired holds from today (Mexico City) on. */
const bookedSlots = (db: Conn, placeId: string, now: Date) =>
  db
    .select({ fecha: slotClaims.fecha, turno: slotClaims.turno })
    .from(slotClaims)
    .where(
      and(
        eq(slotClaims.placeId, placeId),
        gte(slotClaims.fecha, todayInMexicoCity(now)),
        or(isNotNull(slotClaims.eventId), gt(slotClaims.holdUntil, now)),
      ),
    )
    .orderBy(asc(slotClaims.fecha));

/**
 * Saves a branch's schedule. The branch's row is held while the booked slots are read and the schedule written,
 * so two saves are one after the other.
 */
export async function saveTurnoSchedule(
  db: Db,
  user: CurrentUser,
  placeId: string,
  schedule: TurnoSchedule,
  now: Date,
) {
  if (!mayEditTurnosOf(user, placeId)) throw forbidden(TURNO_MSG.forbidden);
  return db.transaction(async (tx) => {
    await placeExists(tx, placeId, true);
    const dropped = droppedBookings(schedule, await bookedSlots(tx, placeId, now));
    for (const [turno, fechas] of dropped) {
      const listed = fechas.slice(0, BOOKED_DATES_LISTED).map(formatDateMx);
      throw conflict(TURNO_MSG.dropsParties(turno, listed, fechas.length > BOOKED_DATES_LISTED));
    }
    const values = { placeId, turnos: schedule.turnos, limpiezaMin: schedule.limpiezaMin, updatedAt: now };
    await tx
      .insert(turnoSchedules)
      .values(values)
      .onConflictDoUpdate({ target: turnoSchedules.placeId, set: values });
    return { ...schedule, predeterminado: false };
  });
}
