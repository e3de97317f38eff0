// Slots (issue #27.2): a branch, a date and a turno. What a slot shows on the public calendar and the one rule
// of a booking request's hold that both apps read — the API's SQL side is apps/api/src/slots/.

/** A slot's state on the public calendar. */
export const SLOT_STATES = ['libre', 'ocupado'] as const;
export type SlotState = (typeof SLOT_STATES)[number];
export const SLOT_STATE_LABELS: Record<SlotState, string> = { libre: 'Libre', ocupado: 'Ocupado' };

/**
 * A hold is past at `now` when its end (`holdUntil`) is not after `now`: from that instant the request is
 * 'vencida' and its slot is free, whether or not the sweep has written it yet.
 */
export const holdIsPast = (holdUntil: Date | string, now: Date = new Date()) =>
  new Date(holdUntil).getTime() <= now.getTime();
