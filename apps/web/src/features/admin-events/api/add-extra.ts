import { eventRoutes } from '@salones/shared/contract/events';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export interface ExtraFields {
  nombre: string;
  piezas: number;
  /** ignored by the server when idProducto is given: the product's price is used */
  precio?: number;
  idProducto?: string;
}

/** PUT /api/event/adicional/{eventId} (docs/product.md#7-the-api-calls). */
export const addExtra = ({ eventId, extra }: { eventId: string; extra: ExtraFields }) =>
  callApi(eventRoutes.addExtra, { params: { id: eventId }, body: { adicionales: { ...extra } } });

export const useAddExtra = (onSuccess: () => void) =>
  useApiMutation({ mutationFn: addExtra, invalidate: [queryKeys.events.all], onSuccess });
