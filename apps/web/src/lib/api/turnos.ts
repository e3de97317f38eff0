import { turnoRoutes } from '@salones/shared/contract/turnos';
import type { TurnoSchedule } from '@salones/shared/turnos';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/lugares/{placeId}/turnos (public): the branch's turnos by weekday, or the chain's when it has none. */
export const turnosQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: queryKeys.salones.turnos(placeId),
    queryFn: ({ signal }) => callApi(turnoRoutes.get, { params: { placeId }, signal }),
  });

/** The schedules of the branches named (each its own cached GET), those loaded so far. */
export const useSchedules = (placeIds: string[]): TurnoSchedule[] =>
  useQueries({
    queries: placeIds.map((placeId) => turnosQueryOptions(placeId)),
    combine: (results) => results.flatMap((r) => (r.data ? [r.data] : [])),
  });
