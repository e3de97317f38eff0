import { turnoRoutes } from '@salones/shared/contract/turnos';
import type { TurnoScheduleRequest } from '@salones/shared/turnos';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** GET /api/lugares/{placeId}/turnos — the branch's schedule, or the chain's when it has none. */
export const useTurnos = (placeId: string) =>
  useQuery({
    queryKey: queryKeys.salones.turnos(placeId),
    queryFn: ({ signal }) => callApi(turnoRoutes.get, { params: { placeId }, signal }),
  });

export const useSaveTurnos = (placeId: string) =>
  useApiMutation({
    mutationFn: (body: TurnoScheduleRequest) => callApi(turnoRoutes.save, { params: { placeId }, body }),
    invalidate: [queryKeys.salones.turnos(placeId)],
  });
