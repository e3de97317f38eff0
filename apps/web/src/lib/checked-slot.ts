// The last free date and turno a visitor checked on a branch page, kept for this tab
// (sessionStorage), so the cart's request form for a package of that branch starts on it.
import type { IsoDate } from '@salones/shared/dates';

const KEY = 'fecha-consultada';

export interface CheckedSlot {
  lugar: string;
  fecha: IsoDate;
  /** one of the branch's turnos */
  turno: string;
}

const storage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export function rememberCheckedSlot(slot: CheckedSlot) {
  try {
    storage()?.setItem(KEY, JSON.stringify(slot));
  } catch {
    // storage full or refused (private mode): the form starts without a date, as before
  }
}

/** The slot last found free at branch `lugar`, if any. */
export function checkedSlotAt(lugar: string): { fecha: IsoDate; turno: string } | null {
  try {
    const slot = JSON.parse(storage()?.getItem(KEY) ?? 'null') as CheckedSlot | null;
    return slot && slot.lugar === lugar ? { fecha: slot.fecha, turno: slot.turno } : null;
  } catch {
    return null;
  }
}
