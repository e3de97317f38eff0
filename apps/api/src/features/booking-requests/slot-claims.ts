// docs/decisions/005-booking-request-holds.md: a slot is taken when slot_claims has a row for it — a live
// event's (the events trigger writes it) or a request's hold not yet past. The table's primary key decides
// every race; holds past their time are deleted by whoever claims the slot next, in the same transaction.
import { and, eq, gt, gte, isNotNull, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { slotClaims } from '../../db/schema/index.ts';
import type { Conn, Tx } from '../../db/transaction.ts';

export interface Slot {
  placeId: string;
  fecha: string;
  turno: string;
}

const atSlot = (slot: Slot) =>
  and(
    eq(slotClaims.placeId, slot.placeId),
    eq(slotClaims.fecha, slot.fecha),
    eq(slotClaims.turno, slot.turno),
  );

/**
 * A claim that still takes its slot at `now`: an event's, or a hold not yet past. `now` may be a prepared
 * query's placeholder (check-availability.ts).
 */
export const isLive = (now: Date | SQL) => or(isNotNull(slotClaims.eventId), gt(slotClaims.holdUntil, now));

/** Not the hold of `requestId` (the request being converted: its own hold does not take its slot). */
export const notTheHoldOf = (requestId: string | SQL) =>
  or(isNull(slotClaims.requestId), ne(slotClaims.requestId, requestId));

/** Deletes the slot's hold when it is past (so the insert that follows may take the slot). */
export async function dropExpiredHold(tx: Tx, slot: Slot, now: Date) {
  await tx
    .delete(slotClaims)
    .where(and(atSlot(slot), isNotNull(slotClaims.requestId), lte(slotClaims.holdUntil, now)));
}

/** Inserts the request's hold; a live claim on the slot makes it fail with a unique violation (→ 409). */
export async function claimHold(tx: Tx, slot: Slot, requestId: string, holdUntil: Date, now: Date) {
  await dropExpiredHold(tx, slot, now);
  await tx.insert(slotClaims).values({ ...slot, requestId, holdUntil });
}

export async function releaseHold(tx: Tx, requestId: string) {
  await tx.delete(slotClaims).where(eq(slotClaims.requestId, requestId));
}

/** Is the slot taken at `now`? A hold of `exceptRequest` (the request being converted) does not count. */
export async function isSlotTaken(db: Conn, slot: Slot, now: Date, exceptRequest?: string): Promise<boolean> {
  const [row] = await db
    .select({ placeId: slotClaims.placeId })
    .from(slotClaims)
    .where(and(atSlot(slot), isLive(now), exceptRequest ? notTheHoldOf(exceptRequest) : undefined))
    .limit(1);
  return Boolean(row);
}

/** The taken slots of a branch between two dates (inclusive), as 'fecha|turno'. */
export async function takenSlots(db: Conn, placeId: string, from: string, to: string, now: Date) {
  const rows = await db
    .select({ fecha: slotClaims.fecha, turno: slotClaims.turno })
    .from(slotClaims)
    .where(
      and(
        eq(slotClaims.placeId, placeId),
        gte(slotClaims.fecha, from),
        lte(slotClaims.fecha, to),
        isLive(now),
      ),
    );
  return new Set(rows.map((r) => `${r.fecha}|${r.turno}`));
}
