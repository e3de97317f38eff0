import type { EventCreateRequest, EventDto } from '@salones/shared/events';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const createEvent = (body: EventCreateRequest) =>
  api<{ evento: EventDto; msg: string }>('/api/event', {
    method: 'POST',
    body: body as Record<string, unknown>,
  });

export const useCreateEvent = (onSuccess: () => void) =>
  useApiMutation({ mutationFn: createEvent, invalidate: [queryKeys.events.all], onSuccess });
