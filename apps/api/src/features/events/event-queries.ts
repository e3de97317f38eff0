import type { EventDto } from '@salones/shared/events';
import { EVENT_MSG } from '@salones/shared/events';
import { type EventMoney, isStorableMoney } from '@salones/shared/pricing';
import { and, asc, eq, gte, inArray, isNull, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { eventExtras, eventPayments, events, places, users } from '../../db/schema/index.ts';
import type { Conn, Tx } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { referenceGoneOr } from './event-refs.ts';
import { type EventRecord, type PaymentRecord, toEventDto } from './events.mapper.ts';

export type EventRow = typeof events.$inferSelect;

const customer = alias(users, 'customer');
const creator = alias(users, 'creator');
const receiver = alias(users, 'receiver');

/** Which live events a list reads (staff filters and the owner/creator lists); every key is optional. */
export interface EventFilter {
  /** a date, or a placeholder of a statement prepared once (the dashboard's cards) */
  from?: string | Placeholder;
  to?: string | Placeholder;
  lugar?: string;
  customerId?: string;
  creatorId?: string;
}

export const liveEventsMatching = (f: EventFilter) =>
  and(
    isNull(events.deletedAt),
    f.from ? gte(events.fecha, f.from) : undefined,
    f.to ? lte(events.fecha, f.to) : undefined,
    f.lugar ? eq(events.placeId, f.lugar) : undefined,
    f.customerId ? eq(events.customerId, f.customerId) : undefined,
    f.creatorId ? eq(events.creatorId, f.creatorId) : undefined,
  );

/**
 * One page of live events matching `filter`: `limit` events in (fecha, turno,
 * created_at, id) order after the event `cursor` — a keyset read along events_live_*_order_idx,
 * as fast on the last page as on the first — and the cursor of the next page (null on the last).
 */
export async function loadEventPage(
  db: Conn,
  filter: EventFilter,
  page: { limit: number; cursor?: string },
): Promise<{ items: EventDto[]; nextCursor: string | null }> {
  const after = page.cursor
    ? sql`(${events.fecha}, ${events.turno}, ${events.createdAt}, ${events.id}) > (select c.fecha, c.turno, c.created_at, c.id from events c where c.id = ${page.cursor})`
    : undefined;
  const rows: EventRecord[] = await selectEventRecords(
    db,
    and(liveEventsMatching(filter), after),
    page.limit + 1,
  );
  const { records, nextCursor } = pageOf(rows, page.limit);
  const [items] = await withPaymentsAndExtras(db, [records]);
  return { items, nextCursor };
}

/** The first `limit` of `rows` (read with one more) and the cursor of the next page (null on the last). */
export function pageOf(rows: EventRecord[], limit: number) {
  if (rows.length <= limit) return { records: rows, nextCursor: null };
  return { records: rows.slice(0, limit), nextCursor: rows[limit - 1].event.id };
}

/** What a list shows of an event besides its own columns: its branch, customer and seller (EventRecord). */
const eventListSelection = {
  event: events,
  place: {
    id: places.id,
    sucursal: places.sucursal,
    lugarname: places.lugarname,
    direccion: places.direccion,
    phone: places.phone,
  },
  customer: { id: customer.id, name: customer.name, lastname: customer.lastname, email: customer.email },
  creator: { id: creator.id, name: creator.name, lastname: creator.lastname },
};

/**
 * At most `limit` events matching `condition` in the lists' order (date, turno, registration, id), with their
 * branch, customer and seller; `extra` adds fields (the dashboard tags each card's rows).
 */
export function selectEventRecords<X extends Record<string, SQL.Aliased>>(
  db: Conn,
  condition: SQL | undefined,
  limit: number | Placeholder,
  extra: X = {} as X,
) {
  return db
    .select({ ...eventListSelection, ...extra })
    .from(events)
    .innerJoin(places, eq(places.id, events.placeId))
    .innerJoin(customer, eq(customer.id, events.customerId))
    .leftJoin(creator, eq(creator.id, events.creatorId))
    .where(condition)
    .orderBy(asc(events.fecha), asc(events.turno), asc(events.createdAt), asc(events.id))
    .limit(limit);
}

/**
 * At most `limit` events matching `condition`, ordered by date and turno, with their payments and
 * extras loaded in one query each — never one query per event.
 */
async function loadEvents(db: Conn, condition: SQL | undefined, limit: number): Promise<EventDto[]> {
  const rows: EventRecord[] = await selectEventRecords(db, condition, limit);
  return (await withPaymentsAndExtras(db, [rows]))[0];
}

/**
 * Lists of event records as EventDtos: the payments and extras of all their events (an event in two lists
 * once) read in one query each.
 */
export async function withPaymentsAndExtras(db: Conn, lists: EventRecord[][]): Promise<EventDto[][]> {
  const ids = [...new Set(lists.flatMap((rows) => rows.map((r) => r.event.id)))];
  if (ids.length === 0) return lists.map(() => []);
  const [payments, extras] = await Promise.all([
    db
      .select({ payment: eventPayments, receiverName: receiver.name, receiverLastname: receiver.lastname })
      .from(eventPayments)
      .leftJoin(receiver, eq(receiver.id, eventPayments.receivedById))
      .where(inArray(eventPayments.eventId, ids))
      .orderBy(asc(eventPayments.createdAt), asc(eventPayments.id)),
    db
      .select()
      .from(eventExtras)
      .where(inArray(eventExtras.eventId, ids))
      .orderBy(asc(eventExtras.createdAt), asc(eventExtras.id)),
  ]);
  const paymentsBy = groupBy(payments, (p: PaymentRecord) => p.payment.eventId);
  const extrasBy = groupBy(extras, (x) => x.eventId);
  return lists.map((rows) =>
    rows.map((r) => toEventDto(r, paymentsBy.get(r.event.id) ?? [], extrasBy.get(r.event.id) ?? [])),
  );
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** One event (live unless includeDeleted) or 404. */
export async function getEventDto(db: Conn, id: string, opts: { includeDeleted?: boolean } = {}) {
  const byId = eq(events.id, id);
  const [dto] = await loadEvents(db, opts.includeDeleted ? byId : and(isNull(events.deletedAt), byId), 1);
  if (!dto) throw notFound(EVENT_MSG.eventNotFound);
  return dto;
}

/**
 * Runs `work` in a transaction holding the live event's row lock, so concurrent payments or edits
 * of one event see each other's totals. A taken slot (unique index events_live_slot_key,
 * docs/architecture.md#one-event-per-slot) becomes a 409.
 */
export async function withLockedEvent<T>(
  db: Db,
  id: string,
  work: (tx: Tx, event: EventRow) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const [event] = await tx
        .select()
        .from(events)
        .where(and(eq(events.id, id), isNull(events.deletedAt)))
        .for('update');
      if (!event) throw notFound(EVENT_MSG.eventNotFound);
      return work(tx, event);
    });
  } catch (err) {
    throw referenceGoneOr(slotConflictOr(err));
  }
}

/** Refuses money the database cannot store (docs/architecture.md#money-in-centavos: integer centavos). */
export function assertStorableMoney(money: EventMoney) {
  if (!isStorableMoney(money)) throw badRequest(EVENT_MSG.amountTooLarge);
}

export const slotConflictOr = (err: unknown) =>
  isUniqueViolation(err) ? conflict(EVENT_MSG.slotTaken) : err;

/** The stored payments and extras of an event, in centavos, for recomputing its money. */
export async function moneyParts(tx: Tx, eventId: string) {
  const [abonos, extras] = await Promise.all([
    tx
      .select({ abono: eventPayments.amountCentavos })
      .from(eventPayments)
      .where(eq(eventPayments.eventId, eventId)),
    tx
      .select({
        id: eventExtras.id,
        nombre: eventExtras.nombre,
        precio: eventExtras.precioCentavos,
        piezas: eventExtras.piezas,
      })
      .from(eventExtras)
      .where(eq(eventExtras.eventId, eventId)),
  ]);
  return { abonos, extras };
}
