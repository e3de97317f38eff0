import { BOOKING_MSG, bookingPersonasProblem } from '@salones/shared/booking-requests';
import { isAfterToday } from '@salones/shared/dates';
import type { PickedSlot } from '../../../components/availability-calendar/availability-calendar.tsx';

export interface RequestFormValues {
  picked: PickedSlot | null;
  personas: number | string;
  comentarios: string;
}

/**
 * The request form's errors before sending, with the API's own rules and messages
 * (packages/shared/src/booking-requests.ts): a turno picked for a date after today, 50–150 guests.
 */
export function requestFormErrors(values: RequestFormValues, now: Date = new Date()) {
  const errors: { fecha?: string; personas?: string } = {};
  if (!values.picked) errors.fecha = BOOKING_MSG.fechaRequired;
  else if (!isAfterToday(values.picked.fecha, now)) errors.fecha = BOOKING_MSG.dateNotAfterToday;
  if (values.personas === '') errors.personas = BOOKING_MSG.personasRequired;
  else {
    const problem = bookingPersonasProblem(Number(values.personas));
    if (problem) errors.personas = problem;
  }
  return errors;
}
