import { eventRoutes } from '@salones/shared/contract/events';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import type { ExtraFields } from './add-extra.ts';

/** PUT /api/event/adicionales/actualizar/{eventId} (docs/product.md#7-the-api-calls). */
export const updateExtra = ({ eventId, extra }: { eventId: string; extra: ExtraFields & { _id: string } }) =>
  callApi(eventRoutes.updateExtra, { params: { id: eventId }, body: { adicional: { ...extra } } });

export const useUpdateExtra = (onSuccess: () => void) =>
  useApiMutation({ mutationFn: updateExtra, invalidate: [queryKeys.events.all], onSuccess });
