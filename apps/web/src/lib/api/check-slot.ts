import { eventRoutes } from '@salones/shared/contract/events';
import { toSlashDate } from '@salones/shared/dates';
import { callApi } from '../api-client.ts';
import { useApiMutation } from '../use-api-mutation.ts';

export interface SlotRequest {
  lugar: string;
  turno: string;
  /** 'YYYY-MM-DD' */
  fecha: string;
  /** The booking request staff are converting (its own hold does not count as taken) */
  solicitud?: string;
}

/**
 * POST /api/event/fecha (docs/product.md#7-the-api-calls): is this branch's date and turno free? Free →
 * success toast with the server's msg; taken → error toast. docs/product.md#5-validation-rules: the date
 * travels with slashes. Used by the wizard (the branch page's form is an island that calls the same path with
 * `fetch`: features/branch/components/availability-form.tsx).
 */
export const checkSlot = (input: SlotRequest) =>
  callApi(eventRoutes.checkAvailability, { body: { ...input, fecha: toSlashDate(input.fecha) } });

export const useCheckSlot = () => useApiMutation({ mutationFn: checkSlot });
