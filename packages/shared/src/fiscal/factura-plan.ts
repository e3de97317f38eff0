// Which CFDI an event's factura is, and the numbers of each complemento de pago (docs/product.md, "Which CFDI
// when and why"). A party is one service agreed at one price and paid in parts: paid in full by a single payment
// before the family asks → one CFDI de ingreso PUE with that payment's forma de pago; otherwise a CFDI de ingreso
// PPD (forma 99) for the event's total and one complemento de pago per payment. Money in centavos; the server
// computes every amount.
import { monthRange } from '../dates.ts';
import { FORMA_POR_DEFINIR, type FormaPago } from './forma-pago.ts';

export const FACTURA_MSG = {
  invoicingOff: 'La facturación no está disponible por el momento',
  noFiscalData: 'Antes de solicitar tu factura, guarda tus datos de facturación',
  noPayments: 'Para solicitar factura, el evento debe tener al menos un pago',
  tooLate: (ultimoDia: string) =>
    `El plazo para solicitar la factura de este evento terminó el ${ultimoDia} (último día del mes de su primer pago)`,
  paymentWithoutForma:
    'Un pago de este evento no tiene forma de pago registrada; pide al salón que la corrija para poder facturar',
  cancelled: 'La factura de este evento fue cancelada sin sustitución; comunícate con el salón',
  pacRefused: (reason: string) => `El SAT o el PAC rechazó la factura: ${reason}`,
  pacUnavailable:
    'No pudimos emitir tu factura en este momento. Intenta de nuevo en unos minutos; no se emitió nada.',
  notFound: 'No se encontró la factura',
} as const;

/** Prices include IVA at this rate (tax_included). */
export const IVA_RATE = 0.16;

export interface PaymentForFactura {
  id: string;
  amountCentavos: number;
  fechaDePago: string;
  forma: FormaPago | null;
}

export type IngresoPlan =
  | { metodoPago: 'PUE'; formaPago: FormaPago }
  | { metodoPago: 'PPD'; formaPago: typeof FORMA_POR_DEFINIR };

/** PUE only when a single payment paid the whole total before the ask. */
export function ingresoPlanOf(totalCentavos: number, payments: PaymentForFactura[]): IngresoPlan {
  const [only] = payments;
  if (payments.length === 1 && only.amountCentavos === totalCentavos && only.forma)
    return { metodoPago: 'PUE', formaPago: only.forma };
  return { metodoPago: 'PPD', formaPago: FORMA_POR_DEFINIR };
}

/**
 * The last day the family may ask: the end of the month of the event's first payment — after it, that month's
 * payments went into the factura global, and each peso is invoiced once.
 */
export function lastDayToAsk(payments: { fechaDePago: string }[]): string | null {
  const first = payments.map((p) => p.fechaDePago).sort()[0];
  return first ? monthRange(first).to : null;
}

export interface ComplementNumbers {
  /** NumParcialidad: 1 for the first payment */
  parcialidad: number;
  /** ImpSaldoAnt */
  saldoAnteriorCentavos: number;
  /** ImpPagado */
  pagadoCentavos: number;
  /** ImpSaldoInsoluto */
  saldoInsolutoCentavos: number;
}

/** Each payment's complement against a CFDI of `totalCentavos`, in the order the payments were made. */
export function complementNumbersOf(totalCentavos: number, payments: { amountCentavos: number }[]) {
  let saldo = totalCentavos;
  return payments.map((p, i): ComplementNumbers => {
    const numbers = {
      parcialidad: i + 1,
      saldoAnteriorCentavos: saldo,
      pagadoCentavos: p.amountCentavos,
      saldoInsolutoCentavos: saldo - p.amountCentavos,
    };
    saldo -= p.amountCentavos;
    return numbers;
  });
}

/** The IVA part of an amount that includes it: base = amount / 1.16, rounded to the centavo. */
export function ivaBaseOf(centavos: number): number {
  return Math.round(centavos / (1 + IVA_RATE));
}
