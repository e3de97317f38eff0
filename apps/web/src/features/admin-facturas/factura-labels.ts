// How /admin/facturas shows a CFDI's tipo and estado: the words of the list's CSV
// (packages/shared/src/fiscal/cancelacion.ts), an ingreso with its método, each estado in its colour.
import { CFDI_TIPO_LABELS, type CfdiEstado } from '@salones/shared/fiscal/cancelacion';
import type { FacturaListItem } from './api/facturas-list.ts';

/** 'Ingreso PPD', 'Complemento de pago', 'Egreso (nota de crédito)' */
export const tipoLabel = (f: Pick<FacturaListItem, 'tipo' | 'metodoPago'>) =>
  f.tipo === 'I' && f.metodoPago ? `${CFDI_TIPO_LABELS.I} ${f.metodoPago}` : CFDI_TIPO_LABELS[f.tipo];

/** in force: green; waiting for the receiver: yellow; replaced by the product: grey; cancelled: red */
export const ESTADO_COLORS: Record<CfdiEstado, string> = {
  valida: 'green',
  cancelacion_pendiente: 'yellow',
  sustituida: 'gray',
  cancelada: 'red',
};
