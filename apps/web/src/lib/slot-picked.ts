// The branch page's availability calendar and its availability form are two islands (docs/decisions/015):
// a turno picked in the calendar reaches the form through this one DOM event, whichever of them runs (an
// island, or the app once it has taken over).
export const SLOT_PICKED_EVENT = 'salones:slot-picked';

export interface PickedSlotDetail {
  /** the branch's id */
  lugar: string;
  /** 'YYYY-MM-DD' */
  fecha: string;
  /** the turno's name, as the branch's schedule has it */
  turno: string;
}

/** Says that the visitor picked a free turno of a branch's calendar. */
export function dispatchSlotPicked(detail: PickedSlotDetail) {
  document.dispatchEvent(new CustomEvent<PickedSlotDetail>(SLOT_PICKED_EVENT, { detail }));
}

/** Calls `listener` with each turno picked from now on; returns what stops listening. */
export function onSlotPicked(listener: (detail: PickedSlotDetail) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<PickedSlotDetail>).detail);
  document.addEventListener(SLOT_PICKED_EVENT, handle);
  return () => document.removeEventListener(SLOT_PICKED_EVENT, handle);
}
