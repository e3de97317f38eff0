// Reading booking requests: who may see which (staff scope), the status as of now, and the DTO loader.
import {
  BOOKING_MSG,
  BOOKING_STATUSES,
  type BookingCounts,
  type BookingRequestDto,
  type BookingStatus,
  effectiveStatus,
} from '@salones/shared/booking-requests';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { readableBy } from '../db/customer-scope.ts';
import { selectWithPlaceAndCustomer } from '../db/place-and-customer.ts';
import { bookingRequests, packages, places, salones, users } from '../db/schema/index.ts';
import type { Conn, Tx } from '../db/transaction.ts';
import { conflict, forbidden, notFound } from '../lib/app-error.ts';
import type { CurrentUser } from '../lib/current-user.ts';
import { holdIsLive, holdIsPast } from '../slots/claims.ts';
import { salonShownSql } from '../slots/salon-shown.ts';
import {
  type BookingRequestRecord,
  type BookingRequestRow,
  toBookingRequestDto,
} from './booking-requests.mapper.ts';

/**
 * docs/architecture.md#booking-requests-hold-the-slot: a customer sees their own requests; an admin with a
 * branch (`lugar`) only that branch's; an admin without one and a super_admin every branch's.
 */
export const visibleTo = (user: CurrentUser) => readableBy(user, bookingRequests);

/** The written status read as of `now`: a pending request past its hold is 'vencida'. */
export function statusIs(estado: BookingStatus, now: Date): SQL {
  const r = bookingRequests;
  const pastHold = and(eq(r.estado, 'pendiente'), holdIsPast(r.holdUntil, now));
  if (estado === 'pendiente') return and(eq(r.estado, 'pendiente'), holdIsLive(r.holdUntil, now))!;
  if (estado === 'vencida') return or(eq(r.estado, 'vencida'), pastHold)!;
  return eq(r.estado, estado);
}

/** effectiveStatus (packages/shared) as SQL: a pending request past its hold reads 'vencida'. */
const effectiveStatusSql = (now: Date) =>
  sql<BookingStatus>`case when ${bookingRequests.estado} = 'pendiente' and ${holdIsPast(bookingRequests.holdUntil, now)} then 'vencida' else ${bookingRequests.estado} end`;

export async function countByStatus(db: Conn, where: SQL | undefined, now: Date): Promise<BookingCounts> {
  const status = effectiveStatusSql(now);
  const rows = await db
    .select({ estado: status, n: sql<number>`count(*)::int` })
    .from(bookingRequests)
    .where(where)
    // by position: the expression's parameter would be a different placeholder in GROUP BY
    .groupBy(sql`1`);
  const counts = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0])) as BookingCounts;
  for (const row of rows) counts[row.estado] = Number(row.n);
  return counts;
}

const customer = users;

/** Requests matching `where`, newest first, as DTOs. */
export async function loadBookingRequests(
  db: Conn,
  where: SQL | undefined,
  now: Date,
  page: { limit: number; offset: number } = { limit: 1000, offset: 0 },
): Promise<BookingRequestDto[]> {
  const rows: BookingRequestRecord[] = await selectWithPlaceAndCustomer(db, bookingRequests, {
    request: bookingRequests,
    place: { id: places.id, sucursal: places.sucursal, lugarname: places.lugarname, phone: places.phone },
    packageName: packages.name,
    salonNombre: sql<
      string | null
    >`(select ${salones.nombre} from ${salones} where ${salones.id} = ${bookingRequests.salonId})`,
    salonMostrado: salonShownSql(bookingRequests.placeId, bookingRequests.salonId),
    customer: {
      id: customer.id,
      name: customer.name,
      lastname: customer.lastname,
      email: customer.email,
      phone: customer.phone,
    },
  })
    .leftJoin(packages, eq(packages.id, bookingRequests.packageId))
    .where(where)
    .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => toBookingRequestDto(row, now));
}

export async function getBookingRequestDto(db: Conn, id: string, now: Date): Promise<BookingRequestDto> {
  const [dto] = await loadBookingRequests(db, eq(bookingRequests.id, id), now, { limit: 1, offset: 0 });
  if (!dto) throw notFound(BOOKING_MSG.notFound);
  return dto;
}

/**
 * Locks the request for a decision (cancel, reject, convert): 404 when missing, 403 when `mayAct` refuses
 * the caller, 409 unless it is still pending at `now`.
 */
export async function lockPendingRequest(
  tx: Tx,
  id: string,
  now: Date,
  mayAct: (row: BookingRequestRow) => boolean,
): Promise<BookingRequestRow> {
  const [row] = await tx.select().from(bookingRequests).where(eq(bookingRequests.id, id)).for('update');
  if (!row) throw notFound(BOOKING_MSG.notFound);
  if (!mayAct(row)) throw forbidden(BOOKING_MSG.forbidden);
  if (effectiveStatus({ estado: row.estado, venceEl: row.holdUntil }, now) !== 'pendiente') {
    throw conflict(BOOKING_MSG.notPending);
  }
  return row;
}
