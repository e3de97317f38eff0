// Keyboard moves of the availability calendar (WAI-ARIA grid pattern): arrows by day and week, Home/End to the
// week's ends, PageUp/PageDown by month. When picking, the focus unit is a turno of a day, so Left/Right step
// through Matutino, Vespertino, next day's Matutino…
import { TURNOS, type Turno } from '@salones/shared/constants';
import { addDays, type IsoDate } from '@salones/shared/dates';
import { addMonthsToDate, weekdayOf } from './calendar-month.ts';

export interface FocusSpot {
  fecha: IsoDate;
  /** set when picking a turno, unset when the calendar only shows availability */
  turno?: Turno;
}

const [MORNING, AFTERNOON] = TURNOS;

export function moveFocus(spot: FocusSpot, key: string): FocusSpot | null {
  const { fecha, turno } = spot;
  const week = weekdayOf(fecha);
  switch (key) {
    case 'ArrowLeft':
      if (turno === AFTERNOON) return { fecha, turno: MORNING };
      return { fecha: addDays(fecha, -1), turno: turno && AFTERNOON };
    case 'ArrowRight':
      if (turno === MORNING) return { fecha, turno: AFTERNOON };
      return { fecha: addDays(fecha, 1), turno: turno && MORNING };
    case 'ArrowUp':
      return { fecha: addDays(fecha, -7), turno };
    case 'ArrowDown':
      return { fecha: addDays(fecha, 7), turno };
    case 'Home':
      return { fecha: addDays(fecha, -week), turno: turno && MORNING };
    case 'End':
      return { fecha: addDays(fecha, 6 - week), turno: turno && AFTERNOON };
    case 'PageUp':
      return { fecha: addMonthsToDate(fecha, -1), turno };
    case 'PageDown':
      return { fecha: addMonthsToDate(fecha, 1), turno };
    default:
      return null;
  }
}

export const spotKey = (spot: FocusSpot) => (spot.turno ? `${spot.fecha}|${spot.turno}` : spot.fecha);

/** `spot` kept within `first` … `last`: a move past an end stops at its first or last turno. */
export function clampSpot(spot: FocusSpot, first: IsoDate, last: IsoDate): FocusSpot {
  if (spot.fecha < first) return { fecha: first, turno: spot.turno && MORNING };
  if (spot.fecha > last) return { fecha: last, turno: spot.turno && AFTERNOON };
  return spot;
}
