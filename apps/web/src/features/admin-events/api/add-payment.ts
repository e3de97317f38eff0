import { eventRoutes } from '@salones/shared/contract/events';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export interface AddPaymentInput {
  eventId: string;
  abonos: { abono: number; metodo: string; fechadePago: string; recibio?: string };
}

/** PUT /api/event/abono/{id} (docs/product.md#7-the-api-calls). */
export const addPayment = ({ eventId, abonos }: AddPaymentInput) =>
  callApi(eventRoutes.addPayment, { params: { id: eventId }, body: { abonos } });

export const useAddPayment = (onSuccess: () => void) =>
  useApiMutation({ mutationFn: addPayment, invalidate: [queryKeys.events.all], onSuccess });
