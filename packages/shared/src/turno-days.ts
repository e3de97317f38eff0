// Which of a branch's turnos run on a date, without zod: the branch page's availability form (an island, decision
// 015) offers the day's turnos with it.
import type { IsoDate } from './dates.ts';

/** The weekday of a 'YYYY-MM-DD', 0 = domingo. */
export const diaOf = (fecha: IsoDate) => new Date(`${fecha}T00:00:00Z`).getUTCDay();

/** Whether a turno of a schedule (its weekdays) runs on the weekday of `fecha`. */
export const runsOn = (turno: { dias: readonly number[] }, fecha: IsoDate) =>
  turno.dias.includes(diaOf(fecha));
