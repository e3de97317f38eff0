// docs/architecture.md#dates-in-mexico-city: business dates are calendar dates in America/Mexico_City, as
// 'YYYY-MM-DD'.
import { LOCALE, TIME_ZONE } from './constants.ts';

export type IsoDate = string; // 'YYYY-MM-DD'
// One separator throughout: 'YYYY-MM-DD' or 'YYYY/MM/DD' (the web app sends slashes,
// docs/product.md#5-validation-rules).
const ISO_DATE = /^(\d{4})([-/])(\d{2})\2(\d{2})$/;

const pad2 = (n: number) => String(n).padStart(2, '0');
const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
export const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];

/** 'YYYY/MM/DD' or 'YYYY-MM-DD' → 'YYYY-MM-DD' when it is a real calendar date, else null. */
export function normalizeDate(input: string): IsoDate | null {
  const m = ISO_DATE.exec(input.trim());
  if (!m) return null;
  const [, y, , mo, d] = m;
  const month = Number(mo);
  const day = Number(d);
  if (Number(y) < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(Number(y), month)) return null;
  return `${y}-${mo}-${d}`;
}

/**
 * A formatter made on its first use: making an Intl formatter loads the locale's and time zone's data, several
 * ms each — at a module's evaluation it lengthens the first task of every page whose island imports this module
 * (Lighthouse's TBT).
 */
export function lazyFormat<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const dayFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/**
 * Mexico City keeps UTC−6 all year since its last daylight saving time ended (2022-10-30, 02:00 CDT, 07:00 UTC:
 * Ley de los Husos Horarios). From then on its date is UTC's six hours earlier, read without Intl: a phone takes
 * ~100 ms to make its first formatter with a time zone (the time zone's data), and a tap on the branch page's
 * forms waited for it. Before then the time zone database answers. dates.test.ts holds this to the database for
 * every hour up to 2045: were the law to change, that test fails with the next tzdata.
 */
const UTC_MINUS_6_SINCE = Date.UTC(2022, 9, 30, 7);
const UTC_MINUS_6_MS = 6 * 3_600_000;

/** Today's calendar date in Mexico City. */
export function todayInMexicoCity(now: Date = new Date()): IsoDate {
  if (now.getTime() >= UTC_MINUS_6_SINCE)
    return new Date(now.getTime() - UTC_MINUS_6_MS).toISOString().slice(0, 10);
  const parts = Object.fromEntries(
    dayFormat()
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function utcDate(date: IsoDate): Date {
  const [y, m, d] = date.split('-').map(Number);
  const out = new Date(Date.UTC(2000, m - 1, d));
  out.setUTCFullYear(y); // Date.UTC maps years 0–99 to 1900–1999
  return out;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const out = utcDate(date);
  out.setUTCDate(out.getUTCDate() + days);
  return `${String(out.getUTCFullYear()).padStart(4, '0')}-${pad2(out.getUTCMonth() + 1)}-${pad2(out.getUTCDate())}`;
}

/** docs/product.md#5-validation-rules: an event date must be later than today (Mexico City). */
export function isAfterToday(date: IsoDate, now: Date = new Date()): boolean {
  return date > todayInMexicoCity(now);
}

/** Whole days from today in Mexico City to `date` (0 = today, negative = past). */
export function daysUntil(date: IsoDate, now: Date = new Date()): number {
  return Math.round((utcDate(date).getTime() - utcDate(todayInMexicoCity(now)).getTime()) / 86_400_000);
}

/** Every date of a 'YYYY-MM' month. */
export function datesOfMonth(mes: string): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = `${mes}-01`; d.startsWith(mes); d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * 'YYYY-MM-DD' → 'sábado, 12 de diciembre de 2026', as es-MX's Intl.DateTimeFormat writes it (dates.test.ts holds
 * them together), from the names below: the branch page's calendar says a month of these while it wakes, and a
 * phone takes ~100 ms to make its first es-MX date format.
 */
export function formatLongDate(fecha: IsoDate): string {
  const [y, m, d] = fecha.split('-').map(Number);
  const weekday = WEEKDAY_NAMES[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7];
  return `${weekday}, ${d} de ${MONTH_NAMES[m - 1]} de ${y}`;
}

/** First and last day of the month that contains `date`. */
export function monthRange(date: IsoDate): { from: IsoDate; to: IsoDate } {
  const [y, m] = date.split('-');
  return { from: `${y}-${m}-01`, to: `${y}-${m}-${pad2(daysInMonth(Number(y), Number(m)))}` };
}

/** es-MX month names, index 0 = enero. */
export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
/** es-MX weekday names in ISO order: index 0 = lunes … 6 = domingo (PostgreSQL's isodow − 1). */
export const WEEKDAY_NAMES = [
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
] as const;

/** 'YYYY-MM-DD' → 'dd/mm/yyyy' (es-MX customer lists, docs/product.md#2-screens-and-routes). */
export function formatDateMx(date: IsoDate | null | undefined): string {
  if (!date) return '';
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** 'YYYY-MM-DD' → 'YYYY/MM/DD', the form the web app sends (docs/product.md#5-validation-rules). */
export const toSlashDate = (date: IsoDate) => date.replaceAll('-', '/');

/**
 * A time of day as staff read and type it — 24-hour 'HH:MM' ('14:00', never '2:00 p.m.').
 * Reads '14:00', '1400', '9:05', '9', '2:30 pm', '2:30 p.m.'; anything else is returned as it was written.
 */
export function toTime24(input: string): string {
  const text = input.trim();
  const m = /^(\d{1,2})(?::?(\d{2}))?\s*([ap])?\.?\s*(?:m\.?)?$/i.exec(text);
  if (!m) return input;
  let hours = Number(m[1]);
  const minutes = Number(m[2] ?? '0');
  const meridiem = m[3]?.toLowerCase();
  if (meridiem) {
    if (hours < 1 || hours > 12) return input;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return input;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The ways the product writes an instant, in Mexico City's time (es-MX). */
const DATE_TIME_STYLES = {
  /** '22/11/2026, 14:35': staff's lists, on a 24-hour clock (hourCycle, not hour12: false, which writes the
   * first hour after midnight as 24:05) */
  short24: {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  /** '10 de diciembre de 2026 a las 03:05 p.m.': payments and the contract's versions */
  long: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** 'jueves, 10 de diciembre de 2026, 3:05 p.m.': how long a request holds its slot */
  weekdayLong: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
  /** '10 de diciembre de 2026' */
  dateLong: { day: 'numeric', month: 'long', year: 'numeric' },
  /** '15:05' */
  time24: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateTimeStyle = keyof typeof DATE_TIME_STYLES;

/** Each style's formatter, made on its first use (see lazyFormat). */
const dateTimeFormats = new Map<DateTimeStyle, Intl.DateTimeFormat>();

/** An instant as it is read in Mexico City, in one of the product's styles. */
export function formatDateTime(at: Date | string, style: DateTimeStyle): string {
  let format = dateTimeFormats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...DATE_TIME_STYLES[style] });
    dateTimeFormats.set(style, format);
  }
  return format.format(new Date(at));
}
