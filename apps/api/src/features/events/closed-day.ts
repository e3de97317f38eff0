// Staff booking, moving or editing an event onto a day its branch is closed — refused with the
// slots module's answer (slots/availability.ts, the same message a new booking gets) unless staff force it.
import type { Tx } from '../../db/transaction.ts';
import { refusalError, slotRefusal } from '../../slots/availability.ts';

/**
 * Throws the 409 'La sucursal está cerrada ese día: …' when the branch is closed on `fecha` and staff did not
 * send `forzarCierre`; returns the closure's reason when they did (the caller's audit entry records it), else
 * null. Staff have no lead time; whether the slot is free is the events' claim's to decide.
 */
export async function closedDayForStaff(
  tx: Tx,
  slot: { placeId: string; fecha: string; turno: string; forzarCierre?: boolean; now: Date },
): Promise<string | null> {
  const refusal = await slotRefusal(tx, {
    lugar: slot.placeId,
    fecha: slot.fecha,
    turno: slot.turno,
    by: 'staff',
    now: slot.now,
  });
  if (refusal?.reason !== 'cerrado') return null;
  if (!slot.forzarCierre) throw refusalError(refusal);
  return refusal.motivo;
}
