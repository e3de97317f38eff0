import { eventRoutes } from '@salones/shared/contract/events';
import { EVENT_PAGE } from '@salones/shared/paging';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /api/event/obtener/{id}: staff read any event, a customer only their own
 * (docs/architecture.md#ownership).
 */
export const getEvent = (eventId: string, signal?: AbortSignal) =>
  callApi(eventRoutes.get, { params: { id: eventId }, signal }).then((r) => r.eventoData);

export const eventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.events.detail(eventId),
    queryFn: ({ signal }) => getEvent(eventId, signal),
  });

export const useEvent = (eventId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...eventQueryOptions(eventId), enabled });

/** GET /api/event/{userId}: a page of a user's events (their orders page, the admin's events of a customer). */
export const listUserEvents = (userId: string, cursor: string | undefined, signal?: AbortSignal) =>
  callApi(eventRoutes.listOfUser, {
    params: { userId },
    query: { cursor, limit: EVENT_PAGE.maxLimit },
    signal,
  });

/** Page after page ('Ver más'); `data` is the events loaded so far. */
export const userEventsQueryOptions = (userId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: queryKeys.events.byUser(userId),
    queryFn: ({ signal, pageParam }) => listUserEvents(userId!, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((p) => p.evento),
    enabled: !!userId,
  });

export const useUserEvents = (userId: string | undefined) => useInfiniteQuery(userEventsQueryOptions(userId));
