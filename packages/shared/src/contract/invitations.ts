// The party page's API — the family's invitation and guest list, the public read and the RSVP
// answers (no login; a guest edits or withdraws with the token of their answer), staff arrivals.

import { z } from 'zod';
import {
  ArrivalRequestSchema,
  ArrivalResponseSchema,
  CodigoParamsSchema,
  GuestListResponseSchema,
  InvitationAnswersRequestSchema,
  InvitationClosedResponseSchema,
  InvitationOfEventResponseSchema,
  InvitationResponseSchema,
  InvitationUpsertSchema,
  PublicInvitationResponseSchema,
  RsvpCreatedResponseSchema,
  RsvpFormSchema,
  RsvpRequestSchema,
  RsvpTokenParamsSchema,
  RsvpUpdatedResponseSchema,
  RsvpWithdrawnResponseSchema,
} from '../invitations.ts';
import { idField, idParams } from '../schema-helpers.ts';
import { binaryFile, defineRoute } from './route.ts';

const id = idParams('id');

export const invitationRoutes = {
  /** the event's page, or null (owner or staff) */
  ofEvent: defineRoute({
    method: 'GET',
    path: '/api/event/{id}/invitacion',
    params: id,
    response: { 200: InvitationOfEventResponseSchema },
  }),
  /** creates or edits the event's page (owner or staff); editing keeps the code */
  upsert: defineRoute({
    method: 'PUT',
    path: '/api/event/{id}/invitacion',
    params: id,
    body: InvitationUpsertSchema,
    response: { 200: InvitationResponseSchema },
  }),
  /** closes the page: its address answers 410 afterwards (owner or staff) */
  close: defineRoute({
    method: 'DELETE',
    path: '/api/event/{id}/invitacion',
    params: id,
    response: { 200: InvitationClosedResponseSchema },
  }),
  /**
   * 'Dejar de recibir respuestas' / 'Volver a recibir respuestas' (owner or staff): guests can no longer answer
   * or change an answer (withdrawing still works); the page keeps showing the party
   */
  answers: defineRoute({
    method: 'PUT',
    path: '/api/event/{id}/invitacion/respuestas',
    params: id,
    body: InvitationAnswersRequestSchema,
    response: { 200: InvitationResponseSchema },
  }),
  /** the answers and their totals (owner or staff) */
  guests: defineRoute({
    method: 'GET',
    path: '/api/event/{id}/invitados',
    params: id,
    response: { 200: GuestListResponseSchema },
  }),
  /** staff mark a guest's arrival, any day */
  arrival: defineRoute({
    method: 'PUT',
    path: '/api/event/{id}/invitados/{rsvpId}/llegada',
    params: z.object({ id: idField(), rsvpId: idField() }),
    body: ArrivalRequestSchema,
    response: { 200: ArrivalResponseSchema },
  }),
  /** what the page shows (no login; no data of the family's account) */
  publicGet: defineRoute({
    method: 'GET',
    path: '/api/invitacion/{codigo}',
    params: CodigoParamsSchema,
    response: { 200: PublicInvitationResponseSchema },
  }),
  /** the preview image of the page (Open Graph), made for the party and kept */
  image: defineRoute({
    method: 'GET',
    path: '/api/invitacion/{codigo}/imagen.png',
    params: CodigoParamsSchema,
    produces: ['image/png'],
    response: { 200: binaryFile('La imagen de la invitación (1200×630)') },
  }),
  /** the party as a calendar entry (America/Mexico_City) */
  calendar: defineRoute({
    method: 'GET',
    path: '/api/invitacion/{codigo}/fiesta.ics',
    params: CodigoParamsSchema,
    produces: ['text/calendar'],
    response: { 200: binaryFile('La fiesta en formato iCalendar') },
  }),
  rsvp: defineRoute({
    method: 'POST',
    path: '/api/invitacion/{codigo}/rsvp',
    params: CodigoParamsSchema,
    body: RsvpRequestSchema,
    response: { 201: RsvpCreatedResponseSchema },
  }),
  rsvpUpdate: defineRoute({
    method: 'PUT',
    path: '/api/invitacion/{codigo}/rsvp/{token}',
    params: RsvpTokenParamsSchema,
    body: RsvpRequestSchema,
    response: { 200: RsvpUpdatedResponseSchema },
  }),
  rsvpWithdraw: defineRoute({
    method: 'DELETE',
    path: '/api/invitacion/{codigo}/rsvp/{token}',
    params: RsvpTokenParamsSchema,
    response: { 200: RsvpWithdrawnResponseSchema },
  }),
  /**
   * The page's form as pages rendered before it posted to the page's own address (`POST /fiesta/{codigo}`
   * now): answers, edits (the answer this browser sent, remembered in a cookie) or withdraws, then redirects
   * to the page (POST-redirect-GET); a refused answer gets the page with the reason (4xx).
   */
  rsvpForm: defineRoute({
    method: 'POST',
    path: '/api/invitacion/{codigo}/formulario',
    params: CodigoParamsSchema,
    body: RsvpFormSchema,
    consumes: ['application/x-www-form-urlencoded'],
    produces: ['text/html'],
    response: {
      303: binaryFile('Sin contenido: Location lleva a la página de la fiesta (/fiesta/{codigo})'),
    },
  }),
};
