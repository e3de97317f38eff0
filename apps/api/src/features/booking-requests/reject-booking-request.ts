// PUT /api/solicitud/{id}/rechazar (issue #11): staff of the request's scope reject a pending request with a
// reason; the slot is free at once and the customer is told why.
import { BOOKING_MSG, type BookingRequestDto, effectiveStatus } from '@salones/shared/booking-requests';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingRequests } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { getBookingRequestDto, staffMayHandle } from './booking-request-queries.ts';
import { releaseHold } from './slot-claims.ts';

export async function rejectBookingRequest(opts: {
  db: Db;
  id: string;
  motivo: string;
  currentUser: CurrentUser;
  now: Date;
}): Promise<BookingRequestDto> {
  const { db, id, motivo, currentUser, now } = opts;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookingRequests).where(eq(bookingRequests.id, id)).for('update');
    if (!row) throw notFound(BOOKING_MSG.notFound);
    if (!staffMayHandle(currentUser, row)) throw forbidden(BOOKING_MSG.forbidden);
    if (effectiveStatus({ estado: row.estado, venceEl: row.holdUntil }, now) !== 'pendiente') {
      throw conflict(BOOKING_MSG.notPending);
    }
    await tx
      .update(bookingRequests)
      .set({ estado: 'rechazada', motivo, decidedById: currentUser.id, updatedAt: now })
      .where(eq(bookingRequests.id, id));
    await releaseHold(tx, id);
  });
  return getBookingRequestDto(db, id, now);
}
