import type { BookingListQuery } from '@salones/shared/booking-requests';
import { bookingRequestRoutes } from '@salones/shared/contract/booking-requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /api/solicitud: a customer gets their own requests, staff those in their scope, filtered by
 * `estado` and `lugar`, with the counts per status. Read by /pedidos, /admin/orders and the admin menu's badge.
 */
export const listBookingRequests = (query: BookingListQuery, signal?: AbortSignal) =>
  callApi(bookingRequestRoutes.list, { query, signal });

export const bookingRequestsQueryOptions = (query: BookingListQuery) =>
  queryOptions({
    queryKey: queryKeys.bookingRequests.list(query),
    queryFn: ({ signal }) => listBookingRequests(query, signal),
    placeholderData: keepPreviousData,
  });

export const useBookingRequests = (query: BookingListQuery, { enabled = true } = {}) =>
  useQuery({ ...bookingRequestsQueryOptions(query), enabled });

/** GET /api/solicitud/{id}: the owner or staff. */
export const getBookingRequest = (id: string, signal?: AbortSignal) =>
  callApi(bookingRequestRoutes.get, { params: { id }, signal }).then((r) => r.solicitud);

export const useBookingRequest = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.bookingRequests.detail(id ?? ''),
    queryFn: ({ signal }) => getBookingRequest(id!, signal),
    enabled: !!id,
  });
