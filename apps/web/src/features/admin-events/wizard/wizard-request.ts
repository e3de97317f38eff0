import { toSlashDate } from '@salones/shared/dates';
import type { EventCreateRequest, StaffQuoteRequest } from '@salones/shared/events';
import { MENU_FIELDS } from '@salones/shared/events';
import type { ProductOption } from '../product-option.ts';
import { pricedExtras } from './wizard-money.ts';
import { numberOrNull, type WizardValues } from './wizard-values.ts';

/**
 * The POST /api/event body (docs/architecture.md#event-request-bodies). Prices are sent for information only:
 * the server derives the package price, the extras' totals and the event total itself.
 */
export function toCreateRequest(
  values: WizardValues,
  ctx: {
    customerId: string;
    staffId: string | undefined;
    products: readonly ProductOption[];
    /** The booking request this event converts */
    solicitud?: string;
  },
): EventCreateRequest {
  const abono = numberOrNull(values.abono);
  const menu = Object.fromEntries(MENU_FIELDS.map((f) => [f, values[f].trim()]));
  return {
    ...menu,
    user: ctx.customerId,
    solicitud: ctx.solicitud,
    lugar: values.lugar ?? '',
    ...(values.salon ? { salon: values.salon } : {}),
    paquete: values.paquete ?? '',
    name: values.name.trim(),
    fecha: values.fecha ? toSlashDate(values.fecha) : '',
    turno: values.turno ?? '',
    personas: numberOrNull(values.personas) ?? undefined,
    entrada: values.entrada,
    salida: values.salida,
    descuento: numberOrNull(values.descuento) ?? 0,
    comentarios: values.comentarios.trim(),
    // No amount typed → no payment sent, so the server reports its rules in the spec's order.
    abonos: abono
      ? [{ abono, metodo: values.metodo, fechadePago: values.fechadePago ?? undefined, recibio: ctx.staffId }]
      : [],
    adicionales: extrasOf(values, ctx.products),
    codigo: values.codigo || undefined,
  };
}

const extrasOf = (values: WizardValues, products: readonly ProductOption[]) =>
  pricedExtras(values.adicionales, products).map((e) => ({
    nombre: e.nombre,
    piezas: e.piezas,
    precio: e.idProducto ? undefined : (e.precio ?? undefined),
    idProducto: e.idProducto ?? undefined,
  }));

/**
 * The fields of the booking the server prices (POST /api/event/cotizacion, the same pricing as
 * POST /api/event); null until branch, date, turno, package and head count are chosen.
 */
export function toStaffQuoteRequest(
  values: WizardValues,
  ctx: { products: readonly ProductOption[]; solicitud?: string },
): StaffQuoteRequest | null {
  const personas = numberOrNull(values.personas);
  if (!values.lugar || !values.paquete || !values.fecha || !values.turno || !personas) return null;
  return {
    lugar: values.lugar,
    paquete: values.paquete,
    fecha: values.fecha,
    turno: values.turno,
    personas,
    descuento: numberOrNull(values.descuento) ?? 0,
    adicionales: extrasOf(values, ctx.products),
    solicitud: ctx.solicitud,
    codigo: values.codigo || undefined,
  };
}
