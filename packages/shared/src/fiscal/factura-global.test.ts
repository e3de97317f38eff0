import { describe, expect, it } from 'vitest';
import { globalFormaOf, MesSchema, mesHasEnded, previousMonth } from './factura-global.ts';

describe('the factura global’s rules', () => {
  it('the first day of a month issues the month before’s, across a year', () => {
    expect(previousMonth('2027-01-01')).toBe('2026-12');
    expect(previousMonth('2026-03-31')).toBe('2026-02');
  });

  it('a month has ended only after its last day', () => {
    expect(mesHasEnded('2026-02', '2026-02-28')).toBe(false);
    expect(mesHasEnded('2026-02', '2026-03-01')).toBe(true);
    expect(mesHasEnded('2026-03', '2026-02-15')).toBe(false);
  });

  it('its forma de pago is the one the greatest amount was paid with; none known → null', () => {
    expect(
      globalFormaOf([
        { amountCentavos: 500, forma: '01' },
        { amountCentavos: 400, forma: '04' },
        { amountCentavos: 400, forma: '04' },
        { amountCentavos: 9_000, forma: null },
      ]),
    ).toBe('04');
    expect(
      globalFormaOf([
        { amountCentavos: 300, forma: '03' },
        { amountCentavos: 300, forma: '01' },
      ]),
    ).toBe('01');
    expect(globalFormaOf([{ amountCentavos: 300, forma: null }])).toBeNull();
  });

  it('a month is YYYY-MM', () => {
    expect(MesSchema.safeParse('2026-11').success).toBe(true);
    expect(MesSchema.safeParse('2026-13').success).toBe(false);
    expect(MesSchema.safeParse('2026-1').success).toBe(false);
  });
});
