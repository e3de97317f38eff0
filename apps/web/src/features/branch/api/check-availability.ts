import { api } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export interface AvailabilityRequest {
  lugar: string;
  turno: string;
  /** 'YYYY/MM/DD' (spec §5: the date is sent with slashes) */
  fecha: string;
}

export const checkAvailability = (body: AvailabilityRequest) =>
  api<{ fecha: string; msg: string }>('/api/event/fecha', { method: 'POST', body: { ...body } });

/** spec §7 POST /api/event/fecha: free → success toast with the server's msg; taken → error toast. */
export const useCheckAvailability = () => useApiMutation({ mutationFn: checkAvailability });
