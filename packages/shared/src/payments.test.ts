// The anticipo of a total and the balance's due date — invariants checked over many totals (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import {
  anticipoCentavos,
  balanceDue,
  balanceReminderDue,
  paymentPlan,
  paymentStatusText,
} from './payments.ts';
import { MIN_ABONO_CENTAVOS } from './pricing.ts';

const total = fc.integer({ min: 0, max: 100_000_000 }); // up to $1,000,000.00, in centavos
const percent = fc.integer({ min: 1, max: 100 }); // ANTICIPO_PERCENT's allowed range
const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('anticipoCentavos (ANTICIPO_PERCENT of the total, at least $500, never above the total)', () => {
  it.each([
    [1_000_000, 30, 300_000], // $10,000 → $3,000
    [1_250_050, 30, 375_000], // $12,500.50 → 3,750.15 rounded to $3,750
    [100_000, 30, 50_000], // $1,000 → 30% is $300: the minimum $500
    [30_000, 30, 30_000], // $300: less than the minimum, so the whole total
    [0, 30, 0],
    [150_050, 100, 150_050], // 100% of $1,500.50: the total, not $1,501
  ])('%d centavos at %d%% → %d', (t, p, expected) => {
    expect(anticipoCentavos(t, p)).toBe(expected);
  });

  it('is whole pesos, unless it is the whole total', () => {
    fc.assert(
      fc.property(total, percent, (t, p) => {
        const a = anticipoCentavos(t, p);
        expect(a % 100 === 0 || a === t).toBe(true);
      }),
    );
  });

  it('is never above the total and never negative', () => {
    fc.assert(
      fc.property(total, percent, (t, p) => {
        const a = anticipoCentavos(t, p);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(t);
      }),
    );
  });

  it('is at least $500 where the total allows, else the whole total', () => {
    fc.assert(
      fc.property(total, percent, (t, p) => {
        expect(anticipoCentavos(t, p)).toBeGreaterThanOrEqual(Math.min(t, MIN_ABONO_CENTAVOS));
      }),
    );
  });

  it('is the percent of the total to the nearest peso once that share passes the minimum', () => {
    fc.assert(
      fc.property(total, percent, (t, p) => {
        const exact = (t * p) / 100;
        fc.pre(exact >= MIN_ABONO_CENTAVOS && p < 100);
        expect(Math.abs(anticipoCentavos(t, p) - exact)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('grows with the total and with the percent (a bigger party never asks a smaller anticipo)', () => {
    fc.assert(
      fc.property(total, total, percent, percent, (t1, t2, p1, p2) => {
        const [lo, hi] = t1 <= t2 ? [t1, t2] : [t2, t1];
        expect(anticipoCentavos(lo, p1)).toBeLessThanOrEqual(anticipoCentavos(hi, p1));
        const [pl, ph] = p1 <= p2 ? [p1, p2] : [p2, p1];
        expect(anticipoCentavos(t1, pl)).toBeLessThanOrEqual(anticipoCentavos(t1, ph));
      }),
    );
  });

  it('the plan adds up: anticipo + saldo = total, in pesos', () => {
    fc.assert(
      fc.property(total, percent, day, fc.integer({ min: 0, max: 365 }), (t, p, fecha, dueDays) => {
        const plan = paymentPlan(t, fecha, { percent: p, dueDays });
        expect(Math.round((plan.anticipo + plan.saldo) * 100)).toBe(t);
        expect(plan.saldo).toBeGreaterThanOrEqual(0);
        expect(plan.saldoVenceEl).toBe(addDays(fecha, -dueDays));
      }),
    );
  });
});

describe('the balance plan (BALANCE_DUE_DAYS before the event)', () => {
  it('is due BALANCE_DUE_DAYS before the date; past due only after that day and only while owed', () => {
    const event = { fecha: '2026-12-20', adeudo: 7000 };
    expect(balanceDue(event, 15, '2026-12-05')).toEqual({ saldoVenceEl: '2026-12-05', vencido: false });
    expect(balanceDue(event, 15, '2026-12-06')).toEqual({ saldoVenceEl: '2026-12-05', vencido: true });
    expect(balanceDue({ ...event, adeudo: 0 }, 15, '2026-12-06').vencido).toBe(false);
  });

  it('past due exactly when owed and today is after the due date', () => {
    fc.assert(
      fc.property(
        day,
        day,
        fc.integer({ min: 0, max: 365 }),
        fc.nat(100_000),
        (fecha, today, days, adeudo) => {
          const { saldoVenceEl, vencido } = balanceDue({ fecha, adeudo }, days, today);
          expect(vencido).toBe(adeudo > 0 && today > saldoVenceEl);
        },
      ),
    );
  });

  it('the due-date reminder is due from the due date until the day before the event', () => {
    expect(balanceReminderDue('2026-12-20', 15, '2026-12-04')).toBe(false);
    expect(balanceReminderDue('2026-12-20', 15, '2026-12-05')).toBe(true);
    expect(balanceReminderDue('2026-12-20', 15, '2026-12-19')).toBe(true);
    expect(balanceReminderDue('2026-12-20', 15, '2026-12-20')).toBe(false);
  });
});

describe("a pending voucher's text", () => {
  it("says 'paga antes del 30 de noviembre', not 'antes de 30 de noviembre'", () => {
    // 23:59 in Mexico City (UTC−6)
    const text = paymentStatusText({ estado: 'pendiente', pagarAntesDe: '2026-12-01T05:59:00Z' });
    expect(text).toMatch(/^Ficha OXXO pendiente: paga antes del 30 de noviembre de 2026 /);
  });
});
