// A branch's turnos by weekday as saved (turno_schedules), or the chain's default when it never set its own; a
// slot may be booked only in a turno that runs on its weekday.
import type { IsoDate } from '@salones/shared/dates';
import { DEFAULT_TURNO_SCHEDULE, TURNO_MSG, type TurnoSchedule, turnoRunsOn } from '@salones/shared/turnos';
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

/** 400 'Ese turno no está disponible ese día' unless the branch runs `turno` on the weekday of `fecha`. */
export async function assertTurnoRuns(conn: Conn, slot: { placeId: string; fecha: IsoDate; turno: string }) {
  if (!turnoRunsOn(await branchSchedule(conn, slot.placeId), slot.turno, slot.fecha))
    throw badRequest(TURNO_MSG.notThatDay);
}
