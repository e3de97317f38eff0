import { eventRoutes } from '@salones/shared/contract/events';
import { toSlashDate } from '@salones/shared/dates';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export interface ChangeDateInput {
  eventId: string;
  fecha: string;
  turno: string;
  lugar: string;
  /** the salón staff named; absent, the server keeps the event's salón if free, else the first free one */
  salon?: string;
  /** the party's hours; the form starts them from the turno's in the branch's schedule */
  entrada: string;
  salida: string;
}

/** PUT /api/event/adicionales/date/{id}; the server checks the slot is free. */
export const changeDate = ({ eventId, ...slot }: ChangeDateInput) =>
  callApi(eventRoutes.changeDate, {
    params: { id: eventId },
    body: { ...slot, fecha: toSlashDate(slot.fecha) },
  });

export const useChangeDate = (onSuccess: () => void) =>
  useApiMutation({ mutationFn: changeDate, invalidate: [queryKeys.events.all], onSuccess });
