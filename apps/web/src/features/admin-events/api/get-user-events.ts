import type { EventDto } from '@salones/shared/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getUserEvents = (userId: string) =>
  api<{ evento: EventDto[] }>(`/api/event/${userId}`).then((r) => r.evento);

export const userEventsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['events', 'user', userId], queryFn: () => getUserEvents(userId) });

export const useUserEvents = (userId: string) => useQuery(userEventsQueryOptions(userId));
