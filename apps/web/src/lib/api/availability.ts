import { bookingRequestRoutes } from '@salones/shared/contract/booking-requests';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/event/calendario/{placeId}?mes=YYYY-MM (issue #11.1): every day's two turnos, libre or ocupado. */
export const getMonthAvailability = (placeId: string, mes: string, signal?: AbortSignal) =>
  callApi(bookingRequestRoutes.calendar, { params: { placeId }, query: { mes }, signal }).then((r) => r.dias);

export const monthAvailabilityQueryOptions = (placeId: string, mes: string) =>
  queryOptions({
    queryKey: queryKeys.availability.month(placeId, mes),
    queryFn: ({ signal }) => getMonthAvailability(placeId, mes, signal),
    // a slot taken by someone else shows within half a minute (and on focus, React Query's default)
    staleTime: 30_000,
  });
