import { salonRoutes } from '@salones/shared/contract/salones';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

const activeSalonesQuery = (placeId: string) => ({
  queryKey: queryKeys.salones.active(placeId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi(salonRoutes.list, { params: { placeId }, query: {}, signal }).then((r) => r.salones),
});

/** GET /api/lugares/{placeId}/salones — the branch's active salones, by orden (public). */
export const useActiveSalones = (placeId: string | null) =>
  useQuery({ ...activeSalonesQuery(placeId ?? ''), enabled: !!placeId });
