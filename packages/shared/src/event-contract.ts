// The contract of an event, shown twice: the web's /pdf/{id} page (apps/web/src/components/event-detail) and
// the PDF of GET /api/event/{id}/contrato.pdf. Its labels live here so both read the same.
import { MSG } from './messages.ts';
import { formatMoney } from './money.ts';

export const CONTRACT_LABELS = {
  title: 'Contrato de evento',
  /** before the registration date under the title */
  registrado: 'Registrado el',
  /** an empty value's text when the field has no docs/product.md#5-validation-rules fallback */
  unspecified: 'Sin especificar',
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
