import { eventRoutes } from '@salones/shared/contract/events';
import type { EventUpdateRequest } from '@salones/shared/events';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const updateEvent = ({ eventId, body }: { eventId: string; body: EventUpdateRequest }) =>
  callApi(eventRoutes.update, { params: { id: eventId }, body });

export const useUpdateEvent = () =>
  useApiMutation({ mutationFn: updateEvent, invalidate: [queryKeys.events.all] });
