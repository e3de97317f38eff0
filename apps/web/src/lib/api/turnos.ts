import { turnoRoutes } from '@salones/shared/contract/turnos';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/lugares/{placeId}/turnos (public): the branch's turnos by weekday, or the chain's when it has none. */
export const turnosQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: queryKeys.salones.turnos(placeId),
    queryFn: ({ signal }) => callApi(turnoRoutes.get, { params: { placeId }, signal }),
  });
