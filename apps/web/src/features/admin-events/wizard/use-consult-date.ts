import { MSG } from '@salones/shared/messages';
import { notify } from '../../../lib/toast.ts';
import { useCheckDate } from '../api/check-date.ts';

/** 'Consultar Fecha': spec §5 needs date and turno; the server answers whether the slot is free. */
export function useConsultDate() {
  const check = useCheckDate();
  return {
    isPending: check.isPending,
    run: (slot: { lugar: string | null; fecha: string | null; turno: string | null }) => {
      if (!slot.fecha || !slot.turno) {
        notify.error(MSG.consultDateRequired);
        return;
      }
      check.mutate({ lugar: slot.lugar ?? '', fecha: slot.fecha, turno: slot.turno });
    },
  };
}
