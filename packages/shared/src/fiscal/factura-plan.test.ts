import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { complementNumbersOf, ingresoPlanOf, ivaBaseOf, lastDayToAsk } from './factura-plan.ts';
import { formaPagoOf } from './forma-pago.ts';

const payment = (
  amountCentavos: number,
  forma: '01' | '03' | '04' | null = '01',
  fechaDePago = '2026-11-10',
) => ({
  id: String(amountCentavos),
  amountCentavos,
  fechaDePago,
  forma,
});

describe('which CFDI de ingreso', () => {
  it('PUE with its forma only for one payment of the whole total', () => {
    expect(ingresoPlanOf(1_000_000, [payment(1_000_000, '03')])).toEqual({
      metodoPago: 'PUE',
      formaPago: '03',
    });
    expect(ingresoPlanOf(1_000_000, [payment(999_999)])).toEqual({ metodoPago: 'PPD', formaPago: '99' });
    expect(ingresoPlanOf(1_000_000, [payment(500_000), payment(500_000)])).toEqual({
      metodoPago: 'PPD',
      formaPago: '99',
    });
  });

  it('may be asked until the last day of the month of the first payment', () => {
    expect(lastDayToAsk([payment(1, '01', '2026-02-20'), payment(1, '01', '2026-02-03')])).toBe('2026-02-28');
    expect(lastDayToAsk([])).toBeNull();
  });
});

describe('complementos de pago', () => {
  it('parcialidad, saldo anterior, pagado and insoluto over three payments', () => {
    expect(
      complementNumbersOf(1_000_000, [
        { amountCentavos: 100_000 },
        { amountCentavos: 250_050 },
        { amountCentavos: 649_950 },
      ]),
    ).toEqual([
      {
        parcialidad: 1,
        saldoAnteriorCentavos: 1_000_000,
        pagadoCentavos: 100_000,
        saldoInsolutoCentavos: 900_000,
      },
      {
        parcialidad: 2,
        saldoAnteriorCentavos: 900_000,
        pagadoCentavos: 250_050,
        saldoInsolutoCentavos: 649_950,
      },
      { parcialidad: 3, saldoAnteriorCentavos: 649_950, pagadoCentavos: 649_950, saldoInsolutoCentavos: 0 },
    ]);
  });

  it('each balance follows from the one before, and a fully paid total ends at zero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 12 }),
        (amounts) => {
          const total = amounts.reduce((a, b) => a + b, 0);
          const numbers = complementNumbersOf(
            total,
            amounts.map((amountCentavos) => ({ amountCentavos })),
          );
          numbers.forEach((n, i) => {
            expect(n.parcialidad).toBe(i + 1);
            expect(n.saldoInsolutoCentavos).toBe(n.saldoAnteriorCentavos - n.pagadoCentavos);
            if (i > 0) expect(n.saldoAnteriorCentavos).toBe(numbers[i - 1].saldoInsolutoCentavos);
          });
          expect(numbers.at(-1)?.saldoInsolutoCentavos).toBe(0);
        },
      ),
    );
  });

  it('the base without IVA, to the centavo', () => {
    expect(ivaBaseOf(649_950)).toBe(560_302);
    expect(ivaBaseOf(116_000)).toBe(100_000);
  });
});

describe("SAT's forma de pago of a payment", () => {
  it.each([
    ['Pago en efectivo', null, '01'],
    ['OXXO', null, '01'],
    ['Depósito bancario', null, '01'],
    ['Transferencia SPEI', null, '03'],
    ['Transferencia Electrónica', null, '03'],
    ['Tarjeta de crédito', null, '04'],
    ['Tarjeta', 'credit', '04'],
    ['Tarjeta', 'debit', '28'],
    ['Tarjeta', 'prepaid', '28'],
    ['Tarjeta', 'unknown', '04'],
    ['PayPal', null, '31'],
    ['No seleccionada', null, null],
    ['', null, null],
  ] as const)('%s (%s) → %s', (metodo, cardFunding, forma) => {
    expect(formaPagoOf({ metodo, cardFunding })).toBe(forma);
  });
});
