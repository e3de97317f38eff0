import { eventRoutes } from '@salones/shared/contract/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/event/obtener/{id}: staff read any event, a customer only their own (DESIGN §3.2). */
export const getEvent = (eventId: string, signal?: AbortSignal) =>
  callApi(eventRoutes.get, { params: { id: eventId }, signal }).then((r) => r.eventoData);

export const eventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.events.detail(eventId),
    queryFn: ({ signal }) => getEvent(eventId, signal),
  });

export const useEvent = (eventId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...eventQueryOptions(eventId), enabled });

/** GET /api/event/{userId}: a user's events (their orders page, the admin's events of a customer). */
export const listUserEvents = (userId: string, signal?: AbortSignal) =>
  callApi(eventRoutes.listOfUser, { params: { userId }, signal }).then((r) => r.evento);

export const userEventsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.events.byUser(userId),
    queryFn: ({ signal }) => listUserEvents(userId!, signal),
    enabled: !!userId,
  });

export const useUserEvents = (userId: string | undefined) => useQuery(userEventsQueryOptions(userId));
