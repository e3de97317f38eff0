// The contract of an event, shown twice: the web's /pdf/{id} page (apps/web/src/components/event-detail) and
// the PDF of GET /api/event/{id}/contrato.pdf. Its labels live here so both read the same.
import { formatDateTime } from './dates.ts';
import { MSG } from './messages.ts';
import { formatMoney } from './money.ts';
import { partyHours } from './party-hours.ts';
import { ACCEPTED_LINE } from './payments.ts';

export const CONTRACT_LABELS = {
  title: 'Contrato de evento',
  /** before the registration date under the title */
  registrado: 'Registrado el',
  /** an empty value's text when the field has no docs/product.md#5-validation-rules fallback */
  unspecified: 'Sin especificar',
  /** an online booking's field nobody has agreed yet (its menu): the family settles it with the branch */
  toAgree: 'Por definir con la sucursal',
  /** the seller of a party the family booked and paid online */
  onlineBooking: 'Reserva en línea',
  terms: {
    title: (version: number) => `Términos del contrato (versión ${version})`,
  },
  data: {
    title: 'Datos del evento',
    evento: 'Evento',
    cliente: 'Cliente',
    paquete: 'Paquete',
    turno: 'Turno',
    personas: 'Personas',
    fecha: 'Fecha',
    entrada: 'Hora de entrada',
    salida: 'Hora de salida',
    lugar: 'Lugar',
    salon: 'Salón',
    direccion: 'Dirección',
    vendedor: 'Vendedor',
    total: 'Total',
  },
  payments: {
    title: 'Pagos y adicionales',
    pagos: 'Pagos',
    noPagos: 'Sin pagos registrados',
    pagosHead: ['Cantidad', 'Fecha de pago', 'Forma de pago', 'Recibió'],
    adicionales: 'Adicionales',
    noAdicionales: 'Sin adicionales',
    adicionalesHead: ['Adicional', 'Piezas', 'Precio', 'Total'],
    precioPaquete: 'Precio del paquete',
    subtotal: 'Subtotal (paquete y adicionales)',
    descuento: 'Descuento',
    total: 'Total',
    abonado: 'Abonado',
    adeudo: 'Adeudo',
  },
  menu: {
    title: 'Menú y observaciones',
    guisados: 'Guisados',
    noGuisados: 'Sin guisados',
    infantil: 'Menú infantil',
    comentarios: 'Comentarios',
    noComentarios: 'Sin comentarios',
  },
  firma: 'Firma del cliente',
} as const;

/** The menu's yes/no complements: the event field and its label. */
export const CONTRACT_COMPLEMENTS = [
  ['pastel', 'Pastel'],
  ['piñata', 'Piñata'],
  ['refrescos', 'Refrescos'],
  ['agua', 'Agua'],
  ['dulceros', 'Dulceros'],
  ['show', 'Show'],
] as const;

/** docs/product.md#4-states-and-transitions: a debt of zero shows 'Liquidado', otherwise the amount owed. */
export const debtLabel = (adeudo: number) => (adeudo === 0 ? MSG.paidInFull : formatMoney(adeudo));

export const fullName = (person: { name: string; lastname: string } | null | undefined) =>
  person ? `${person.name} ${person.lastname}`.trim() : '';

/**
 * What the contract (/pdf/{id} and its PDF) prints in the fields a booking may leave open. The hours: the
 * event's, else its turno's usual ones (party-hours.ts). A party booked online (`enLinea`: no seller, terms
 * accepted online) names no seller but 'Reserva en línea', and its empty menu reads 'Por definir con la
 * sucursal' instead of 'Sin especificar'.
 */
export function contractOpenFields(
  event: {
    turno: string;
    entrada: string;
    salida: string;
    creador: { name: string; lastname: string } | null;
  },
  opts: { enLinea: boolean },
) {
  const hours = partyHours(event);
  const open = opts.enLinea ? CONTRACT_LABELS.toAgree : CONTRACT_LABELS.unspecified;
  return {
    entrada: hours?.entrada ?? '',
    salida: hours?.salida ?? '',
    vendedor: fullName(event.creador) || (opts.enLinea ? CONTRACT_LABELS.onlineBooking : ''),
    /** the text of an empty field: hours, menú infantil, complementos */
    open,
    /** the text of no guisados */
    noGuisados: opts.enLinea ? CONTRACT_LABELS.toAgree : CONTRACT_LABELS.menu.noGuisados,
  };
}

/** Whether a contract is a party the family booked online: nobody at a branch sold it, and she accepted the terms. */
export const isOnlineBooking = (event: { creador: unknown }, accepted: unknown) =>
  event.creador === null && Boolean(accepted);

/** 'Aceptado electrónicamente por Ana López el 27 de noviembre de 2026 14:05 (versión 1)', Mexico City time. */
export function acceptedTermsLine(a: { nombre: string; aceptadoEl: Date | string; version: number }) {
  return ACCEPTED_LINE(
    a.nombre,
    formatDateTime(a.aceptadoEl, 'dateLong'),
    formatDateTime(a.aceptadoEl, 'time24'),
    a.version,
  );
}
