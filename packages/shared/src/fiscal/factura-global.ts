// The monthly factura global (docs/product.md, "Which CFDI when and why"): the payments of a month that no
// customer's CFDI covers go, on the first day of the next month, on one CFDI de ingreso PUE to 'PUBLICO EN GENERAL'
// with periodicidad mensual, one concept per payment. Its forma de pago is the one the most money was paid with
// (SAT's rule for a global invoice: one FormaPago, the one of the greatest amount). Money in centavos.
import { z } from 'zod';
import { addDays, monthRange } from '../dates.ts';
import type { FormaPago } from './forma-pago.ts';

export const GLOBAL_MSG = {
  badMonth: 'El mes debe tener el formato AAAA-MM',
  monthNotEnded: (mes: string) =>
    `El mes ${mes} aún no termina; su factura global se emite a partir del día 1 siguiente`,
  empty: 'No hay pagos sin factura en ese mes',
  notIssued: 'Ese mes aún no tiene factura global',
  alreadyInGlobal: 'Ese pago ya está en la factura global del mes',
  noForma:
    'Ningún pago del mes tiene forma de pago registrada; pide al salón que la corrija para poder emitir la factura global',
} as const;

/** SAT's receptor of a factura global */
export const PUBLICO_EN_GENERAL = {
  razonSocial: 'PUBLICO EN GENERAL',
  rfc: 'XAXX010101000',
  regimenFiscal: '616',
  usoCfdi: 'S01',
} as const;

export const MesSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, GLOBAL_MSG.badMonth);

/** The month a factura global is issued for on `today` (YYYY-MM-DD): the one before it. */
export const previousMonth = (today: string) => addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);

/** The month's first and last day. */
export const datesOfMes = (mes: string) => monthRange(`${mes}-01`);

/** A month has ended when `today` is after its last day. */
export const mesHasEnded = (mes: string, today: string) => today > datesOfMes(mes).to;

/** The forma de pago the greatest amount was paid with (the first of those tied, by code); null when none is known. */
export function globalFormaOf(
  payments: { amountCentavos: number; forma: FormaPago | null }[],
): FormaPago | null {
  const sums = new Map<FormaPago, number>();
  for (const p of payments) if (p.forma) sums.set(p.forma, (sums.get(p.forma) ?? 0) + p.amountCentavos);
  let best: FormaPago | null = null;
  for (const [forma, sum] of [...sums].sort(([a], [b]) => a.localeCompare(b)))
    if (best === null || sum > (sums.get(best) ?? 0)) best = forma;
  return best;
}
