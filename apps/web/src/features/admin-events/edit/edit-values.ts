import { type EventDto, type EventUpdateRequest, MENU_FIELDS, type MenuField } from '@salones/shared/events';
import { toCentavos } from '@salones/shared/money';
import type { PackageDto } from '@salones/shared/packages';
import { bandFor, computeEventMoney, packagePriceFor } from '@salones/shared/pricing';

export type EditValues = Record<MenuField, string> & {
  name: string;
  paquete: string | null;
  personas: number | string;
  entrada: string;
  salida: string;
  descuento: number | string;
  comentarios: string;
};

export function toEditValues(event: EventDto): EditValues {
  const menu = Object.fromEntries(MENU_FIELDS.map((f) => [f, event[f] ?? ''])) as Record<MenuField, string>;
  return {
    ...menu,
    name: event.name,
    paquete: event.paquete?.uid ?? null,
    personas: event.personas,
    entrada: event.entrada,
    salida: event.salida,
    descuento: event.descuento,
    comentarios: event.comentarios,
  };
}

export function toUpdateRequest(v: EditValues): EventUpdateRequest {
  const menu = Object.fromEntries(MENU_FIELDS.map((f) => [f, v[f].trim()]));
  return {
    ...menu,
    name: v.name.trim(),
    paquete: v.paquete,
    personas: v.personas === '' ? null : Number(v.personas),
    entrada: v.entrada,
    salida: v.salida,
    descuento: v.descuento === '' ? 0 : Number(v.descuento),
    comentarios: v.comentarios.trim(),
  };
}

/**
 * Totals as they will be after 'Actualizar' (docs/product.md#4-states-and-transitions), from the shared
 * pricing rule, in centavos. As the API does (update-event.ts), the package is repriced only when the package
 * or the head count's band changes: the price it was sold at (with its day's rules) stays otherwise.
 */
export function editMoney(v: EditValues, event: EventDto, pkg: PackageDto | undefined) {
  const personas = Number(v.personas) || 0;
  const reprice = v.paquete !== (event.paquete?.uid ?? null) || bandFor(personas) !== bandFor(event.personas);
  const fromPackage =
    pkg && reprice
      ? packagePriceFor({ basico: toCentavos(pkg.basico), grande: toCentavos(pkg.grande) }, personas)
      : null;
  return computeEventMoney({
    precioPaquete: fromPackage ?? toCentavos(event.precioPaquete),
    descuento: toCentavos(Number(v.descuento) || 0),
    extras: event.adicionales.map((x) => ({ precio: toCentavos(x.precio), piezas: x.piezas })),
    abonos: event.abonos.map((a) => ({ abono: toCentavos(a.abono) })),
  });
}
