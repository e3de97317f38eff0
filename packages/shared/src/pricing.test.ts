import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bandFor,
  computeEventMoney,
  creationPaymentsProblem,
  MIN_ABONO_CENTAVOS,
  packagePriceFor,
  singlePaymentProblem,
  sumCentavos,
} from './pricing.ts';

const money = fc.integer({ min: 0, max: 100_000_000 });
const extra = fc.record({ precio: money, piezas: fc.integer({ min: 1, max: 1000 }) });
const input = fc.record({
  precioPaquete: money,
  descuento: money,
  extras: fc.array(extra, { maxLength: 10 }),
  abonos: fc.array(fc.record({ abono: money }), { maxLength: 10 }),
});
const pkg = { basico: 1_000_000, grande: 1_500_000 };

describe('attendance bands (docs/product.md#5-validation-rules, docs/architecture.md#event-request-bodies)', () => {
  it.each([
    [1, 'basico'],
    [50, 'basico'],
    [100, 'basico'],
    [101, 'grande'],
    [150, 'grande'],
    [151, null],
    [0, null],
    [100.5, null],
  ])('%d people → %s', (personas, band) => {
    expect(bandFor(personas)).toBe(band);
  });

  it('≤ 100 uses basico, 101–150 grande, more is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (personas) => {
        const price = packagePriceFor(pkg, personas);
        if (personas <= 100) return price === pkg.basico;
        if (personas <= 150) return price === pkg.grande;
        return price === null;
      }),
    );
  });
});

describe('event money (docs/product.md#4-states-and-transitions)', () => {
  it('total = package + Σ price × pieces − discount, never negative', () => {
    fc.assert(
      fc.property(input, (i) => {
        const m = computeEventMoney(i);
        const extras = i.extras.reduce((s, x) => s + x.precio * x.piezas, 0);
        expect(m.extrasTotal).toBe(extras);
        expect(m.precio).toBe(i.precioPaquete + extras);
        expect(m.precioTotal).toBe(Math.max(0, i.precioPaquete + extras - i.descuento));
        expect(m.precioTotal).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('debt = total − Σ payments', () => {
    fc.assert(
      fc.property(input, (i) => {
        const m = computeEventMoney(i);
        return (
          m.abonado === sumCentavos(i.abonos.map((a) => a.abono)) && m.adeudo === m.precioTotal - m.abonado
        );
      }),
    );
  });

  it('sums of integer centavos are exact (checked against BigInt)', () => {
    fc.assert(
      fc.property(fc.array(money, { maxLength: 200 }), (amounts) => {
        const exact = amounts.reduce((s, a) => s + BigInt(a), 0n);
        return BigInt(sumCentavos(amounts)) === exact && Number.isInteger(sumCentavos(amounts));
      }),
    );
  });

  it('a discount larger than the subtotal gives a total of zero', () => {
    expect(
      computeEventMoney({ precioPaquete: 100, descuento: 500, extras: [], abonos: [] }).precioTotal,
    ).toBe(0);
  });
});

describe('payment rules (docs/product.md#5-validation-rules, docs/product.md#9-business-constants-and-limits: minimum $500)', () => {
  it('at creation: the payments add up to ≥ $500 and ≤ the total', () => {
    fc.assert(
      fc.property(fc.array(money, { maxLength: 5 }), money, (abonos, total) => {
        const sum = sumCentavos(abonos);
        const expected = sum < MIN_ABONO_CENTAVOS ? 'belowMinimum' : sum > total ? 'overTotal' : null;
        return creationPaymentsProblem(abonos, total) === expected;
      }),
    );
    expect(creationPaymentsProblem([49_999], null)).toBe('belowMinimum');
    expect(creationPaymentsProblem([50_000], null)).toBe(null);
  });

  it('one payment: ≥ $500 and ≤ the debt, or exactly a debt below $500', () => {
    fc.assert(
      fc.property(money, money, (abono, adeudo) => {
        const problem = singlePaymentProblem(abono, adeudo);
        if (abono > 0 && abono === adeudo && adeudo < MIN_ABONO_CENTAVOS) return problem === null;
        if (abono < MIN_ABONO_CENTAVOS) return problem === 'belowMinimum';
        return problem === (abono > adeudo ? 'overDebt' : null);
      }),
    );
    expect(singlePaymentProblem(30_000, 30_000)).toBe(null);
    expect(singlePaymentProblem(29_999, 30_000)).toBe('belowMinimum');
    expect(singlePaymentProblem(50_000, 30_000)).toBe('overDebt');
    expect(singlePaymentProblem(0, 0)).toBe('belowMinimum');
  });
});
