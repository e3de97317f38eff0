import { toCentavos, toPesos } from '@salones/shared/money';
import type { ProductCreateRequest, ProductDto, ProductUpdateRequest } from '@salones/shared/products';
import type { products } from '../../db/schema/index.ts';

type ProductRow = typeof products.$inferSelect;
type ProductInsert = typeof products.$inferInsert;

export function toProductDto(row: ProductRow): ProductDto {
  return {
    uid: row.id,
    _id: row.id,
    name: row.name,
    precio: toPesos(row.precioCentavos),
    descripcion: row.descripcion,
    tipo: row.tipo,
  };
}

/** Request (pesos) → columns (centavos); fields left out of an update stay undefined and untouched. */
export function toProductColumns(body: ProductCreateRequest): ProductInsert;
export function toProductColumns(body: ProductUpdateRequest): Partial<ProductInsert>;
export function toProductColumns(body: ProductCreateRequest | ProductUpdateRequest): Partial<ProductInsert> {
  const columns: Partial<ProductInsert> = {
    name: body.name,
    precioCentavos: body.precio === undefined ? undefined : toCentavos(body.precio),
    descripcion: body.descripcion,
    tipo: 'tipo' in body ? body.tipo : undefined,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}
