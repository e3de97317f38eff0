// Cancelling a CFDI (docs/product.md, "Which CFDI when and why"): SAT's motivos (c_MotivoCancelacion of Anexo 20) —
// 01 needs the CFDI that substitutes the one cancelled, and only 01 names one — and the CFDI's states. A CFDI is
// 'valida' (Facturapi's 'valid'; staff read SAT's word, 'Vigente') until it is cancelled; a cancellation the
// receiver must accept first waits in 'cancelacion_pendiente' (the CFDI is still in force meanwhile) and ends
// 'cancelada', or 'valida' again when the receiver refuses or lets it expire — Facturapi tells which through its
// webhook. 'sustituida' is a CFDI the product itself replaced (motivo 01) when the event's total changed: cancelled,
// with its substitute recorded.
import { z } from 'zod';
import { idField } from '../schema-helpers.ts';

export const MOTIVOS_CANCELACION = {
  '01': 'Comprobante emitido con errores con relación',
  '02': 'Comprobante emitido con errores sin relación',
  '03': 'No se llevó a cabo la operación',
  '04': 'Operación nominativa relacionada en una factura global',
} as const;
export type MotivoCancelacion = keyof typeof MOTIVOS_CANCELACION;
const MOTIVOS = Object.keys(MOTIVOS_CANCELACION) as [MotivoCancelacion, ...MotivoCancelacion[]];

export const CFDI_ESTADOS = ['valida', 'cancelacion_pendiente', 'sustituida', 'cancelada'] as const;
export type CfdiEstado = (typeof CFDI_ESTADOS)[number];

export const CANCEL_MSG = {
  badMotivo: 'El motivo de cancelación debe ser 01, 02, 03 o 04',
  sustitutaRequired: 'Con el motivo 01 indica la factura que sustituye a la cancelada (sustituta)',
  sustitutaOnly01: 'Solo el motivo 01 lleva una factura sustituta',
  sustitutaInvalid: 'La factura sustituta debe ser otra factura vigente emitida por el negocio',
  notCancellable: 'Esta factura ya fue cancelada o su cancelación está en proceso',
  pending: 'La cancelación de la factura de este evento espera la respuesta del receptor; intenta más tarde',
  badSignature: 'La firma del aviso de Facturapi no es válida',
  cancelled: 'Cancelada',
  pendingDone: 'Cancelación solicitada; espera la aceptación del receptor',
} as const;

/** POST /api/facturas/{id}/cancelar */
export const CancelarSchema = z
  .object({
    motivo: z.enum(MOTIVOS, { error: CANCEL_MSG.badMotivo }),
    sustituta: idField().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.motivo === '01' && !v.sustituta)
      ctx.addIssue({ code: 'custom', path: ['sustituta'], message: CANCEL_MSG.sustitutaRequired });
    if (v.motivo !== '01' && v.sustituta)
      ctx.addIssue({ code: 'custom', path: ['sustituta'], message: CANCEL_MSG.sustitutaOnly01 });
  });
export type CancelarBody = z.infer<typeof CancelarSchema>;

/**
 * The state Facturapi's invoice says: canceled → cancelada; valid with a cancellation pending (or being verified)
 * → cancelacion_pendiente; valid otherwise (none, rejected, expired) → valida.
 */
export function estadoOfPac(invoice: { status: string; cancellationStatus: string | null }): CfdiEstado {
  if (invoice.status === 'canceled') return 'cancelada';
  if (invoice.cancellationStatus === 'pending' || invoice.cancellationStatus === 'verifying')
    return 'cancelacion_pendiente';
  return 'valida';
}

/** How staff read a CFDI's state and type (the list, its CSV). */
export const CFDI_ESTADO_LABELS: Record<CfdiEstado, string> = {
  valida: 'Vigente',
  cancelacion_pendiente: 'Cancelación pendiente',
  sustituida: 'Sustituida',
  cancelada: 'Cancelada',
};
export const CFDI_TIPO_LABELS = {
  I: 'Ingreso',
  P: 'Complemento de pago',
  E: 'Egreso (nota de crédito)',
} as const;
