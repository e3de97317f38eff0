import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysUntil,
  formatDateMx,
  formatDateTime,
  formatLongDate,
  isAfterToday,
  monthRange,
  normalizeDate,
  todayInMexicoCity,
  toSlashDate,
  toTime24,
} from './dates.ts';

const realDate = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2199-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('normalizeDate (docs/product.md#5-validation-rules: dates are sent with slashes)', () => {
  it('accepts both separators for every real date', () => {
    fc.assert(
      fc.property(
        realDate,
        (d) => normalizeDate(iso(d)) === iso(d) && normalizeDate(toSlashDate(iso(d))) === iso(d),
      ),
    );
  });

  it('rejects dates that do not exist and malformed text', () => {
    for (const bad of [
      '2026-02-30',
      '2026/02/29',
      '2025-13-01',
      '2025-00-10',
      '2025-04-31',
      '2025-4-1',
      '2025-04/01',
      '',
      'hoy',
    ]) {
      expect(normalizeDate(bad)).toBeNull();
    }
    expect(normalizeDate('2024/02/29')).toBe('2024-02-29');
    expect(normalizeDate(' 2026-12-31 ')).toBe('2026-12-31');
  });
});

describe('todayInMexicoCity (docs/architecture.md#dates-in-mexico-city)', () => {
  it('is still the previous day in Mexico City shortly after midnight UTC', () => {
    expect(todayInMexicoCity(new Date('2026-11-22T05:30:00Z'))).toBe('2026-11-21');
    expect(todayInMexicoCity(new Date('2026-11-22T06:00:00Z'))).toBe('2026-11-22');
    expect(todayInMexicoCity(new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
    expect(todayInMexicoCity(new Date('2026-07-01T05:59:59Z'))).toBe('2026-06-30');
  });

  it("is the time zone database's date for every hour from 2020 to 2045, and for any instant since 1900", () => {
    const database = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' });
    const differing: string[] = [];
    for (let at = Date.UTC(2020, 0, 1); at < Date.UTC(2045, 0, 1); at += 3_600_000)
      if (todayInMexicoCity(new Date(at)) !== database.format(at)) differing.push(new Date(at).toISOString());
    expect(differing).toEqual([]);
    fc.assert(fc.property(realDate, (d) => todayInMexicoCity(d) === database.format(d)));
  });

  it('"later than today" compares Mexico City calendar dates', () => {
    const now = new Date('2026-11-22T05:30:00Z');
    expect(isAfterToday('2026-11-21', now)).toBe(false);
    expect(isAfterToday('2026-11-22', now)).toBe(true);
  });

  it('counts whole days from today in Mexico City', () => {
    // 2026-12-10 23:30 in Mexico City (UTC-6) is already the 11th in UTC
    const lateEvening = new Date('2026-12-11T05:30:00Z');
    expect(daysUntil('2026-12-10', lateEvening)).toBe(0);
    expect(daysUntil('2026-12-12', lateEvening)).toBe(2);
    expect(daysUntil('2027-01-01', lateEvening)).toBe(22);
    expect(daysUntil('2026-12-03', lateEvening)).toBe(-7);
  });
});

describe('addDays and monthRange', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-12-20', 15)).toBe('2027-01-04');
  });

  it('agrees with the UTC calendar and is reversible', () => {
    fc.assert(
      fc.property(realDate, fc.integer({ min: -1000, max: 1000 }), (d, n) => {
        const expected = iso(new Date(d.getTime() + n * 86_400_000));
        return addDays(iso(d), n) === expected && addDays(expected, -n) === iso(d);
      }),
    );
  });

  it('gives February 29 days in leap years only', () => {
    expect(monthRange('2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange('2000-02-10')).toEqual({ from: '2000-02-01', to: '2000-02-29' });
    expect(monthRange('1900-02-10')).toEqual({ from: '1900-02-01', to: '1900-02-28' });
    expect(monthRange('2026-02-28')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('contains its date, starts on the 1st and ends on the last real day', () => {
    fc.assert(
      fc.property(realDate, (d) => {
        const { from, to } = monthRange(iso(d));
        return from <= iso(d) && iso(d) <= to && from.endsWith('-01') && addDays(to, 1).endsWith('-01');
      }),
    );
  });

  it('formats es-MX dates', () => {
    expect(formatDateMx('2026-03-09')).toBe('09/03/2026');
    expect(formatDateMx(null)).toBe('');
  });

  it("writes a long date as es-MX's own date format does, every day", () => {
    const intl = new Intl.DateTimeFormat('es-MX', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    expect(formatLongDate('2026-12-12')).toBe('sábado, 12 de diciembre de 2026');
    for (let d = '2020-01-01'; d <= '2040-12-31'; d = addDays(d, 1))
      expect(formatLongDate(d)).toBe(intl.format(new Date(`${d}T00:00:00Z`)));
    fc.assert(fc.property(realDate, (d) => formatLongDate(iso(d)) === intl.format(d)));
  });
});

describe('toTime24 (staff read and type times on a 24-hour clock)', () => {
  it.each([
    ['14:00', '14:00'],
    ['1400', '14:00'],
    ['9:05', '09:05'],
    ['900', '09:00'],
    ['9', '09:00'],
    ['2:30 pm', '14:30'],
    ['2:30 p.m.', '14:30'],
    ['12:00 a.m.', '00:00'],
    ['12:15 p. m.', '12:15'],
    ['00:00', '00:00'],
  ])('%s → %s', (input, out) => expect(toTime24(input)).toBe(out));
  it.each(['25:00', '14:75', '13 pm', 'mediodía', ''])('leaves %j as written', (input) =>
    expect(toTime24(input)).toBe(input),
  );
});

describe('formatDateTime', () => {
  it('shows an instant as Mexico City reads it, on a 24-hour clock for staff', () => {
    // 18:30 UTC is 12:30 in Mexico City (UTC−6, no daylight saving since 2022)
    expect(formatDateTime('2026-03-09T18:30:00.000Z', 'short24')).toBe('09/03/2026, 12:30');
    // five past midnight in Mexico City is 00:05, not 24:05
    expect(formatDateTime('2026-03-10T06:05:00.000Z', 'short24')).toBe('10/03/2026, 00:05');
    expect(formatDateTime(new Date('2026-03-10T06:05:00.000Z'), 'time24')).toBe('00:05');
  });

  it('writes the long styles in es-MX words', () => {
    const at = '2026-12-10T21:05:00Z'; // 15:05 in Mexico City
    // ICU writes the space before 'p.m.' as a plain or a no-break space, by version
    expect(formatDateTime(at, 'long')).toMatch(/^10 de diciembre de 2026 a las 03:05\sp\.\s?m\.$/);
    expect(formatDateTime(at, 'weekdayLong')).toMatch(/^jueves, 10 de diciembre de 2026, 3:05\sp\.\s?m\.$/);
    expect(formatDateTime(at, 'dateLong')).toBe('10 de diciembre de 2026');
    expect(formatDateTime(at, 'time24')).toBe('15:05');
  });
});
