import { bookingRequestRoutes } from '@salones/shared/contract/booking-requests';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** PUT /api/solicitud/{id}/cancelar: the owner frees the slot at once. */
// no body: there is nothing to say (the contract's body, if any, is optional)
export const cancelBookingRequest = (id: string) =>
  callApi(bookingRequestRoutes.cancel, { params: { id }, body: undefined });

export const useCancelBookingRequest = (onSuccess: () => void) =>
  useApiMutation({
    mutationFn: cancelBookingRequest,
    invalidate: [queryKeys.bookingRequests.all, queryKeys.availability.all],
    onSuccess,
  });
