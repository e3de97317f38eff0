// docs/product.md#4-states-and-transitions: the wizard's live totals come from the one shared pricing rule,
// in centavos.

import { toCentavos } from '@salones/shared/money';
import type { PackageDto } from '@salones/shared/packages';
import { computeEventMoney, type EventMoney, packagePriceFor } from '@salones/shared/pricing';
import type { ProductOption } from '../product-option.ts';
import { type ExtraRow, numberOrNull, type WizardValues } from './wizard-values.ts';

export interface PricedExtra {
  nombre: string;
  piezas: number;
  /** pesos */
  precio: number | null;
  idProducto: string | null;
}

/** The rows someone actually filled in; a chosen product sets the name and the (read-only) price. */
export function pricedExtras(rows: readonly ExtraRow[], products: readonly ProductOption[]): PricedExtra[] {
  return rows
    .map((row) => {
      const product = row.idProducto ? products.find((p) => p.uid === row.idProducto) : undefined;
      return {
        nombre: row.nombre.trim() || product?.name || '',
        piezas: numberOrNull(row.piezas) ?? 1,
        precio: product ? product.precio : numberOrNull(row.precio),
        idProducto: product?.uid ?? null,
      };
    })
    .filter((e) => e.idProducto || e.nombre || e.precio !== null);
}

export const packageCentavos = (pkg: Pick<PackageDto, 'basico' | 'grande'>) => ({
  basico: toCentavos(pkg.basico),
  grande: toCentavos(pkg.grande),
});

export function wizardMoney(
  values: WizardValues,
  pkg: PackageDto | undefined,
  products: readonly ProductOption[],
): EventMoney {
  const personas = numberOrNull(values.personas);
  const precioPaquete = pkg && personas ? (packagePriceFor(packageCentavos(pkg), personas) ?? 0) : 0;
  const abono = numberOrNull(values.abono);
  return computeEventMoney({
    precioPaquete,
    descuento: toCentavos(numberOrNull(values.descuento) ?? 0),
    extras: pricedExtras(values.adicionales, products).map((e) => ({
      precio: toCentavos(e.precio ?? 0),
      piezas: e.piezas,
    })),
    abonos: abono ? [{ abono: toCentavos(abono) }] : [],
  });
}
