// spec §4 and DESIGN §3.6/§3.14: the one place where event money is computed. All in centavos.
import { ATTENDANCE_BANDS, type AttendanceBand } from './constants.ts';
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

export const extraTotal = (extra: { precio: Centavos; piezas: number }): Centavos => extra.precio * extra.piezas;

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
  return { precioPaquete: input.precioPaquete, extrasTotal, precio, descuento: input.descuento, precioTotal, abonado, adeudo: precioTotal - abonado };
}
