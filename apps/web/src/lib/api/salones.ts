import { salonRoutes } from '@salones/shared/contract/salones';
import { useQueries, useQuery } from '@tanstack/react-query';
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

/**
 * The salón's name as a family's screens show it: only at a branch of more than one active salón (as the
 * contract and the mails), else null. Reads the active salones of each branch named.
 */
export function useSalonShown(placeIds: string[]) {
  const unique = [...new Set(placeIds)];
  const counts = useQueries({
    queries: unique.map((placeId) => activeSalonesQuery(placeId)),
    combine: (results) => new Map(unique.map((placeId, i) => [placeId, results[i].data?.length ?? 0])),
  });
  return (placeId: string, salonNombre: string | null) =>
    salonNombre && (counts.get(placeId) ?? 0) > 1 ? salonNombre : null;
}
