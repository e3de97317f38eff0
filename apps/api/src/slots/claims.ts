// Slot claims (docs/decisions/005-booking-request-holds.md): a slot is taken when slot_claims has a live row
// for it — a live event's (the events trigger writes it) or a request's hold not yet past. The table's primary
// key decides every race; holds past their time are deleted by whoever claims the slot next, in the same
// transaction. This file is the one SQL home of 'a hold is past' (packages/shared/src/slots.ts holds its JS
// form); events, booking requests and payments all read it from here.
import {
  and,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { slotClaims } from '../db/schema/index.ts';
import type { Conn, Tx } from '../db/transaction.ts';

export interface Slot {
  placeId: string;
  fecha: string;
  turno: string;
}

/** A value or a prepared query's placeholder (sql.placeholder, cast as needed). */
type Param = string | SQL | Placeholder;

/** The hold ending at `holdUntil` is past at `now` (its request reads 'vencida', its slot is free). */
export const holdIsPast = (holdUntil: PgColumn, now: Date | SQL) => lte(holdUntil, now);
/** The hold ending at `holdUntil` still holds at `now`: the negation of holdIsPast for a hold that exists. */
export const holdIsLive = (holdUntil: PgColumn, now: Date | SQL) => gt(holdUntil, now);

/** A claim that still takes its slot at `now`: an event's, or a hold not yet past. */
export const claimIsLive = (now: Date | SQL) =>
  or(isNotNull(slotClaims.eventId), holdIsLive(slotClaims.holdUntil, now));

/**
 * Not the hold of `requestId` (the request being converted: its own hold does not take its slot); a null
 * `requestId` (a placeholder given null) excludes nothing.
 */
const notTheHoldOf = (requestId: Param) =>
  or(isNull(slotClaims.requestId), sql`${slotClaims.requestId} is distinct from ${requestId}`);

const atSlot = (slot: { placeId: Param | PgColumn; fecha: Param; turno: Param }) =>
  and(
    eq(slotClaims.placeId, slot.placeId),
    eq(slotClaims.fecha, slot.fecha),
    eq(slotClaims.turno, slot.turno),
  );

/**
 * The live claims that take `slot` at `now`, as a WHERE condition on slot_claims: 'is this slot taken'. A hold
 * of `exceptRequest` (the request being converted) does not count; any part may be a placeholder
 * (availability.ts prepares it).
 */
export const takesSlot = (
  slot: { placeId: Param | PgColumn; fecha: Param; turno: Param },
  now: Date | SQL,
  exceptRequest?: Param,
) =>
  and(atSlot(slot), claimIsLive(now), exceptRequest === undefined ? undefined : notTheHoldOf(exceptRequest));

/** Deletes the slot's hold when it is past (so the insert that follows may take the slot). */
export async function dropExpiredHold(tx: Tx, slot: Slot, now: Date) {
  await tx
    .delete(slotClaims)
    .where(and(atSlot(slot), isNotNull(slotClaims.requestId), holdIsPast(slotClaims.holdUntil, now)));
}

/** Inserts the request's hold; a live claim on the slot makes it fail with a unique violation (→ 409). */
export async function claimHold(tx: Tx, slot: Slot, requestId: string, holdUntil: Date, now: Date) {
  await dropExpiredHold(tx, slot, now);
  await tx.insert(slotClaims).values({ ...slot, requestId, holdUntil });
}

/** Moves the end of the request's hold on its slot (a voucher being paid keeps it longer). */
export async function moveHoldEnd(tx: Tx, requestId: string, holdUntil: Date) {
  await tx.update(slotClaims).set({ holdUntil }).where(eq(slotClaims.requestId, requestId));
}

export async function releaseHold(tx: Tx, requestId: string) {
  await tx.delete(slotClaims).where(eq(slotClaims.requestId, requestId));
}

/** Deletes the claims of these requests (the sweep, once they read 'vencida'). */
export async function releaseHolds(tx: Tx, requestIds: string[]) {
  await tx.delete(slotClaims).where(inArray(slotClaims.requestId, requestIds));
}

/** Is the slot taken at `now`? A hold of `exceptRequest` (the request being converted) does not count. */
export async function isSlotTaken(db: Conn, slot: Slot, now: Date, exceptRequest?: string): Promise<boolean> {
  const [row] = await db
    .select({ placeId: slotClaims.placeId })
    .from(slotClaims)
    .where(takesSlot(slot, now, exceptRequest))
    .limit(1);
  return Boolean(row);
}

/** The branch's live claims between two dates (inclusive): each one's date, turno and salón (null on old rows). */
export async function liveClaims(db: Conn, placeId: string, from: string, to: string, now: Date) {
  return db
    .select({ fecha: slotClaims.fecha, turno: slotClaims.turno, salonId: slotClaims.salonId })
    .from(slotClaims)
    .where(
      and(
        eq(slotClaims.placeId, placeId),
        gte(slotClaims.fecha, from),
        lte(slotClaims.fecha, to),
        claimIsLive(now),
      ),
    );
}
