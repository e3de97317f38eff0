// GET /api/solicitud and GET /api/solicitud/{id} (issue #11): staff read their scope, a customer their own.
import {
  BOOKING_MSG,
  type BookingListQuerySchema,
  type BookingRequestDto,
} from '@salones/shared/booking-requests';
import { isStaff, mayReadBranchRecord } from '@salones/shared/permissions';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  countByStatus,
  getBookingRequestDto,
  loadBookingRequests,
  statusIs,
  visibleTo,
} from '../../booking/booking-request-queries.ts';
import type { Db } from '../../db/client.ts';
import { bookingRequests } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';

export async function listBookingRequests(opts: {
  db: Db;
  query: z.infer<typeof BookingListQuerySchema>;
  currentUser: CurrentUser;
  now: Date;
}) {
  const { db, query, currentUser, now } = opts;
  const scope = and(
    visibleTo(currentUser),
    // a customer's requests are theirs whatever the branch asked for
    query.lugar && isStaff(currentUser) ? eq(bookingRequests.placeId, query.lugar) : undefined,
  );
  const where = and(scope, query.estado ? statusIs(query.estado, now) : undefined);
  const [solicitudes, conteos] = await Promise.all([
    loadBookingRequests(db, where, now, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    countByStatus(db, scope, now),
  ]);
  // the scope's counts per status already hold the filtered list's total
  const total = query.estado ? conteos[query.estado] : Object.values(conteos).reduce((a, n) => a + n, 0);
  return { solicitudes, total, conteos };
}

export async function getBookingRequest(opts: {
  db: Db;
  id: string;
  currentUser: CurrentUser;
  now: Date;
}): Promise<BookingRequestDto> {
  const { currentUser: user } = opts;
  const dto = await getBookingRequestDto(opts.db, opts.id, opts.now);
  // a caller outside its scope hears 403 (a customer never reads another's)
  if (!mayReadBranchRecord(user, { customerId: dto.user, placeId: dto.lugar.uid }))
    throw forbidden(BOOKING_MSG.forbidden);
  return dto;
}
