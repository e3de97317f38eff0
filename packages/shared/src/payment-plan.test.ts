// The payment plan (docs/architecture.md#money-online): the anticipo of a total and the balance's due date —
// invariants checked over many totals and dates (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import {
  anticipoCentavos,
  balanceDue,
  balanceDueLine,
  balanceDueOn,
  balanceReminderDue,
  PLAN_TEXT,
  payableOnline,
  paymentPlan,
  planOf,
} from './payment-plan.ts';
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
      fc.property(
        total,
        percent,
        day,
        day,
        fc.integer({ min: 0, max: 365 }),
        (t, p, fecha, bookedOn, dueDays) => {
          const plan = paymentPlan(t, { fecha, bookedOn }, { percent: p, dueDays });
          expect(Math.round((plan.anticipo + plan.saldo) * 100)).toBe(t);
          expect(plan.saldo).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('when the balance is due (BALANCE_DUE_DAYS before the party, never before the day of booking)', () => {
  it('a party booked more than 15 days ahead: due 15 days before it, the anticipo is 30%', () => {
    expect(balanceDueOn({ fecha: '2026-12-20', dueDays: 15, bookedOn: '2026-12-04' })).toEqual({
      saldoVenceEl: '2026-12-05',
      alReservar: false,
    });
    expect(
      planOf(1_000_000, { fecha: '2026-12-20', bookedOn: '2026-12-04' }, { percent: 30, dueDays: 15 }),
    ).toEqual({ anticipo: 300_000, saldo: 700_000, saldoVenceEl: '2026-12-05', alReservar: false });
  });

  it('booked 15 days ahead or fewer: the balance is due with the anticipo, on the day of booking', () => {
    // 12/12 booked on 27/11 (15 days ahead): the rule's day would be today, 27/11
    expect(balanceDueOn({ fecha: '2026-12-12', dueDays: 15, bookedOn: '2026-11-27' })).toEqual({
      saldoVenceEl: '2026-11-27',
      alReservar: true,
    });
    // 12/12 booked on 02/12: the rule's day, 27/11, went by before the booking
    expect(
      planOf(1_318_500, { fecha: '2026-12-12', bookedOn: '2026-12-02' }, { percent: 30, dueDays: 15 }),
    ).toEqual({ anticipo: 1_318_500, saldo: 0, saldoVenceEl: '2026-12-02', alReservar: true });
  });

  it('is never before the day of booking; it is the rule’s day exactly when that comes after the booking', () => {
    fc.assert(
      fc.property(day, day, fc.integer({ min: 0, max: 365 }), (fecha, bookedOn, dueDays) => {
        fc.pre(bookedOn <= fecha);
        const { saldoVenceEl, alReservar } = balanceDueOn({ fecha, dueDays, bookedOn });
        expect(saldoVenceEl >= bookedOn).toBe(true);
        expect(saldoVenceEl <= fecha).toBe(true);
        expect(alReservar).toBe(addDays(fecha, -dueDays) <= bookedOn);
        expect(saldoVenceEl).toBe(alReservar ? bookedOn : addDays(fecha, -dueDays));
      }),
    );
  });

  it('due with the anticipo: the anticipo is the whole total and nothing is left to owe', () => {
    fc.assert(
      fc.property(
        total,
        percent,
        day,
        day,
        fc.integer({ min: 0, max: 365 }),
        (t, p, fecha, bookedOn, dueDays) => {
          const plan = planOf(t, { fecha, bookedOn }, { percent: p, dueDays });
          if (plan.alReservar) expect(plan).toMatchObject({ anticipo: t, saldo: 0 });
          else expect(plan.anticipo).toBe(anticipoCentavos(t, p));
        },
      ),
    );
  });

  it('says so before she pays, and on the contract', () => {
    expect(PLAN_TEXT.payAllNow(15)).toBe(
      'Como faltan 15 días o menos para tu fiesta, el saldo se paga completo ahora',
    );
    expect(balanceDueLine(7000, '2026-11-27', true)).toBe(
      'Saldo: $7,000.00 a más tardar el 27/11/2026, día de la reservación',
    );
    expect(balanceDueLine(7000, '2026-11-27')).toBe('Saldo: $7,000.00 a más tardar el 27/11/2026');
  });
});

describe('an event’s balance in its plan', () => {
  it('is due 15 days before the date; past due only after that day and only while owed', () => {
    const event = { fecha: '2026-12-20', fechaDeRegistro: '2026-10-01', adeudo: 7000 };
    expect(balanceDue(event, 15, '2026-12-05')).toEqual({
      saldoVenceEl: '2026-12-05',
      vencido: false,
      alReservar: false,
    });
    expect(balanceDue(event, 15, '2026-12-06')).toEqual({
      saldoVenceEl: '2026-12-05',
      vencido: true,
      alReservar: false,
    });
    expect(balanceDue({ ...event, adeudo: 0 }, 15, '2026-12-06').vencido).toBe(false);
  });

  it('booked by staff 15 days ahead or fewer: due on the day of booking, not before it', () => {
    const event = { fecha: '2026-12-12', fechaDeRegistro: '2026-11-27', adeudo: 9185 };
    expect(balanceDue(event, 15, '2026-11-27')).toEqual({
      saldoVenceEl: '2026-11-27',
      vencido: false,
      alReservar: true,
    });
    expect(balanceDue(event, 15, '2026-11-28').vencido).toBe(true);
  });

  it('past due exactly when owed and today is after the due date', () => {
    fc.assert(
      fc.property(
        day,
        day,
        day,
        fc.integer({ min: 0, max: 365 }),
        fc.nat(100_000),
        (fecha, fechaDeRegistro, today, days, adeudo) => {
          const { saldoVenceEl, vencido } = balanceDue({ fecha, fechaDeRegistro, adeudo }, days, today);
          expect(vencido).toBe(adeudo > 0 && today > saldoVenceEl);
        },
      ),
    );
  });

  it('the due-date reminder is due from the due date until the day before the event', () => {
    const event = { fecha: '2026-12-20', fechaDeRegistro: '2026-10-01' };
    expect(balanceReminderDue(event, 15, '2026-12-04')).toBe(false);
    expect(balanceReminderDue(event, 15, '2026-12-05')).toBe(true);
    expect(balanceReminderDue(event, 15, '2026-12-19')).toBe(true);
    expect(balanceReminderDue(event, 15, '2026-12-20')).toBe(false);
    // booked on 10/12: due that day, not on 05/12
    expect(balanceReminderDue({ ...event, fechaDeRegistro: '2026-12-10' }, 15, '2026-12-09')).toBe(false);
    expect(balanceReminderDue({ ...event, fechaDeRegistro: '2026-12-10' }, 15, '2026-12-10')).toBe(true);
  });
});

describe('what may still be paid online (the debt less the payments on their way)', () => {
  it('takes a pending OXXO voucher off the debt, never below zero', () => {
    expect(payableOnline(918_500, 200_000)).toBe(718_500);
    expect(payableOnline(200_000, 200_000)).toBe(0);
    expect(payableOnline(100_000, 200_000)).toBe(0);
  });
});
