// The events' Spanish messages (docs/architecture.md#event-request-bodies), without the schemas of events.ts:
// slots.ts and what a public page's island imports (the availability form's answers, decision 015) read them
// here, so they do not pull zod into a bundle.
import { MAX_PERSONAS } from './constants.ts';
import { MSG } from './messages.ts';
import { SLOT_MSG } from './slots.ts';

/** Texts the spec does not give; docs/architecture.md#event-request-bodies gives the first. */
export const EVENT_MSG = {
  personasMax: `El número máximo de personas es ${MAX_PERSONAS}`,
  personasInvalid: 'El número de personas no es válido',
  slotTaken: SLOT_MSG.taken,
  turnoInvalid: 'El turno no es válido',
  dateInvalid: 'La fecha no es válida',
  idInvalid: 'Identificador no válido',
  discountInvalid: 'El descuento no es válido',
  textTooLong: 'El texto es demasiado largo',
  extraNameRequired: 'Ingrese el nombre del adicional',
  extraPriceRequired: 'Ingrese el precio del adicional',
  piecesInvalid: 'El número de piezas debe ser un entero mayor o igual a 1',
  extraRequired: 'Ingrese el adicional',
  paymentOverDebt: 'El abono es mayor que el adeudo del evento',
  totalBelowPaid: 'El total no puede ser menor a lo ya abonado',
  amountTooLarge: 'El importe del evento es demasiado grande',
  forbiddenEvent: 'No tienes permiso para ver este evento',
  forbiddenEvents: 'No tienes permiso para ver estos eventos',
  eventNotFound: 'No se encontró el evento',
  created: MSG.eventCreated,
  updated: 'Evento actualizado',
  deleted: 'Evento eliminado',
  paymentAdded: 'Abono agregado',
  extraAdded: 'Adicional agregado',
  extraUpdated: 'Adicional actualizado',
  extraDeleted: 'Adicional eliminado',
  dateChanged: 'Fecha actualizada',
} as const;
