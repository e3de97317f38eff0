// A branch's turnos by weekday as saved (turno_schedules), or the chain's when it never saved its own: the one
// reader the schedule's screen and the public calendar share.
import { DEFAULT_TURNO_SCHEDULE, type TurnoSchedule } from '@salones/shared/turnos';
import { and, asc, eq } from 'drizzle-orm';
import { salones, turnoSchedules } from '../db/schema/index.ts';
import type { Conn } from '../db/transaction.ts';

export async function turnoScheduleOf(
  db: Conn,
  placeId: string,
): Promise<TurnoSchedule & { predeterminado: boolean }> {
  const [row] = await db
    .select({ turnos: turnoSchedules.turnos, limpiezaMin: turnoSchedules.limpiezaMin })
    .from(turnoSchedules)
    .where(eq(turnoSchedules.placeId, placeId));
  return row ? { ...row, predeterminado: false } : { ...DEFAULT_TURNO_SCHEDULE, predeterminado: true };
}

/** The ids of the branch's active salones, by `orden`. */
export async function activeSalonIds(db: Conn, placeId: string) {
  const rows = await db
    .select({ id: salones.id })
    .from(salones)
    .where(and(eq(salones.placeId, placeId), eq(salones.activo, true)))
    .orderBy(asc(salones.orden), asc(salones.createdAt), asc(salones.id));
  return rows.map((r) => r.id);
}
