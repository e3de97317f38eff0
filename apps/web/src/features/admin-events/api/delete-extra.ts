import { eventRoutes } from '@salones/shared/contract/events';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** PUT /api/event/adicionales/eliminar/{eventId} with the extra's _id (docs/product.md#7-the-api-calls). */
export const deleteExtra = ({ eventId, extraId }: { eventId: string; extraId: string }) =>
  callApi(eventRoutes.removeExtra, { params: { id: eventId }, body: { _id: extraId } });

export const useDeleteExtra = (onSuccess: () => void) =>
  useApiMutation({ mutationFn: deleteExtra, invalidate: [queryKeys.events.all], onSuccess });
