import { bookingRequestRoutes } from '@salones/shared/contract/booking-requests';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** PUT /api/solicitud/{id}/rechazar: staff, with the reason the customer receives by mail. */
export const rejectBookingRequest = ({ id, motivo }: { id: string; motivo: string }) =>
  callApi(bookingRequestRoutes.reject, { params: { id }, body: { motivo } });

export const useRejectBookingRequest = (onSuccess: () => void) =>
  useApiMutation({
    mutationFn: rejectBookingRequest,
    invalidate: [queryKeys.bookingRequests.all, queryKeys.availability.all],
    onSuccess,
  });
