import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** PUT /api/event/adicionales/eliminar/{eventId} with the extra's _id (spec §7). */
export const deleteExtra = ({ eventId, extraId }: { eventId: string; extraId: string }) =>
  api<{ msg: string }>(`/api/event/adicionales/eliminar/${eventId}`, {
    method: 'PUT',
    body: { _id: extraId },
  });

export const useDeleteExtra = (onSuccess: () => void) =>
  useApiMutation({ mutationFn: deleteExtra, invalidate: [queryKeys.events.all], onSuccess });
