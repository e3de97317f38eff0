import type { EventUpdateRequest } from '@salones/shared/events';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const updateEvent = ({ eventId, body }: { eventId: string; body: EventUpdateRequest }) =>
  api<{ msg: string }>(`/api/event/${eventId}`, { method: 'PUT', body: body as Record<string, unknown> });

export const useUpdateEvent = () =>
  useApiMutation({ mutationFn: updateEvent, invalidate: [queryKeys.events.all] });
