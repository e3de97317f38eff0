import { describe, expect, it } from 'vitest';
import { csvMoney, monthLabel, resolvePeriod, toCsv, weekdayCounts } from './reports.ts';

describe('reports helpers', () => {
  it('resolvePeriod: this month by default; one given day fills in the other', () => {
    expect(resolvePeriod({}, '2026-11-22')).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
    expect(resolvePeriod({ desde: '2024-02-10' }, '2026-11-22')).toEqual({
      desde: '2024-02-10',
      hasta: '2024-02-29',
    });
    expect(resolvePeriod({ hasta: '2026-03-15' }, '2026-11-22')).toEqual({
      desde: '2026-03-01',
      hasta: '2026-03-15',
    });
    expect(resolvePeriod({ hasta: '2027-01-15' }, '2026-11-22')).toEqual({
      desde: '2026-11-01',
      hasta: '2027-01-15',
    });
    expect(resolvePeriod({ desde: '2026-12-01' }, '2026-11-22')).toEqual({
      desde: '2026-12-01',
      hasta: '2026-12-31',
    });
  });

  it('weekdayCounts: how many of each weekday (lunes first) a period has', () => {
    // March 2025 starts on a Saturday and has 31 days
    expect(weekdayCounts('2025-03-01', '2025-03-31')).toEqual([5, 4, 4, 4, 4, 5, 5]);
    expect(weekdayCounts('2025-03-03', '2025-03-03')).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(weekdayCounts('2024-01-01', '2024-12-31').reduce((a, b) => a + b)).toBe(366);
  });

  it('csvMoney writes centavos as a plain number with two decimals', () => {
    expect(csvMoney(1_250_050)).toBe('12500.50');
    expect(csvMoney(5)).toBe('0.05');
    expect(csvMoney(-120)).toBe('-1.20');
    expect(csvMoney(90_071_992_547_409)).toBe('900719925474.09');
  });

  it('toCsv: BOM, CRLF, quoting, and formulas neutralised', () => {
    expect(
      toCsv(
        ['Nombre', 'Monto'],
        [
          ['Ana, "la jefa"', 1],
          ['=HYPERLINK("x")', 2],
        ],
      ),
    ).toBe('\uFEFFNombre,Monto\r\n"Ana, ""la jefa""",1\r\n"\'=HYPERLINK(""x"")",2\r\n');
    expect(monthLabel('2026-01')).toBe('enero 2026');
  });
});
