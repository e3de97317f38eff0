import type { EventDto } from '@salones/shared/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/event/{userId}: a customer reads only their own events (DESIGN §3.2). */
export const getMyEvents = (userId: string) =>
  api<{ evento: EventDto[] }>(`/api/event/${userId}`).then((r) => r.evento);

export const myEventsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['events', 'user', userId],
    queryFn: () => getMyEvents(userId!),
    enabled: !!userId,
  });

export const useMyEvents = (userId: string | undefined) => useQuery(myEventsQueryOptions(userId));
