import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, hasAtMostTwoDecimals, toCentavos, toPesos } from './money.ts';

const centavos = fc.integer({ min: -1e12, max: 1e12 }); // up to ten billion pesos

describe('money (docs/architecture.md §3.6: integer centavos inside, pesos outside)', () => {
  it('round-trips centavos through pesos exactly', () => {
    fc.assert(fc.property(centavos, (c) => toCentavos(toPesos(c)) === c));
  });

  it('converts pesos with two decimals without float noise', () => {
    expect(toCentavos(0.29)).toBe(29);
    expect(toCentavos(1.005)).toBe(101);
    expect(toCentavos(14530.8)).toBe(1_453_080);
    expect(toCentavos(-0.005)).toBe(-1);
    expect(Object.is(toCentavos(-0.001), 0)).toBe(true);
  });

  it('every amount toPesos gives has at most two decimals', () => {
    fc.assert(fc.property(centavos, (c) => hasAtMostTwoDecimals(toPesos(c))));
    expect(hasAtMostTwoDecimals(10.255)).toBe(false);
  });

  it('refuses what is not a finite number', () => {
    expect(() => toCentavos(Number.NaN)).toThrow(RangeError);
    expect(() => toCentavos(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('formats es-MX money', () => {
    expect(formatMoney(12500.5)).toBe('$12,500.50');
    expect(formatMoney(null)).toBe('$0.00');
  });

  it('drops the cents of a whole amount only when asked', () => {
    expect(formatMoney(500, { dropZeroCents: true })).toBe('$500');
    expect(formatMoney(12500, { dropZeroCents: true })).toBe('$12,500');
    expect(formatMoney(500.5, { dropZeroCents: true })).toBe('$500.50');
    expect(formatMoney(500)).toBe('$500.00');
  });
});
