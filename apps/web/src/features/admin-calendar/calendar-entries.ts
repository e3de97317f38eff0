// What the staff calendar shows — events and pending requests as FullCalendar entries, each coloured by its
// turno's place in the day (turno-colors.ts), and the API dates of a visible range. Pure, so it is unit-tested.
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { TURNOS } from '@salones/shared/constants';
import { addDays, type IsoDate } from '@salones/shared/dates';
import type { EventDto } from '@salones/shared/events';
import { STAFF_CALENDAR_MSG } from '@salones/shared/staff-calendar';
import { withTurnosSeen } from '@salones/shared/turnos';
import { turnoColor } from '../../lib/turno-colors.ts';

/** The chain's turnos, for a calendar whose branches' schedules are not known yet. */
const CHAIN_TURNOS: readonly string[] = TURNOS;
/** A turno's place among the legend's (one no schedule has: after them all). */
const positionOf = (turnos: readonly string[], turno: string) => {
  const i = turnos.indexOf(turno);
  return i < 0 ? turnos.length : i;
};

export type CalendarItem =
  | { kind: 'evento'; event: EventDto }
  | { kind: 'solicitud'; request: BookingRequestDto };

/** The fields of a FullCalendar EventInput this screen sets (all-day entries on their Mexico City date). */
export interface CalendarEntry {
  id: string;
  title: string;
  start: IsoDate;
  allDay: true;
  /** within a day, in the order of its turnos (a request just after the events of its turno) */
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

/**
 * `withBranch`: 'Todas las sucursales' shows each entry's branch. `turnos`: the legend's, in the order of the
 * day, which gives each turno its colour.
 */
export function eventToEntry(
  event: EventDto,
  withBranch: boolean,
  turnos: readonly string[] = CHAIN_TURNOS,
): CalendarEntry {
  const color = turnoColor(turnos, event.turno);
  const parts = [event.turno, withBranch ? event.lugar.sucursal : null, fullName(event) || event.name];
  return {
    id: `evento-${event.uid}`,
    title: parts.filter(Boolean).join(' · '),
    start: event.fecha,
    allDay: true,
    order: positionOf(turnos, event.turno),
    url: `/admin/event/edit/${event.uid}`,
    backgroundColor: `var(--mantine-color-${color}-1)`,
    borderColor: `var(--mantine-color-${color}-7)`,
    textColor: 'var(--mantine-color-text)',
    classNames: ['salones-cal-event'],
    extendedProps: { item: { kind: 'evento', event } },
  };
}

/** A pending request: the turno's border colour, dashed, on the page background — visibly not an event yet. */
export function requestToEntry(
  request: BookingRequestDto,
  withBranch: boolean,
  turnos: readonly string[] = CHAIN_TURNOS,
): CalendarEntry {
  const color = turnoColor(turnos, request.turno);
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
    order: positionOf(turnos, request.turno) + 0.5,
    url: '/admin/orders',
    backgroundColor: 'var(--mantine-color-body)',
    borderColor: `var(--mantine-color-${color}-7)`,
    textColor: 'var(--mantine-color-text)',
    classNames: ['salones-cal-request'],
    extendedProps: { item: { kind: 'solicitud', request } },
  };
}

/**
 * Events and the pending requests inside [from, to], as entries, and the legend's turnos: `scheduled` (the
 * shown branches' turnos in the order of the day) and after them any other turno an entry has.
 */
export function toEntries(
  events: EventDto[],
  requests: BookingRequestDto[],
  range: { from: IsoDate; to: IsoDate },
  view: { withBranch: boolean; scheduled: readonly string[] },
): { entries: CalendarEntry[]; turnos: string[] } {
  const inRange = (fecha: IsoDate) => fecha >= range.from && fecha <= range.to;
  const pending = requests.filter((r) => r.estado === 'pendiente' && inRange(r.fecha));
  const turnos = withTurnosSeen(
    view.scheduled,
    [...events, ...pending].map((x) => x.turno),
  );
  return {
    entries: [
      ...events.map((e) => eventToEntry(e, view.withBranch, turnos)),
      ...pending.map((r) => requestToEntry(r, view.withBranch, turnos)),
    ],
    turnos,
  };
}

/**
 * The API's `from`/`to` (both included) for FullCalendar's visible range [start, end). The calendar runs in
 * UTC with all-day entries, so each grid day's UTC date is its Mexico City date.
 */
export function rangeToQuery(start: Date, end: Date): { from: IsoDate; to: IsoDate } {
  const from = start.toISOString().slice(0, 10);
  return { from, to: addDays(end.toISOString().slice(0, 10), -1) };
}
