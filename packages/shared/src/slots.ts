// Slots: a branch, a date and a turno. What a slot shows on the public calendar, the
// one rule of a booking request's hold, the lead time a family's request needs, and the Spanish answers of
// 'can this slot be had' — both apps read them here; the API's SQL side is apps/api/src/slots/.
// No zod here: the branch page's islands import it (docs/decisions/015).
import { addDays, daysUntil, type IsoDate, todayInMexicoCity } from './dates.ts';

/** A slot's state on the public calendar: 'cerrado' is a day the branch closed. */
export const SLOT_STATES = ['libre', 'ocupado', 'cerrado'] as const;
export type SlotState = (typeof SLOT_STATES)[number];
export const SLOT_STATE_LABELS: Record<SlotState, string> = {
  libre: 'Libre',
  ocupado: 'Ocupado',
  cerrado: 'Cerrado',
};

/**
 * The public calendar's mark on a day a price rule makes cost more — the legend's entry, and what
 * a screen reader hears with the rules' names ('Precio más alto: Fin de semana').
 */
export const SURCHARGE_TEXT = {
  legend: 'Precio más alto',
  mark: (nombres: readonly string[]) => `Precio más alto: ${nombres.join(', ')}`,
} as const;

/**
 * A hold is past at `now` when its end (`holdUntil`) is not after `now`: from that instant the request is
 * 'vencida' and its slot is free, whether or not the sweep has written it yet.
 */
export const holdIsPast = (holdUntil: Date | string, now: Date = new Date()) =>
  new Date(holdUntil).getTime() <= now.getTime();

// ── Lead time ──
/** A branch's `diasAnticipacion`: whole days a family's request needs between today and the party. */
export const LEAD_DAYS = { min: 0, max: 60, default: 2 } as const;

/** The first date a family may ask for with `diasAnticipacion` days of lead time (never before tomorrow). */
export const firstRequestableDate = (diasAnticipacion: number, now: Date = new Date()): IsoDate =>
  firstRequestableOn(todayInMexicoCity(now), diasAnticipacion);

/** firstRequestableDate as of `today` (Mexico City): a page rendered on another day shows it as of that day. */
export const firstRequestableOn = (today: IsoDate, diasAnticipacion: number): IsoDate =>
  addDays(today, Math.max(1, diasAnticipacion));

/** The calendar shows the current month and this many months ahead. */
export const CALENDAR_MONTHS_AHEAD = 12;

/** The months the calendar offers: the current one (Mexico City) … CALENDAR_MONTHS_AHEAD later, 'YYYY-MM'. */
export const calendarMonths = (now: Date = new Date()): string[] => monthsOfferedOn(todayInMexicoCity(now));

/** calendarMonths as of `today` (Mexico City). */
export function monthsOfferedOn(today: IsoDate): string[] {
  const [y, m] = today.split('-').map(Number);
  return Array.from({ length: CALENDAR_MONTHS_AHEAD + 1 }, (_, i) => {
    const index = y * 12 + (m - 1) + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** Whether a family may ask for `fecha` with this lead time (staff bookings are not limited). */
export const meetsLeadTime = (fecha: IsoDate, diasAnticipacion: number, now: Date = new Date()) =>
  daysUntil(fecha, now) >= diasAnticipacion;

/** Who asks for a slot: a family (its request) or staff (a booking) — only families have a lead time. */
export type SlotAsker = 'family' | 'staff';

const CLOSED_PREFIX = 'La sucursal está cerrada ese día: ';
const TOO_SOON_PREFIX = 'Las solicitudes necesitan al menos ';
export const SLOT_MSG = {
  taken: 'Esta fecha ya está ocupada, elige otra fecha o turno',
  closed: (motivo: string) => `${CLOSED_PREFIX}${motivo}`,
  tooSoon: (dias: number) => `${TOO_SOON_PREFIX}${dias} ${dias === 1 ? 'día' : 'días'} de anticipación`,
  leadDaysRange: `Los días de anticipación deben ser un número entero entre ${LEAD_DAYS.min} y ${LEAD_DAYS.max}`,
} as const;

/** Why a slot cannot be had (apps/api/src/slots/slot-refusal.ts answers it), with its Spanish message. */
export type SlotRefusal =
  | { reason: 'cerrado'; motivo: string; msg: string }
  | { reason: 'anticipacion'; dias: number; msg: string }
  | { reason: 'ocupado'; msg: string };

/** Whether an API answer's message is the 'closed that day' refusal (the availability form titles it so). */
export const isClosedMsg = (msg: string) => msg.startsWith(CLOSED_PREFIX);
/** Whether an API answer's message is the lead-time refusal (a family asked too soon). */
export const isTooSoonMsg = (msg: string) => msg.startsWith(TOO_SOON_PREFIX);

/**
 * A turno's state on the public calendar from its branch's salones that day: 'cerrado' when none is open (the
 * branch, or each of its salones, closed), 'ocupado' when every open one is taken, else 'libre'.
 */
export const calendarTurnoState = (p: { abiertos: number; libres: number }): SlotState =>
  p.abiertos === 0 ? 'cerrado' : p.libres === 0 ? 'ocupado' : 'libre';
