import { bookingRequestRoutes } from '@salones/shared/contract/booking-requests';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import { MONTH_STALE_MS } from './month-availability-fetch.ts';

/**
 * GET /api/event/calendario/{placeId}?mes=YYYY-MM: every day's two turnos, libre, ocupado or
 * cerrado, and the branch's lead time.
 */
export const getMonthAvailability = async (placeId: string, mes: string, signal?: AbortSignal) => {
  const { dias, diasAnticipacion } = await callApi(bookingRequestRoutes.calendar, {
    params: { placeId },
    query: { mes },
    signal,
  });
  return { dias, diasAnticipacion };
};

export const monthAvailabilityQueryOptions = (placeId: string, mes: string) =>
  queryOptions({
    queryKey: queryKeys.availability.month(placeId, mes),
    queryFn: ({ signal }) => getMonthAvailability(placeId, mes, signal),
    // a slot taken by someone else shows within half a minute (and on focus, React Query's default)
    staleTime: MONTH_STALE_MS,
  });
