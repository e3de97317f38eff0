// What the staff calendar shows — events and pending requests as FullCalendar entries, the
// colour of each turno, and the API dates of a visible range. Pure, so it is unit-tested.
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { TURNOS, type Turno } from '@salones/shared/constants';
import { addDays, type IsoDate } from '@salones/shared/dates';
import type { EventDto } from '@salones/shared/events';
import { STAFF_CALENDAR_MSG } from '@salones/shared/staff-calendar';

/** Mantine palette colour of each turno; the legend and the entries use the same ones. */
export const TURNO_COLORS: Record<Turno, string> = { Matutino: 'orange', Vespertino: 'indigo' };

const isTurno = (t: string): t is Turno => (TURNOS as readonly string[]).includes(t);
export const turnoColor = (turno: string) => (isTurno(turno) ? TURNO_COLORS[turno] : 'gray');

export type CalendarItem =
  | { kind: 'evento'; event: EventDto }
  | { kind: 'solicitud'; request: BookingRequestDto };

/** The fields of a FullCalendar EventInput this screen sets (all-day entries on their Mexico City date). */
export interface CalendarEntry {
  id: string;
  title: string;
  start: IsoDate;
  allDay: true;
  /** Matutino before Vespertino within a day */
  order: number;
  /** events are links to their edit page, so they are tabbable; a click opens the detail instead */
  url: string;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  classNames: string[];
  extendedProps: { item: CalendarItem };
}

const fullName = (p: { userName: string; lastname: string }) => `${p.userName} ${p.lastname}`.trim();

/** `withBranch`: 'Todas las sucursales' shows each entry's branch. */
export function eventToEntry(event: EventDto, withBranch: boolean): CalendarEntry {
  const color = turnoColor(event.turno);
  const parts = [event.turno, withBranch ? event.lugar.sucursal : null, fullName(event) || event.name];
  return {
    id: `evento-${event.uid}`,
    title: parts.filter(Boolean).join(' · '),
    start: event.fecha,
    allDay: true,
    order: TURNOS.indexOf(event.turno as Turno),
    url: `/admin/event/edit/${event.uid}`,
    backgroundColor: `var(--mantine-color-${color}-1)`,
    borderColor: `var(--mantine-color-${color}-7)`,
    textColor: 'var(--mantine-color-text)',
    classNames: ['salones-cal-event', `salones-cal-${event.turno.toLowerCase()}`],
    extendedProps: { item: { kind: 'evento', event } },
  };
}

/** A pending request: the turno's border colour, dashed, on the page background — visibly not an event yet. */
export function requestToEntry(request: BookingRequestDto, withBranch: boolean): CalendarEntry {
  const color = turnoColor(request.turno);
  const parts = [
    `${STAFF_CALENDAR_MSG.requestPrefix} ${request.turno}`,
    withBranch ? request.lugar.sucursal : null,
    fullName(request),
  ];
  return {
    id: `solicitud-${request.uid}`,
    title: parts.filter(Boolean).join(' · '),
    start: request.fecha,
    allDay: true,
    order: TURNOS.indexOf(request.turno as Turno) + 0.5,
    url: '/admin/orders',
    backgroundColor: 'var(--mantine-color-body)',
    borderColor: `var(--mantine-color-${color}-7)`,
    textColor: 'var(--mantine-color-text)',
    classNames: ['salones-cal-request', `salones-cal-${request.turno.toLowerCase()}`],
    extendedProps: { item: { kind: 'solicitud', request } },
  };
}

/** Events and the pending requests inside [from, to], as entries. */
export function toEntries(
  events: EventDto[],
  requests: BookingRequestDto[],
  range: { from: IsoDate; to: IsoDate },
  withBranch: boolean,
): CalendarEntry[] {
  const inRange = (fecha: IsoDate) => fecha >= range.from && fecha <= range.to;
  return [
    ...events.map((e) => eventToEntry(e, withBranch)),
    ...requests
      .filter((r) => r.estado === 'pendiente' && inRange(r.fecha))
      .map((r) => requestToEntry(r, withBranch)),
  ];
}

/**
 * The API's `from`/`to` (both included) for FullCalendar's visible range [start, end). The calendar runs in
 * UTC with all-day entries, so each grid day's UTC date is its Mexico City date.
 */
export function rangeToQuery(start: Date, end: Date): { from: IsoDate; to: IsoDate } {
  const from = start.toISOString().slice(0, 10);
  return { from, to: addDays(end.toISOString().slice(0, 10), -1) };
}
