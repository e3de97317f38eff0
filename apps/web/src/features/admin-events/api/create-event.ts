import { eventRoutes } from '@salones/shared/contract/events';
import type { EventCreateRequest } from '@salones/shared/events';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const createEvent = (body: EventCreateRequest) => callApi(eventRoutes.create, { body });

export const useCreateEvent = (onSuccess: (result: Awaited<ReturnType<typeof createEvent>>) => void) =>
  useApiMutation({
    mutationFn: createEvent,
    // Converting a booking request confirms it and moves its hold to the event
    invalidate: [queryKeys.events.all, queryKeys.bookingRequests.all, queryKeys.availability.all],
    onSuccess,
  });
