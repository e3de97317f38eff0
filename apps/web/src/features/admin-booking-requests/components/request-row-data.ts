import { type BookingRequestDto, formatTimeLeft } from '@salones/shared/booking-requests';
import { ATTENDANCE_BANDS } from '@salones/shared/constants';
import { formatDateMx } from '@salones/shared/dates';
import { formatMoney } from '@salones/shared/money';

/** The columns of /admin/orders, as text, shared by the table and the phone cards. */
export function requestColumns(r: BookingRequestDto, now: Date) {
  return {
    cliente: `${r.userName} ${r.lastname}`.trim(),
    telefono: r.phone,
    sucursal: r.lugar.sucursal,
    fecha: formatDateMx(r.fecha),
    turno: r.turno,
    paquete: r.paqueteName,
    personas: String(r.personas),
    precio: `${formatMoney(r.precioPaquete)} (${ATTENDANCE_BANDS[r.banda].label.split(' ')[0]})`,
    vence: r.estado === 'pendiente' ? formatTimeLeft(r.venceEl, now) : '—',
    // What the customer wrote with the request
    comentarios: r.comentarios.trim() || '—',
  };
}

export const COLUMN_LABELS = {
  cliente: 'Cliente',
  telefono: 'Teléfono',
  sucursal: 'Sucursal',
  fecha: 'Fecha',
  turno: 'Turno',
  paquete: 'Paquete',
  personas: 'Personas',
  precio: 'Precio',
  vence: 'Tiempo restante',
  comentarios: 'Comentarios',
} as const;
