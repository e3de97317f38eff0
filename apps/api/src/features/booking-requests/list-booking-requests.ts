// GET /api/solicitud and GET /api/solicitud/{id} (issue #11): staff read their scope, a customer their own.
import type { BookingListQuerySchema, BookingRequestDto } from '@salones/shared/booking-requests';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bookingRequests } from '../../db/schema/index.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import {
  countByStatus,
  findVisibleRequest,
  getBookingRequestDto,
  loadBookingRequests,
  statusIs,
  visibleTo,
} from './booking-request-queries.ts';

export async function listBookingRequests(opts: {
  db: Db;
  query: z.infer<typeof BookingListQuerySchema>;
  currentUser: CurrentUser;
  now: Date;
}) {
  const { db, query, currentUser, now } = opts;
  const scope = and(
    visibleTo(currentUser),
    query.lugar && currentUser.role !== 'user' ? eq(bookingRequests.placeId, query.lugar) : undefined,
  );
  const where = and(scope, query.estado ? statusIs(query.estado, now) : undefined);
  const [solicitudes, [{ total }], conteos] = await Promise.all([
    loadBookingRequests(db, where, now, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    db.select({ total: sql<number>`count(*)::int` }).from(bookingRequests).where(where),
    countByStatus(db, scope, now),
  ]);
  return { solicitudes, total: Number(total), conteos };
}

export async function getBookingRequest(opts: {
  db: Db;
  id: string;
  currentUser: CurrentUser;
  now: Date;
}): Promise<BookingRequestDto> {
  await findVisibleRequest(opts.db, opts.id, opts.currentUser);
  return getBookingRequestDto(opts.db, opts.id, opts.now);
}
