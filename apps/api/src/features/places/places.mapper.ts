import type { PlaceCreateRequest, PlaceDto, PlaceRefDto, PlaceUpdateRequest } from '@salones/shared/places';
import type { places } from '../../db/schema/index.ts';

type PlaceRow = typeof places.$inferSelect;
type PlaceInsert = typeof places.$inferInsert;

export function toPlaceDto(row: PlaceRow): PlaceDto {
  return {
    uid: row.id,
    _id: row.id,
    sucursal: row.sucursal,
    lugarname: row.lugarname,
    direccion: row.direccion,
    horario: row.horario,
    phone: row.phone,
    email: row.email,
    mapaURL: row.mapaUrl,
    whatsApp: row.whatsApp,
    diasAnticipacion: row.diasAnticipacion,
  };
}

export function toPlaceRefDto(row: Pick<PlaceRow, 'id' | 'sucursal' | 'lugarname'>): PlaceRefDto {
  return { uid: row.id, _id: row.id, sucursal: row.sucursal, lugarname: row.lugarname };
}

/** Request (contract names) → columns; fields left out of an update stay undefined and untouched. */
export function toPlaceColumns(body: PlaceCreateRequest): PlaceInsert;
export function toPlaceColumns(body: PlaceUpdateRequest): Partial<PlaceInsert>;
export function toPlaceColumns(body: PlaceCreateRequest | PlaceUpdateRequest): Partial<PlaceInsert> {
  return {
    sucursal: body.sucursal,
    lugarname: body.lugarname,
    direccion: body.direccion,
    horario: body.horario,
    phone: body.phone,
    email: body.email,
    mapaUrl: body.mapaURL,
    whatsApp: body.whatsApp,
    diasAnticipacion: body.diasAnticipacion,
  };
}
