// The one place where booking request rows become the API's BookingRequestDto.
import { type BookingRequestDto, effectiveStatus } from '@salones/shared/booking-requests';
import { toPesos } from '@salones/shared/money';
import { quoteToDto } from '@salones/shared/quote';
import type { bookingRequests } from '../db/schema/index.ts';

export type BookingRequestRow = typeof bookingRequests.$inferSelect;

export interface BookingRequestRecord {
  request: BookingRequestRow;
  place: { id: string; sucursal: string; lugarname: string; phone: string };
  packageName: string | null;
  customer: { id: string; name: string; lastname: string; email: string; phone: string };
  salonNombre: string | null;
  /** the salón's name where the family is told it (salon-shown.ts), else null */
  salonMostrado: string | null;
}

export function toBookingRequestDto(
  { request: r, place, packageName, customer, salonNombre, salonMostrado }: BookingRequestRecord,
  now: Date,
): BookingRequestDto {
  return {
    uid: r.id,
    _id: r.id,
    estado: effectiveStatus({ estado: r.estado, venceEl: r.holdUntil }, now),
    fecha: r.fecha,
    turno: r.turno,
    personas: r.personas,
    banda: r.banda,
    precioPaquete: toPesos(r.precioPaqueteCentavos),
    cotizacion: r.cotizacion ? quoteToDto(r.cotizacion) : null,
    comentarios: r.comentarios,
    festejado: r.festejado,
    edad: r.edad,
    lugar: {
      uid: place.id,
      _id: place.id,
      sucursal: place.sucursal,
      lugarname: place.lugarname,
      phone: place.phone,
    },
    paquete: r.packageId ? { uid: r.packageId, _id: r.packageId, name: packageName ?? r.packageName } : null,
    paqueteName: r.packageName,
    salon: salonNombre === null ? null : r.salonId,
    salonNombre,
    salonMostrado,
    user: customer.id,
    userName: customer.name,
    lastname: customer.lastname,
    email: customer.email,
    phone: customer.phone,
    venceEl: r.holdUntil.toISOString(),
    creadoEl: r.createdAt.toISOString(),
    motivo: r.motivo,
    evento: r.eventId,
  };
}
