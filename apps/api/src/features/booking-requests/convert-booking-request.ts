// POST /api/event with `solicitud` (issue #11): creating the event confirms the request and moves its hold to
// the event, in the event's transaction — all or nothing (docs/decisions/005).
import { BOOKING_MSG } from '@salones/shared/booking-requests';
import { eq } from 'drizzle-orm';
import { bookingRequests } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { dropExpiredHold, releaseHold, type Slot } from '../../slots/claims.ts';
import { lockPendingRequest, staffMayHandle } from './booking-request-queries.ts';

/**
 * Before the event is inserted: locks the request, checks it is pending, in the caller's scope and for the
 * event's customer and slot, and releases its hold so the event's own claim (the events trigger) takes the
 * slot. Without a request, only a hold already past its time is cleared.
 */
export async function prepareSlotForEvent(
  tx: Tx,
  opts: { solicitud?: string; customerId: string; slot: Slot; currentUser: CurrentUser; now: Date },
) {
  const { solicitud, slot, now } = opts;
  await dropExpiredHold(tx, slot, now);
  if (!solicitud) return;
  const row = await lockPendingRequest(tx, solicitud, now, (r) => staffMayHandle(opts.currentUser, r));
  const matches =
    row.customerId === opts.customerId &&
    row.placeId === slot.placeId &&
    row.fecha === slot.fecha &&
    row.turno === slot.turno;
  if (!matches) throw badRequest(BOOKING_MSG.conversionMismatch);
  await releaseHold(tx, row.id);
}

/** After the event is inserted (same transaction): the request is confirmed and points to it. */
export async function confirmConvertedRequest(
  tx: Tx,
  opts: { solicitud: string; eventId: string; decidedById: string | null; now: Date },
) {
  await tx
    .update(bookingRequests)
    .set({
      estado: 'confirmada',
      eventId: opts.eventId,
      decidedById: opts.decidedById,
      updatedAt: opts.now,
    })
    .where(eq(bookingRequests.id, opts.solicitud));
}
