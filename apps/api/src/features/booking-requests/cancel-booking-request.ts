// PUT /api/solicitud/{id}/cancelar: the owner cancels a pending request; the slot is free at once.
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { eq } from 'drizzle-orm';
import { getBookingRequestDto, lockPendingRequest } from '../../booking/booking-request-queries.ts';
import type { Db } from '../../db/client.ts';
import { bookingRequests } from '../../db/schema/index.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { releaseHold } from '../../slots/claims.ts';
import { givePromoUsesBack } from '../pricing/promo-code-uses.ts';

export async function cancelBookingRequest(opts: {
  db: Db;
  id: string;
  currentUser: CurrentUser;
  now: Date;
}): Promise<BookingRequestDto> {
  const { db, id, currentUser, now } = opts;
  await db.transaction(async (tx) => {
    await lockPendingRequest(tx, id, now, (row) => row.customerId === currentUser.id);
    await tx
      .update(bookingRequests)
      .set({ estado: 'cancelada', updatedAt: now })
      .where(eq(bookingRequests.id, id));
    await releaseHold(tx, id);
    await givePromoUsesBack(tx, [id]);
  });
  return getBookingRequestDto(db, id, now);
}
