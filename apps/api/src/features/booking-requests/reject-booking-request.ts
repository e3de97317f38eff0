// PUT /api/solicitud/{id}/rechazar (issue #11): staff of the request's scope reject a pending request with a
// reason; the slot is free at once and the customer is told why.
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { mayDecideRequest } from '@salones/shared/permissions';
import { eq } from 'drizzle-orm';
import { getBookingRequestDto, lockPendingRequest } from '../../booking/booking-request-queries.ts';
import type { Db } from '../../db/client.ts';
import { bookingRequests } from '../../db/schema/index.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { releaseHold } from '../../slots/claims.ts';
import { givePromoUsesBack } from '../pricing/promo-code-uses.ts';

export async function rejectBookingRequest(opts: {
  db: Db;
  id: string;
  motivo: string;
  currentUser: CurrentUser;
  now: Date;
}): Promise<BookingRequestDto> {
  const { db, id, motivo, currentUser, now } = opts;
  await db.transaction(async (tx) => {
    await lockPendingRequest(tx, id, now, (row) => mayDecideRequest(currentUser, row));
    await tx
      .update(bookingRequests)
      .set({ estado: 'rechazada', motivo, decidedById: currentUser.id, updatedAt: now })
      .where(eq(bookingRequests.id, id));
    await releaseHold(tx, id);
    await givePromoUsesBack(tx, [id]);
  });
  return getBookingRequestDto(db, id, now);
}
