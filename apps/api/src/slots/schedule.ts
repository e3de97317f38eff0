// A branch's turnos by weekday as saved (turno_schedules), or the chain's default when it never set its own; a
// slot may be booked only in a turno of its branch that runs on its weekday.

import type { IsoDate } from '@salones/shared/dates';
import { EVENT_MSG } from '@salones/shared/event-messages';
import { isId } from '@salones/shared/schema-helpers';
import {
  DEFAULT_TURNO_SCHEDULE,
  TURNO_MSG,
  type TurnoSchedule,
  turnoNamesOf,
  turnoRunsOn,
} from '@salones/shared/turnos';
import { eq } from 'drizzle-orm';
import { turnoSchedules } from '../db/schema/index.ts';
import type { Conn } from '../db/transaction.ts';
import { badRequest } from '../lib/app-error.ts';

export async function branchSchedule(
  conn: Conn,
  placeId: string,
): Promise<TurnoSchedule & { predeterminado: boolean }> {
  const [row] = await conn
    .select({ turnos: turnoSchedules.turnos, limpiezaMin: turnoSchedules.limpiezaMin })
    .from(turnoSchedules)
    .where(eq(turnoSchedules.placeId, placeId));
  return row ? { ...row, predeterminado: false } : { ...DEFAULT_TURNO_SCHEDULE, predeterminado: true };
}

/**
 * The names of a branch's turnos, any day, for the request rules that judge a turno before the branch is looked
 * up; `lugar` as sent (an id that is no branch's has the chain's default turnos: its own error comes later).
 */
export async function branchTurnoNames(conn: Conn, lugar: string): Promise<string[]> {
  return turnoNamesOf(await scheduleOfLugar(conn, lugar));
}

/** The schedule of the branch `lugar` names as sent (the chain's default for an id that is no branch's). */
export const scheduleOfLugar = async (conn: Conn, lugar: string): Promise<TurnoSchedule> =>
  isId(lugar) ? branchSchedule(conn, lugar) : DEFAULT_TURNO_SCHEDULE;

/**
 * 400 'El turno no es válido' when `turno` is none of the branch's turnos; 400 'Ese turno no está disponible ese
 * día' when it is but does not run on the weekday of `fecha`. `schedule`: the branch's, when already read.
 */
export async function assertTurnoRuns(
  conn: Conn,
  slot: { placeId: string; fecha: IsoDate; turno: string },
  schedule?: TurnoSchedule,
) {
  schedule ??= await branchSchedule(conn, slot.placeId);
  if (!turnoNamesOf(schedule).includes(slot.turno)) throw badRequest(EVENT_MSG.turnoInvalid);
  if (!turnoRunsOn(schedule, slot.turno, slot.fecha)) throw badRequest(TURNO_MSG.notThatDay);
}
