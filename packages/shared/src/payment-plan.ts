// docs/architecture.md#the-payment-plan: the anticipo, the balance and the day it is due — one
// rule for the quote, the pay dialogs, /pedidos, the contract (web and PDF), the reminders and the debts
// report. Online payments on their way (an OXXO voucher, a SPEI transfer) count against what may still be
// paid online.
import { addDays, formatDateMx, type IsoDate } from './dates.ts';
import { type Centavos, formatMoney, toPesos } from './money.ts';
import { MIN_ABONO_CENTAVOS } from './pricing.ts';

/**
 * The anticipo of a total: `percent` of it rounded to whole pesos, at least $500 — never more than the total.
 */
export function anticipoCentavos(total: Centavos, percent: number): Centavos {
  const share = Math.round((total * percent) / 100 / 100) * 100;
  return Math.min(total, Math.max(MIN_ABONO_CENTAVOS, share));
}

/**
 * The day the balance is due: `dueDays` (BALANCE_DUE_DAYS) before the party — unless that day is not after the
 * day of booking (a party booked `dueDays` days ahead or fewer). Then the balance is due with the anticipo, on
 * the day of booking (`alReservar`): no due date is ever earlier than the booking, nor today for a booking made
 * today, and the family is told before she pays (PLAN_TEXT.payAllNow).
 */
export function balanceDueOn(p: { fecha: IsoDate; dueDays: number; bookedOn: IsoDate }): {
  saldoVenceEl: IsoDate;
  alReservar: boolean;
} {
  const byRule = addDays(p.fecha, -p.dueDays);
  return byRule > p.bookedOn
    ? { saldoVenceEl: byRule, alReservar: false }
    : { saldoVenceEl: p.bookedOn, alReservar: true };
}

export interface BalancePlan {
  saldoVenceEl: IsoDate;
  /** past its due date (Mexico City's today) while something is still owed; on the due day itself still on time */
  vencido: boolean;
  /** the balance was due with the anticipo: the party was booked BALANCE_DUE_DAYS ahead or fewer */
  alReservar: boolean;
}

/** An event's balance in its plan: when it is due (from the day it was booked, `fechaDeRegistro`), and whether that went by. */
export function balanceDue(
  event: { fecha: IsoDate; fechaDeRegistro: IsoDate; adeudo: number },
  dueDays: number,
  today: IsoDate,
): BalancePlan {
  const due = balanceDueOn({ fecha: event.fecha, dueDays, bookedOn: event.fechaDeRegistro });
  return { ...due, vencido: event.adeudo > 0 && today > due.saldoVenceEl };
}

/** The balance reminder's day: from the due date until the day before the event, while a balance is owed. */
export const balanceReminderDue = (
  event: { fecha: IsoDate; fechaDeRegistro: IsoDate },
  dueDays: number,
  today: IsoDate,
): boolean =>
  today >= balanceDueOn({ fecha: event.fecha, dueDays, bookedOn: event.fechaDeRegistro }).saldoVenceEl &&
  today < event.fecha;

/**
 * What a party booked on `bookedOn` asks for: the anticipo and the balance with its due date. When the balance is
 * due with the anticipo (`alReservar`), the anticipo is the whole total.
 */
export function planOf(
  total: Centavos,
  dates: { fecha: IsoDate; bookedOn: IsoDate },
  s: { percent: number; dueDays: number },
): { anticipo: Centavos; saldo: Centavos; saldoVenceEl: IsoDate; alReservar: boolean } {
  const due = balanceDueOn({ ...dates, dueDays: s.dueDays });
  const anticipo = due.alReservar ? total : anticipoCentavos(total, s.percent);
  return { anticipo, saldo: total - anticipo, ...due };
}

export interface PaymentPlan {
  total: number;
  anticipo: number;
  saldo: number;
  saldoVenceEl: IsoDate;
  alReservar: boolean;
  /** BALANCE_DUE_DAYS, for the sentence that explains `alReservar` */
  diasSaldo: number;
}

/** The plan in pesos, as the family's 'Pagar anticipo' reads it. */
export function paymentPlan(
  total: Centavos,
  dates: { fecha: IsoDate; bookedOn: IsoDate },
  s: { percent: number; dueDays: number },
): PaymentPlan {
  const p = planOf(total, dates, s);
  return {
    total: toPesos(total),
    anticipo: toPesos(p.anticipo),
    saldo: toPesos(p.saldo),
    saldoVenceEl: p.saldoVenceEl,
    alReservar: p.alReservar,
    diasSaldo: s.dueDays,
  };
}

/**
 * What may still be paid online on an event: its debt less the online payments on their way (an OXXO voucher or
 * a SPEI transfer not yet paid), so that nothing is paid twice.
 */
export const payableOnline = (adeudo: Centavos, pendiente: Centavos): Centavos =>
  Math.max(0, adeudo - pendiente);

// ── Texts ──

/** The debts report's mark of a balance whose due date has gone by. */
export const BALANCE_PAST_DUE_LABEL = 'Vencido';

export const PLAN_TEXT = {
  /** before she pays (the quote, 'Pagar anticipo'), when the balance is due with the anticipo */
  payAllNow: (dias: number) =>
    `Como faltan ${dias} días o menos para tu fiesta, el saldo se paga completo ahora`,
  /** the due date that is the day of booking */
  bookingDay: 'día de la reservación',
  /** a request's anticipo as its mails and card show it; amounts already formatted */
  anticipoAndBalance: (anticipo: string, saldo: string, venceEl: string) =>
    `${anticipo}; saldo de ${saldo} a más tardar el ${venceEl}`,
  anticipoIsTotal: (anticipo: string, dias: number) =>
    `${anticipo} (pago completo: faltan ${dias} días o menos para la fiesta)`,
  /** 'Pagar saldo' when online payments on their way already cover the debt */
  pendingCoversDebt:
    'Tus pagos pendientes ya cubren el saldo: paga tu ficha OXXO o tu transferencia antes de la fecha límite',
  /** 'Pagar saldo' asked for more than the debt less the payments on their way; `max` in pesos */
  overPending: (max: number) =>
    `Ya tienes pagos pendientes por este evento: puedes pagar en línea hasta ${formatMoney(max)}`,
} as const;

/** The page after a payment is received (/pagos/{id}). */
export const PAID_PAGE_TEXT = {
  confirmed: 'Tu fecha está confirmada',
} as const;

/** The plan's balance as the family reads it (the contract, web and PDF, and the event's detail); `saldo` in pesos. */
export const balanceDueLine = (saldo: number, saldoVenceEl: IsoDate, alReservar = false) =>
  `Saldo: ${formatMoney(saldo)} a más tardar el ${formatDateMx(saldoVenceEl)}${alReservar ? `, ${PLAN_TEXT.bookingDay}` : ''}`;

/** Beside an owed balance in a list (/pedidos): when it is due, or that its day went by. */
export const balanceDueNote = (
  plan: Pick<BalancePlan, 'saldoVenceEl' | 'vencido'> & { alReservar?: boolean },
) =>
  plan.vencido
    ? `${BALANCE_PAST_DUE_LABEL} el ${formatDateMx(plan.saldoVenceEl)}`
    : `a más tardar el ${formatDateMx(plan.saldoVenceEl)}${plan.alReservar ? `, ${PLAN_TEXT.bookingDay}` : ''}`;
