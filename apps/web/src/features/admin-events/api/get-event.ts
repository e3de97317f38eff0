import type { EventDto } from '@salones/shared/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getEvent = (id: string) =>
  api<{ eventoData: EventDto }>(`/api/event/obtener/${id}`).then((r) => r.eventoData);

export const eventQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['events', 'one', id], queryFn: () => getEvent(id) });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));
