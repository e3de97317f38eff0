import { formatLongDate } from '@salones/shared/booking-requests';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addMonthsToDate,
  formatMonth,
  monthWeeks,
  WEEKDAYS,
  weekdayOf,
  weekdayShort,
} from './calendar-month.ts';

describe('calendar month arithmetic', () => {
  it('adds months across years, both ways', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', 12)).toBe('2027-11');
  });

  it('clamps the day when the target month is shorter', () => {
    expect(addMonthsToDate('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonthsToDate('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsToDate('2026-11-22', 12)).toBe('2027-11-22');
  });

  it('lays a month out in weeks starting on Sunday', () => {
    // 1 Nov 2026 is a Sunday; 30 days → 5 weeks
    const weeks = monthWeeks('2026-11');
    expect(weekdayOf('2026-11-01')).toBe(0);
    expect(weeks[0][0]).toBe('2026-11-01');
    expect(weeks).toHaveLength(5);
    expect(weeks.at(-1)?.filter(Boolean)).toEqual(['2026-11-29', '2026-11-30']);
    // 1 Dec 2026 is a Tuesday: two empty cells first
    expect(monthWeeks('2026-12')[0].slice(0, 3)).toEqual([null, null, '2026-12-01']);
  });

  it('writes dates and months in Spanish', () => {
    expect(formatLongDate('2026-12-05')).toBe('sábado, 5 de diciembre de 2026');
    expect(formatMonth('2026-12')).toBe('Diciembre de 2026');
  });

  it("writes every month as es-MX's own date format does, capitalized", () => {
    const intl = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = '1999-01'; month <= '2101-12'; month = addMonths(month, 1)) {
      const written = intl.format(new Date(`${month}-01T00:00:00Z`));
      expect(formatMonth(month)).toBe(written.charAt(0).toUpperCase() + written.slice(1));
    }
  });

  it('heads the week Sunday first, two letters a day', () => {
    expect(WEEKDAYS.map((d) => d.short)).toEqual(['Do', 'Lu', 'Ma', 'Mi', 'Ju', 'Vi', 'Sá']);
    expect(WEEKDAYS.map((d) => d.long)).toEqual([
      'domingo',
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
    ]);
    // 1 Nov 2026 is a Sunday, 2 Dec 2026 a Wednesday (with or without a time)
    expect(weekdayShort('2026-11-01')).toBe('Do');
    expect(weekdayShort('2026-12-02 00:00:00')).toBe('Mi');
  });
});
