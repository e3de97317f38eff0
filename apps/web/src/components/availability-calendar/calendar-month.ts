// Month arithmetic for the availability calendar, on 'YYYY-MM' and 'YYYY-MM-DD' strings
// (docs/architecture.md#dates-in-mexico-city: business dates are calendar dates in Mexico City, so no Date
// objects in local time).
import { datesOfMonth, daysInMonth, type IsoDate, MONTH_NAMES, WEEKDAY_NAMES } from '@salones/shared/dates';

/** 'YYYY-MM' */
export type Month = string;

const pad2 = (n: number) => String(n).padStart(2, '0');

export const monthOf = (date: IsoDate): Month => date.slice(0, 7);

export function addMonths(month: Month, n: number): Month {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${pad2((index % 12) + 1)}`;
}

/** The same day `n` months later, clamped to the month's last day (31 Mar + 1 → 30 Apr). */
export function addMonthsToDate(date: IsoDate, n: number): IsoDate {
  const month = addMonths(monthOf(date), n);
  const [y, m] = month.split('-').map(Number);
  return `${month}-${pad2(Math.min(Number(date.slice(8, 10)), daysInMonth(y, m)))}`;
}

const utc = (date: IsoDate) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

/** 0 = Sunday … 6 = Saturday */
export const weekdayOf = (date: IsoDate) => utc(date).getUTCDay();

/** The month's weeks, Sunday first (as es-MX calendars print), with null where another month's day would be. */
export function monthWeeks(month: Month): (IsoDate | null)[][] {
  const cells: (IsoDate | null)[] = Array.from({ length: weekdayOf(`${month}-01`) }, () => null);
  cells.push(...datesOfMonth(month));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * '2026-12' → 'Diciembre de 2026': es-MX's month and year (Intl's, calendar-month.test.ts holds them together),
 * from the shared names — no date format to make while the branch page's calendar wakes (formatLongDate).
 */
export const formatMonth = (month: Month) =>
  `${capitalize(MONTH_NAMES[Number(month.slice(5, 7)) - 1])} de ${Number(month.slice(0, 4))}`;

/**
 * The calendar's header, Sunday first, from the shared es-MX names (ISO order: lunes … domingo).
 * Two letters each ('Do', 'Lu', … 'Sá'), so martes and miércoles no longer both read 'M'.
 */
export const WEEKDAYS = [6, 0, 1, 2, 3, 4, 5].map((i) => ({
  short: capitalize(WEEKDAY_NAMES[i].slice(0, 2)),
  long: WEEKDAY_NAMES[i],
}));

/** A day's two-letter header ('Do' … 'Sá'); `date` may carry a time after its 'YYYY-MM-DD'. */
export const weekdayShort = (date: string) => WEEKDAYS[weekdayOf(date.slice(0, 10))].short;
