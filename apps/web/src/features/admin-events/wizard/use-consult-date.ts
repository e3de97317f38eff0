import { MSG } from '@salones/shared/messages';
import { useCheckSlot } from '../../../lib/api/check-slot.ts';
import { notify } from '../../../lib/toast.ts';

/**
 * 'Consultar Fecha': docs/product.md#5-validation-rules needs date and turno; the server answers whether the
 * slot is free.
 */
export function useConsultDate() {
  const check = useCheckSlot();
  return {
    isPending: check.isPending,
    run: (slot: { lugar: string | null; fecha: string | null; turno: string | null; solicitud?: string }) => {
      if (!slot.fecha || !slot.turno) {
        notify.error(MSG.consultDateRequired);
        return;
      }
      check.mutate({
        lugar: slot.lugar ?? '',
        fecha: slot.fecha,
        turno: slot.turno,
        solicitud: slot.solicitud,
      });
    },
  };
}
