import type { BookingRequestCreate } from '@salones/shared/booking-requests';
import { bookingRequestRoutes } from '@salones/shared/contract/booking-requests';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/solicitud: the slot is held from now; /pedidos and every calendar reload. */
export const createBookingRequest = (body: BookingRequestCreate) =>
  callApi(bookingRequestRoutes.create, { body });

export const useCreateBookingRequest = (
  onSuccess: (result: Awaited<ReturnType<typeof createBookingRequest>>) => void,
) =>
  useApiMutation({
    mutationFn: createBookingRequest,
    invalidate: [queryKeys.bookingRequests.all, queryKeys.availability.all, queryKeys.whatsapp.all],
    onSuccess,
  });
