// Booking requests (solicitudes) and the public availability calendar.
import {
  BookingCancelSchema,
  BookingListQuerySchema,
  BookingRejectSchema,
  BookingRequestCreateSchema,
  BookingRequestListSchema,
  BookingRequestReadSchema,
  BookingRequestResponseSchema,
  CalendarQuerySchema,
  CalendarResponseSchema,
} from '../booking-requests.ts';
import { idParams } from '../schema-helpers.ts';
import { defineRoute } from './route.ts';

const id = idParams('id');

export const bookingRequestRoutes = {
  /** A month of one branch: each day's Matutino/Vespertino 'libre' or 'ocupado' (event or live hold). No token. */
  calendar: defineRoute({
    method: 'GET',
    path: '/api/event/calendario/{placeId}',
    params: idParams('placeId'),
    query: CalendarQuerySchema,
    response: { 200: CalendarResponseSchema },
  }),
  /** A logged-in, active customer asks for a slot; it is held for BOOKING_HOLD_HOURS. */
  create: defineRoute({
    method: 'POST',
    path: '/api/solicitud',
    body: BookingRequestCreateSchema,
    response: { 201: BookingRequestResponseSchema },
  }),
  /** Staff: every request in their scope (`?estado=&lugar=`); a customer: their own. Newest first. */
  list: defineRoute({
    method: 'GET',
    path: '/api/solicitud',
    query: BookingListQuerySchema,
    response: { 200: BookingRequestListSchema },
  }),
  /** The owner or staff. */
  get: defineRoute({
    method: 'GET',
    path: '/api/solicitud/{id}',
    params: id,
    response: { 200: BookingRequestReadSchema },
  }),
  /** The owner, while pending: frees the slot at once. */
  cancel: defineRoute({
    method: 'PUT',
    path: '/api/solicitud/{id}/cancelar',
    params: id,
    body: BookingCancelSchema,
    response: { 200: BookingRequestResponseSchema },
  }),
  /** Staff, while pending, with a reason the customer receives by mail. */
  reject: defineRoute({
    method: 'PUT',
    path: '/api/solicitud/{id}/rechazar',
    params: id,
    body: BookingRejectSchema,
    response: { 200: BookingRequestResponseSchema },
  }),
};
