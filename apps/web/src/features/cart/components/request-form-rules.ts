import { BOOKING_MSG, bookingPersonasProblem } from '@salones/shared/booking-requests';
import { isAfterToday } from '@salones/shared/dates';
import { EDAD_RANGE, FESTEJADO_MAX, INVITATION_MSG } from '@salones/shared/invitations';
import type { PickedSlot } from '../../../components/availability-calendar/availability-calendar.tsx';

export interface RequestFormValues {
  /** '¿Quién cumple años?': the party is named after the child */
  festejado: string;
  edad: number | string;
  picked: PickedSlot | null;
  personas: number | string;
  comentarios: string;
}

/**
 * The request form's errors before sending, with the API's own rules and messages
 * (packages/shared/src/booking-requests.ts): the child's name (the API takes requests without it from older
 * clients; this form always asks), an age of 1–17 when given, a turno picked for a date after today, 50–150
 * guests.
 */
export function requestFormErrors(values: RequestFormValues, now: Date = new Date()) {
  const errors: { festejado?: string; edad?: string; fecha?: string; personas?: string } = {};
  const festejado = values.festejado.trim();
  if (!festejado) errors.festejado = INVITATION_MSG.festejadoRequired;
  else if (festejado.length > FESTEJADO_MAX) errors.festejado = INVITATION_MSG.festejadoTooLong;
  if (values.edad !== '') {
    const edad = Number(values.edad);
    if (!Number.isInteger(edad) || edad < EDAD_RANGE.min || edad > EDAD_RANGE.max)
      errors.edad = INVITATION_MSG.edadInvalid;
  }
  if (!values.picked) errors.fecha = BOOKING_MSG.fechaRequired;
  else if (!isAfterToday(values.picked.fecha, now)) errors.fecha = BOOKING_MSG.dateNotAfterToday;
  if (values.personas === '') errors.personas = BOOKING_MSG.personasRequired;
  else {
    const problem = bookingPersonasProblem(Number(values.personas));
    if (problem) errors.personas = problem;
  }
  return errors;
}
