import type { EventDto } from '@salones/shared/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/event/obtener/{id}: staff read any contract, a customer only their own (DESIGN §3.2). */
export const getContract = (id: string) =>
  api<{ eventoData: EventDto }>(`/api/event/obtener/${id}`).then((r) => r.eventoData);

export const contractQueryOptions = (id: string, enabled: boolean) =>
  queryOptions({ queryKey: ['events', 'one', id], queryFn: () => getContract(id), enabled });

export const useContract = (id: string, enabled: boolean) => useQuery(contractQueryOptions(id, enabled));
