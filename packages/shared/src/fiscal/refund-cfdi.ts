// Which CFDI a refund of a payment needs — the one place that decides it (docs/product.md, "Which CFDI when and
// why"). The rule, from SAT's Guía de llenado del CFDI (Anexo 20) and of the complemento para recepción de pagos:
// - the payment was covered by a CFDI de ingreso PUE (the family's, or the month's factura global): that CFDI said
//   the money was received, and it was; giving part or all of it back is a devolución, so a CFDI de egreso (nota
//   de crédito, TipoRelacion 01 to that ingreso) for the amount refunded, PUE, with the refund's forma de pago — the
//   payment's own, as the money goes back the way it came. For a payment on the factura global, the egreso is to
//   'PUBLICO EN GENERAL' and relates the global. Cancelling the ingreso instead would undo the payments it covers
//   that were not refunded.
// - the payment was covered by a complemento de pago of a PPD: the party's price did not change (a refund is not a
//   discount: the family owes the money again), so a nota de crédito, which lowers the PPD's balance, would say
//   something false. What was wrong is the complement: it says a payment that did not stand. It is cancelled with
//   motivo 02 (errores sin relación) — it and every later complement of that CFDI, whose previous and remaining
//   balances counted the money — and the payments still standing get new complements with the right parcialidad
//   and balances (the 'factura-sync' job).
// - the payment was on no CFDI yet: nothing to do; the CFDI that covers it later sees the amount left.
// - a PUE paid again after a refund is replaced by a PPD, and its notas de crédito cancelled (02) before it; an egreso
//   whose CFDI was cancelled before it could be issued is not issued (apps/api/src/features/invoicing/sync-facturas.ts).
import { usosFor } from './sat-catalogs.ts';

export type RefundCfdi = 'egreso' | 'rehacer_complementos' | 'ninguno';

export function refundCfdiOf(
  coveredBy: { tipo: 'I' | 'P' | 'E'; metodoPago: 'PUE' | 'PPD' | null } | null,
): RefundCfdi {
  if (!coveredBy) return 'ninguno';
  if (coveredBy.tipo === 'I' && coveredBy.metodoPago === 'PUE') return 'egreso';
  if (coveredBy.tipo === 'P') return 'rehacer_complementos';
  return 'ninguno';
}

/**
 * The uso de CFDI of a family's egreso: G02 (devoluciones, descuentos o bonificaciones) when SAT allows it for the
 * family's régimen, else the use of the CFDI it credits (a régimen without G02, e.g. sueldos y salarios, has no
 * better one). To 'PUBLICO EN GENERAL' it is always S01.
 */
export const egresoUsoOf = (regimen: string, usoDelIngreso: string) =>
  usosFor(regimen).some((u) => u.clave === 'G02') ? 'G02' : usoDelIngreso;
