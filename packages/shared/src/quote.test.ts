// Issue #23: the quote's properties (fast-check) and its documented order of rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { anticipoCentavos } from './payments.ts';
import {
  PRICE_RULE_MSG,
  type PriceRule,
  PriceRuleCreateSchema,
  ruleAppliesOn,
  weekdayOf,
} from './price-rules.ts';
import { computeEventMoney } from './pricing.ts';
import { PROMO_MSG, type PromoCode, promoCodeKey, promoProblem } from './promo-codes.ts';
import {
  computeQuote,
  daySurcharges,
  eventMoneyOfQuote,
  QUOTE_TEXT,
  type QuoteInput,
  quoteToDto,
  withStaffAdditions,
} from './quote.ts';

const money = fc.integer({ min: 0, max: 10_000_000 });
const day = fc.integer({ min: 0, max: 800 }).map((n) => addDays('2026-01-01', n));
const rule: fc.Arbitrary<PriceRule> = fc
  .record({
    nombre: fc.constantFrom('Sábado', 'Temporada alta', 'Martes de descuento'),
    dias: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })),
    range: fc.option(fc.tuple(day, fc.integer({ min: 0, max: 60 }))),
    percent: fc.boolean(),
    porcentaje: fc.integer({ min: -10_000, max: 50_000 }).map((n) => n / 100),
    montoCentavos: fc.integer({ min: -2_000_000, max: 2_000_000 }),
  })
  .map((r) => ({
    nombre: r.nombre,
    dias: r.dias,
    desde: r.range ? r.range[0] : null,
    hasta: r.range ? addDays(r.range[0], r.range[1]) : null,
    porcentaje: r.percent ? r.porcentaje : null,
    montoCentavos: r.percent ? null : r.montoCentavos,
  }));
const quoteInput: fc.Arbitrary<QuoteInput> = fc.record({
  paquete: fc.record({ nombre: fc.constant('Fiesta'), basico: money, grande: money }),
  personas: fc.integer({ min: 1, max: 150 }),
  fecha: day,
  reglas: fc.array(rule, { maxLength: 6 }),
  extras: fc.array(
    fc.record({
      productId: fc.constant(null),
      nombre: fc.constant('Piñata'),
      cantidad: fc.integer({ min: 1, max: 100 }),
      precio: fc.integer({ min: 0, max: 500_000 }),
    }),
    { maxLength: 5 },
  ),
  promo: fc.option(
    fc.oneof(
      fc.record({
        codigo: fc.constant('VERANO'),
        porcentaje: fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100),
        montoCentavos: fc.constant(null),
      }),
      fc.record({
        codigo: fc.constant('VERANO'),
        porcentaje: fc.constant(null),
        montoCentavos: fc.integer({ min: 1, max: 50_000_000 }),
      }),
    ),
  ),
  pagos: fc.option(
    fc.record({ percent: fc.integer({ min: 1, max: 100 }), dueDays: fc.integer({ min: 0, max: 30 }) }),
  ),
  // a staff booking's own discount, after the code's (issue #23)
  descuentoManual: fc.option(money),
});
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('computeQuote (issue #23.6)', () => {
  it('totals are never negative: day price, subtotal, discount, total, anticipo and saldo', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const q = computeQuote(input)!;
        for (const v of [q.precioPaquete, q.subtotal, q.descuento, q.total, q.anticipo, q.saldo]) {
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(q.descuento).toBeLessThanOrEqual(q.subtotal);
      }),
    );
  });

  it('the lines add up: Σ importe = subtotal; subtotal − descuento = total; anticipo + saldo = total', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const q = computeQuote(input)!;
        expect(sum(q.lineas.map((l) => l.importe))).toBe(q.subtotal);
        expect(q.subtotal - q.descuento).toBe(q.total);
        expect(q.anticipo + q.saldo).toBe(q.total);
        for (const l of q.lineas) expect(l.importe).toBe(l.precioUnitario * l.cantidad);
        // the package lines (package, rules, ajuste) are the day price; extras are never touched by a rule
        const pkgLines = q.lineas.filter((l) => l.tipo !== 'extra');
        expect(sum(pkgLines.map((l) => l.importe))).toBe(q.precioPaquete);
        expect(q.lineas.filter((l) => l.tipo === 'extra').map((l) => l.importe)).toEqual(
          input.extras.map((x) => x.precio * x.cantidad),
        );
        // and in pesos, as the API answers, too (to the centavo; a sum of pesos that cancels out may round to
        // -0, which is the same amount)
        const dto = quoteToDto(q);
        expect(Math.round(sum(dto.lineas.map((l) => l.importe)) * 100) + 0).toBe(q.subtotal);
      }),
    );
  });

  it('the event equals its quote: computeEventMoney over the quote gives its subtotal, discount and total', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const q = computeQuote(input)!;
        const m = computeEventMoney({ ...eventMoneyOfQuote(q), abonos: [] });
        expect({ precio: m.precio, descuento: m.descuento, total: m.precioTotal }).toEqual({
          precio: q.subtotal,
          descuento: q.descuento,
          total: q.total,
        });
      }),
    );
  });

  it('rules in one documented order: only those on the date; percentages of the band price, then fixed amounts', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const q = computeQuote(input)!;
        const onDay = input.reglas.filter((r) => ruleAppliesOn(r, input.fecha));
        const expected = [
          ...onDay.filter((r) => r.porcentaje !== null),
          ...onDay.filter((r) => r.porcentaje === null),
        ];
        const ruleLines = q.lineas.filter((l) => l.tipo === 'regla');
        expect(ruleLines.map((l) => l.concepto)).toEqual(expected.map((r) => r.nombre));
        ruleLines.forEach((l, i) => {
          const r = expected[i];
          const amount =
            r.porcentaje !== null ? Math.round((q.precioBanda * r.porcentaje) / 100) || 0 : r.montoCentavos;
          expect(l.importe).toBe(amount);
        });
        // the day price: band + all of them, never below zero
        expect(q.precioPaquete).toBe(Math.max(0, q.precioBanda + sum(ruleLines.map((l) => l.importe))));
      }),
    );
  });

  const saturday = '2026-12-12';
  const base: QuoteInput = {
    paquete: { nombre: 'Fiesta', basico: 1_000_000, grande: 1_500_000 },
    personas: 120,
    fecha: saturday,
    reglas: [],
    extras: [],
  };
  const weekday = (dias: number[], p: Partial<PriceRule>): PriceRule => ({
    nombre: 'r',
    dias,
    desde: null,
    hasta: null,
    porcentaje: null,
    montoCentavos: null,
    ...p,
  });

  it('a Saturday: +20 % and +$500 and −10 % add up as 20 % + (−10 %) of the band price, then $500', () => {
    expect(weekdayOf(saturday)).toBe(6);
    const q = computeQuote({
      ...base,
      reglas: [
        weekday([6], { nombre: 'Fijo sábado', montoCentavos: 50_000 }),
        weekday([6], { nombre: 'Sábado', porcentaje: 20 }),
        weekday([5, 6], { nombre: 'Promo', porcentaje: -10 }),
        weekday([0], { nombre: 'Domingo', porcentaje: 50 }),
      ],
      extras: [{ productId: null, nombre: 'Piñata', cantidad: 2, precio: 25_050 }],
    })!;
    expect(q.lineas.map((l) => [l.concepto, l.importe])).toEqual([
      [QUOTE_TEXT.paquete('Fiesta', 120), 1_500_000],
      ['Sábado', 300_000],
      ['Promo', -150_000],
      ['Fijo sábado', 50_000],
      ['Piñata', 50_100],
    ]);
    expect(q.precioPaquete).toBe(1_700_000);
    expect(q.total).toBe(1_750_100);
  });

  it('a discount larger than the package leaves it at $0 with an ajuste line; extras keep their price', () => {
    const q = computeQuote({
      ...base,
      reglas: [weekday([6], { nombre: 'Regalo', montoCentavos: -2_000_000 })],
      extras: [{ productId: null, nombre: 'Show', cantidad: 1, precio: 100_000 }],
    })!;
    expect(q.precioPaquete).toBe(0);
    expect(q.lineas.find((l) => l.tipo === 'ajuste')?.importe).toBe(500_000);
    expect(q.total).toBe(100_000);
  });

  it('a code: a percentage of the subtotal or an amount, never more than it; the anticipo comes from the total', () => {
    const pct = computeQuote({
      ...base,
      promo: { codigo: 'X', porcentaje: 10, montoCentavos: null },
      pagos: { percent: 30, dueDays: 7 },
    })!;
    expect(pct.descuento).toBe(150_000);
    expect(pct.anticipo).toBe(anticipoCentavos(1_350_000, 30));
    expect(pct.venceSaldo).toBe('2026-12-05');
    const big = computeQuote({
      ...base,
      promo: { codigo: 'X', porcentaje: null, montoCentavos: 9_999_999 },
    })!;
    expect({ descuento: big.descuento, total: big.total, anticipo: big.anticipo }).toEqual({
      descuento: 1_500_000,
      total: 0,
      anticipo: 0,
    });
  });

  it('no band for the head count: no quote', () => {
    expect(computeQuote({ ...base, personas: 151 })).toBeNull();
  });

  it('a staff booking: the code on the subtotal, then staff’s own discount, the two never past the subtotal', () => {
    const q = computeQuote({
      ...base,
      promo: { codigo: 'X', porcentaje: 10, montoCentavos: null },
      descuentoManual: 20_000,
    })!;
    expect({ descuento: q.descuento, descuentoManual: q.descuentoManual, total: q.total }).toEqual({
      descuento: 170_000,
      descuentoManual: 20_000,
      total: 1_330_000,
    });
    const capped = computeQuote({
      ...base,
      promo: { codigo: 'X', porcentaje: 90, montoCentavos: null },
      descuentoManual: 9_999_999,
    })!;
    expect({
      descuento: capped.descuento,
      descuentoManual: capped.descuentoManual,
      total: capped.total,
    }).toEqual({ descuento: 1_500_000, descuentoManual: 150_000, total: 0 });
    // none given: the quote has no such part (a family's quote looks as before)
    expect('descuentoManual' in computeQuote(base)!).toBe(false);
  });
});

describe('withStaffAdditions: a converted request with what staff add (issue #23.7)', () => {
  const staffExtra = fc.record({
    productId: fc.constant(null),
    nombre: fc.constant('Mago'),
    cantidad: fc.integer({ min: 1, max: 100 }),
    precio: fc.integer({ min: 0, max: 500_000 }),
  });
  it('keeps the request’s lines and code discount, adds staff’s extras and discount; it adds up and is its event', () => {
    fc.assert(
      fc.property(quoteInput, fc.array(staffExtra, { maxLength: 4 }), money, (input, extras, manual) => {
        const base = computeQuote(input)!;
        const q = withStaffAdditions(base, { extras, descuentoManual: manual });
        expect(q.lineas.slice(0, base.lineas.length)).toEqual(base.lineas);
        expect(sum(q.lineas.map((l) => l.importe))).toBe(q.subtotal);
        expect(q.subtotal - q.descuento).toBe(q.total);
        expect(q.total).toBeGreaterThanOrEqual(0);
        expect(q.descuento).toBeLessThanOrEqual(q.subtotal);
        // the code's part is the request's (its quote said so to the family)
        expect(q.descuento - (q.descuentoManual ?? 0)).toBe(base.descuento - (base.descuentoManual ?? 0));
        expect(q.precioPaquete).toBe(base.precioPaquete);
        const m = computeEventMoney({ ...eventMoneyOfQuote(q), abonos: [] });
        expect({ precio: m.precio, total: m.precioTotal }).toEqual({ precio: q.subtotal, total: q.total });
      }),
    );
  });
});

describe('the calendar’s mark of the days that cost more (issue #23.3)', () => {
  const noRule: PriceRule = {
    nombre: '',
    dias: null,
    desde: null,
    hasta: null,
    porcentaje: null,
    montoCentavos: null,
  };

  it('a day without a mark never costs more than the band price', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        fc.pre(daySurcharges(input.reglas, input.fecha).length === 0);
        const q = computeQuote(input);
        if (q) expect(q.precioPaquete).toBeLessThanOrEqual(q.precioBanda);
      }),
    );
  });

  it('names the rules on the day that raise the price, in the order the quote applies them', () => {
    const saturday = '2026-12-12';
    const reglas: PriceRule[] = [
      { ...noRule, nombre: 'Sábado fijo', dias: [6], montoCentavos: 50_000 },
      { ...noRule, nombre: 'Descuento de sábado', dias: [6], porcentaje: -10 },
      { ...noRule, nombre: 'Temporada', desde: '2026-12-01', hasta: '2026-12-31', porcentaje: 15 },
      { ...noRule, nombre: 'Domingo', dias: [0], porcentaje: 20 },
    ];
    expect(weekdayOf(saturday)).toBe(6);
    expect(daySurcharges(reglas, saturday)).toEqual(['Temporada', 'Sábado fijo']);
    expect(daySurcharges(reglas, '2026-11-28')).toEqual(['Sábado fijo']);
    expect(daySurcharges(reglas, '2026-11-25')).toEqual([]);
  });
});

describe('promo codes (issue #23.4)', () => {
  const promo: PromoCode = {
    codigo: 'VERANO',
    porcentaje: 10,
    montoCentavos: null,
    desde: '2026-06-01',
    hasta: '2026-06-30',
    lugares: ['a'],
    minimoCentavos: 500_000,
    usosMaximos: 2,
    usos: 1,
  };
  it.each([
    [{ hoy: '2026-05-31', lugar: 'a', subtotal: 600_000 }, PROMO_MSG.notValidToday],
    [{ hoy: '2026-07-01', lugar: 'a', subtotal: 600_000 }, PROMO_MSG.notValidToday],
    [{ hoy: '2026-06-30', lugar: 'b', subtotal: 600_000 }, PROMO_MSG.otherBranch],
    [{ hoy: '2026-06-01', lugar: 'a', subtotal: 499_999 }, PROMO_MSG.belowMinimum(500_000)],
    [{ hoy: '2026-06-01', lugar: 'a', subtotal: 500_000 }, null],
  ])('%o → %s', (at, msg) => {
    expect(promoProblem(promo, at)).toBe(msg);
  });
  it('used up when the count reached the maximum', () => {
    expect(promoProblem({ ...promo, usos: 2 }, { hoy: '2026-06-01', lugar: 'a', subtotal: 600_000 })).toBe(
      PROMO_MSG.usedUp,
    );
  });
  it('codes compare case-insensitively', () => {
    expect(promoCodeKey(' verano10 ')).toBe('VERANO10');
  });
});

describe('price rule input (issue #23.3)', () => {
  const ok = { nombre: 'Sábado', dias: [6], porcentaje: 20 };
  it.each([
    [{ nombre: 'x', porcentaje: 10 }, 'whenRequired'],
    [{ ...ok, porcentaje: undefined }, 'amountRequired'],
    [{ ...ok, monto: 100 }, 'amountRequired'],
    [{ ...ok, desde: '2026-12-01' }, 'rangeIncomplete'],
    [{ ...ok, desde: '2026-12-02', hasta: '2026-12-01' }, 'rangeReversed'],
    [{ ...ok, porcentaje: -101 }, 'porcentajeInvalid'],
    [{ ...ok, dias: [7] }, 'diasInvalid'],
  ] as const)('%o is refused (%s)', (body, key) => {
    const r = PriceRuleCreateSchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(PRICE_RULE_MSG[key]);
  });
  it('a weekday rule, a temporada, both, negative amounts are accepted', () => {
    for (const body of [
      ok,
      { nombre: 'Diciembre', desde: '2026-12-01', hasta: '2026-12-31', monto: 1500 },
      { nombre: 'Martes', dias: [2], desde: '2026-01-01', hasta: '2026-03-31', monto: -500.5 },
    ]) {
      expect(PriceRuleCreateSchema.safeParse(body).success).toBe(true);
    }
  });
});
