// docs/product.md#4-states-and-transitions and docs/architecture.md#money-in-centavos,
// docs/architecture.md#event-request-bodies: the one place where event money is computed. All in centavos.
import { ATTENDANCE_BANDS, type AttendanceBand, MIN_ABONO_PESOS } from './constants.ts';
import type { Centavos } from './money.ts';

/** Band for a number of people: ≤ 100 basico, 101–150 grande, otherwise null (refused). */
export function bandFor(personas: number): AttendanceBand | null {
  if (!Number.isInteger(personas) || personas < 1) return null;
  if (personas <= ATTENDANCE_BANDS.basico.max) return 'basico';
  if (personas <= ATTENDANCE_BANDS.grande.max) return 'grande';
  return null;
}

export function packagePriceFor(
  pkg: { basico: Centavos; grande: Centavos },
  personas: number,
): Centavos | null {
  const band = bandFor(personas);
  return band ? pkg[band] : null;
}

export const extraTotal = (extra: { precio: Centavos; piezas: number }): Centavos =>
  extra.precio * extra.piezas;

export interface EventMoneyInput {
  precioPaquete: Centavos;
  descuento: Centavos;
  extras: readonly { precio: Centavos; piezas: number }[];
  abonos: readonly { abono: Centavos }[];
}
export interface EventMoney {
  precioPaquete: Centavos;
  extrasTotal: Centavos;
  /** subtotal: package + extras */
  precio: Centavos;
  descuento: Centavos;
  /** package + extras − discount, never below zero */
  precioTotal: Centavos;
  abonado: Centavos;
  /** precioTotal − abonado */
  adeudo: Centavos;
}

export function computeEventMoney(input: EventMoneyInput): EventMoney {
  const extrasTotal = input.extras.reduce((sum, e) => sum + extraTotal(e), 0);
  const precio = input.precioPaquete + extrasTotal;
  const precioTotal = Math.max(0, precio - input.descuento);
  const abonado = input.abonos.reduce((sum, a) => sum + a.abono, 0);
  return {
    precioPaquete: input.precioPaquete,
    extrasTotal,
    precio,
    descuento: input.descuento,
    precioTotal,
    abonado,
    adeudo: precioTotal - abonado,
  };
}

/** Amounts are stored as 32-bit integers of centavos; an event's subtotal stays well below that. */
export const MAX_EVENT_CENTAVOS: Centavos = 2_000_000_000;
export const isStorableMoney = (m: Pick<EventMoney, 'precio' | 'descuento' | 'abonado'>) =>
  m.precio <= MAX_EVENT_CENTAVOS && m.descuento <= MAX_EVENT_CENTAVOS && m.abonado <= MAX_EVENT_CENTAVOS;

export const sumCentavos = (amounts: readonly Centavos[]): Centavos => amounts.reduce((sum, a) => sum + a, 0);

export const MIN_ABONO_CENTAVOS: Centavos = MIN_ABONO_PESOS * 100;

/**
 * docs/product.md#5-validation-rules event creation, steps 3 and 4: the payments together are ≥ $500 and ≤
 * the total.
 */
export function creationPaymentsProblem(
  abonos: readonly Centavos[],
  precioTotal: Centavos | null,
): 'belowMinimum' | 'overTotal' | null {
  const sum = sumCentavos(abonos);
  if (sum < MIN_ABONO_CENTAVOS) return 'belowMinimum';
  if (precioTotal !== null && sum > precioTotal) return 'overTotal';
  return null;
}

/**
 * docs/product.md#5-validation-rules, docs/product.md#9-business-constants-and-limits single payment: at
 * least $500 and not more than the debt. Exception: when the debt itself is below $500, exactly the remaining
 * debt is accepted — otherwise such an event could never be paid in full.
 */
export function singlePaymentProblem(abono: Centavos, adeudo: Centavos): 'belowMinimum' | 'overDebt' | null {
  if (abono > 0 && abono === adeudo && adeudo < MIN_ABONO_CENTAVOS) return null;
  if (abono < MIN_ABONO_CENTAVOS) return 'belowMinimum';
  if (abono > adeudo) return 'overDebt';
  return null;
}
