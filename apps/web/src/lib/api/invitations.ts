// An event's party page and guest list — read by the family (/pedidos) and staff (event view,
// calendar drawer).
import { invitationRoutes } from '@salones/shared/contract/invitations';
import type { InvitationUpsertInput } from '@salones/shared/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import { useApiMutation } from '../use-api-mutation.ts';

export const invitationQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.invitations.ofEvent(eventId),
    queryFn: ({ signal }) =>
      callApi(invitationRoutes.ofEvent, { params: { id: eventId }, signal }).then((r) => r.invitacion),
  });

export const guestsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.invitations.guests(eventId),
    queryFn: ({ signal }) => callApi(invitationRoutes.guests, { params: { id: eventId }, signal }),
  });

export const useInvitation = (eventId: string) => useQuery(invitationQueryOptions(eventId));
export const useGuests = (eventId: string) => useQuery(guestsQueryOptions(eventId));

export const useSaveInvitation = (eventId: string) =>
  useApiMutation({
    mutationFn: (body: InvitationUpsertInput) =>
      callApi(invitationRoutes.upsert, { params: { id: eventId }, body }),
    invalidate: [queryKeys.invitations.all],
  });

/** 'Dejar de recibir respuestas' (false) / 'Volver a recibir respuestas' (true): the page stays readable. */
export const useAnswersOpen = (eventId: string) =>
  useApiMutation({
    mutationFn: (abiertas: boolean) =>
      callApi(invitationRoutes.answers, { params: { id: eventId }, body: { abiertas } }),
    invalidate: [queryKeys.invitations.all],
  });

export const useMarkArrival = (eventId: string) =>
  useApiMutation({
    mutationFn: (vars: { rsvpId: string; llegada: boolean }) =>
      callApi(invitationRoutes.arrival, {
        params: { id: eventId, rsvpId: vars.rsvpId },
        body: { llegada: vars.llegada },
      }),
    invalidate: [queryKeys.invitations.guests(eventId)],
  });
