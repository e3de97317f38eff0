// Keyboard moves of the availability calendar (WAI-ARIA grid pattern): arrows by day and week, Home/End to the
// week's ends, PageUp/PageDown by month. When picking, the focus unit is a turno of a day, so Left/Right step
// through the day's own turnos (one, two or three), then the next day's first…
import { addDays, type IsoDate } from '@salones/shared/dates';
import { addMonthsToDate, weekdayOf } from './calendar-month.ts';

export interface FocusSpot {
  fecha: IsoDate;
  /** set when picking a turno, unset when the calendar only shows availability */
  turno?: string;
}

/** The turnos a day shows, by their start. */
export type TurnosOfDay = (fecha: IsoDate) => readonly string[];

/** A day's turno at `at` ('first', 'last', or the same name when it runs that day, else the first). */
function turnoOn(turnosOf: TurnosOfDay, fecha: IsoDate, at: 'first' | 'last' | string) {
  const turnos = turnosOf(fecha);
  if (at === 'last') return turnos[turnos.length - 1];
  return at !== 'first' && turnos.includes(at) ? at : turnos[0];
}

export function moveFocus(spot: FocusSpot, key: string, turnosOf: TurnosOfDay): FocusSpot | null {
  const { fecha, turno } = spot;
  const week = weekdayOf(fecha);
  const on = (day: IsoDate, at: string) => ({ fecha: day, turno: turno && turnoOn(turnosOf, day, at) });
  const index = turno ? turnosOf(fecha).indexOf(turno) : -1;
  switch (key) {
    case 'ArrowLeft':
      if (index > 0) return { fecha, turno: turnosOf(fecha)[index - 1] };
      return on(addDays(fecha, -1), 'last');
    case 'ArrowRight':
      if (turno && index >= 0 && index < turnosOf(fecha).length - 1)
        return { fecha, turno: turnosOf(fecha)[index + 1] };
      return on(addDays(fecha, 1), 'first');
    case 'ArrowUp':
      return on(addDays(fecha, -7), turno ?? 'first');
    case 'ArrowDown':
      return on(addDays(fecha, 7), turno ?? 'first');
    case 'Home':
      return on(addDays(fecha, -week), 'first');
    case 'End':
      return on(addDays(fecha, 6 - week), 'last');
    case 'PageUp':
      return on(addMonthsToDate(fecha, -1), turno ?? 'first');
    case 'PageDown':
      return on(addMonthsToDate(fecha, 1), turno ?? 'first');
    default:
      return null;
  }
}

export const spotKey = (spot: FocusSpot) => (spot.turno ? `${spot.fecha}|${spot.turno}` : spot.fecha);

/** `spot` kept within `first` … `last`: a move past an end stops at its first or last turno. */
export function clampSpot(spot: FocusSpot, first: IsoDate, last: IsoDate, turnosOf: TurnosOfDay): FocusSpot {
  if (spot.fecha < first) return { fecha: first, turno: spot.turno && turnoOn(turnosOf, first, 'first') };
  if (spot.fecha > last) return { fecha: last, turno: spot.turno && turnoOn(turnosOf, last, 'last') };
  return spot;
}
