import { eventRoutes } from '@salones/shared/contract/events';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deleteEvent = (eventId: string) => callApi(eventRoutes.remove, { params: { id: eventId } });

export const useDeleteEvent = (onSuccess: () => void) =>
  useApiMutation({ mutationFn: deleteEvent, invalidate: [queryKeys.events.all], onSuccess });
