import { toCentavos, toPesos } from '@salones/shared/money';
import type {
  PackageCreateRequest,
  PackageDescriptionDto,
  PackageDetailDto,
  PackageDto,
  PackageUpdateRequest,
} from '@salones/shared/packages';
import type { packageDescriptions, packages, places } from '../../db/schema/index.ts';

type PackageRow = typeof packages.$inferSelect;
type PackageInsert = typeof packages.$inferInsert;
type DescriptionRow = typeof packageDescriptions.$inferSelect;

export function toDescriptionDto(row: Pick<DescriptionRow, 'id' | 'descripcion'>): PackageDescriptionDto {
  return { _id: row.id, uid: row.id, descripcion: row.descripcion };
}

export function toPackageDto(
  row: PackageRow,
  descriptions: Pick<DescriptionRow, 'id' | 'descripcion'>[],
): PackageDto {
  return {
    uid: row.id,
    _id: row.id,
    name: row.name,
    tipo: row.tipo,
    descripcion: row.descripcion,
    color: row.color,
    colorTexto: row.colorTexto,
    basico: toPesos(row.basicoCentavos),
    grande: toPesos(row.grandeCentavos),
    descuento: row.descuentoCentavos === null ? null : toPesos(row.descuentoCentavos),
    duracion: row.duracion,
    lugar: row.placeId,
    descripciones: descriptions.map(toDescriptionDto),
  };
}

/** GET /api/package/lugar/{id}: the package with its place as a short object. */
export function toPackageDetailDto(dto: PackageDto, place: typeof places.$inferSelect): PackageDetailDto {
  return {
    ...dto,
    lugar: { uid: place.id, _id: place.id, sucursal: place.sucursal, lugarname: place.lugarname },
  };
}

const centavos = (pesos: number | undefined) => (pesos === undefined ? undefined : toCentavos(pesos));

/** Request (pesos, contract names) → columns (centavos); fields left out of an update stay undefined. */
export function toPackageColumns(body: PackageCreateRequest, placeId: string): PackageInsert;
export function toPackageColumns(body: PackageUpdateRequest): Partial<PackageInsert>;
export function toPackageColumns(
  body: PackageCreateRequest | PackageUpdateRequest,
  placeId?: string,
): Partial<PackageInsert> {
  return {
    placeId,
    name: body.name,
    tipo: 'tipo' in body ? body.tipo : undefined,
    descripcion: body.descripcion,
    color: body.color,
    colorTexto: body.colorTexto,
    basicoCentavos: centavos(body.basico),
    grandeCentavos: centavos(body.grande),
    // null clears the discount; undefined keeps it
    descuentoCentavos: body.descuento === null ? null : centavos(body.descuento),
    duracion: body.duracion,
  };
}
