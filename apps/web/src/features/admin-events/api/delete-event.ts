import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deleteEvent = (eventId: string) =>
  api<{ msg: string }>(`/api/event/${eventId}`, { method: 'DELETE' });

export const useDeleteEvent = (onSuccess: () => void) =>
  useApiMutation({ mutationFn: deleteEvent, invalidate: [queryKeys.events.all], onSuccess });
