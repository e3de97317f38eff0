import { eventRoutes } from '@salones/shared/contract/events';
import type { EventCreateRequest } from '@salones/shared/events';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { ToastAction } from '../../../lib/toast.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const createEvent = (body: EventCreateRequest) => callApi(eventRoutes.create, { body });

type CreatedEvent = Awaited<ReturnType<typeof createEvent>>;

export const useCreateEvent = (opts: {
  onSuccess: (result: CreatedEvent) => void;
  /** the success toast's next step, made from the new event */
  successAction?: (result: CreatedEvent) => ToastAction;
}) =>
  useApiMutation({
    mutationFn: createEvent,
    // Converting a booking request confirms it and moves its hold to the event
    invalidate: [queryKeys.events.all, queryKeys.bookingRequests.all, queryKeys.availability.all],
    onSuccess: opts.onSuccess,
    successAction: opts.successAction,
  });
