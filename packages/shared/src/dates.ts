// DESIGN §3.7: business dates are calendar dates in America/Mexico_City, as 'YYYY-MM-DD'.
import { TIME_ZONE } from './constants.ts';

export type IsoDate = string; // 'YYYY-MM-DD'
const ISO_DATE = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;

/** 'YYYY/MM/DD' or 'YYYY-MM-DD' → 'YYYY-MM-DD' when it is a real calendar date, else null. */
export function normalizeDate(input: string): IsoDate | null {
  const m = ISO_DATE.exec(input.trim());
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) {
    return null;
  }
  return `${y}-${mo}-${d}`;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** Today's calendar date in Mexico City. */
export function todayInMexicoCity(now: Date = new Date()): IsoDate {
  return dayFormat.format(now);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** spec §5: an event date must be later than today (Mexico City). */
export function isAfterToday(date: IsoDate, now: Date = new Date()): boolean {
  return date > todayInMexicoCity(now);
}

/** First and last day of the month that contains `date`. */
export function monthRange(date: IsoDate): { from: IsoDate; to: IsoDate } {
  const [y, m] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/** 'YYYY-MM-DD' → 'dd/mm/yyyy' (es-MX customer lists, spec §2). */
export function formatDateMx(date: IsoDate | null | undefined): string {
  if (!date) return '';
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** 'YYYY-MM-DD' → 'YYYY/MM/DD', the form the web app sends (spec §5). */
export const toSlashDate = (date: IsoDate) => date.replaceAll('-', '/');
