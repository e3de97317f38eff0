import { toSlashDate } from '@salones/shared/dates';
import { api } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export interface CheckDateInput {
  lugar: string;
  turno: string;
  fecha: string;
}

/** POST /api/event/fecha — spec §5: the date travels with slashes. */
export const checkDate = (input: CheckDateInput) =>
  api<{ fecha: string; msg: string }>('/api/event/fecha', {
    method: 'POST',
    body: { ...input, fecha: toSlashDate(input.fecha) },
  });

export const useCheckDate = () => useApiMutation({ mutationFn: checkDate });
