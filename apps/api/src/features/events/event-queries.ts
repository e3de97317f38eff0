import type { EventDto } from '@salones/shared/events';
import { EVENT_MSG } from '@salones/shared/events';
import { type EventMoney, isStorableMoney } from '@salones/shared/pricing';
import { and, asc, eq, gte, isNull, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import {
  eventExtras,
  eventPayments,
  eventRecursos,
  events,
  places,
  salones,
  users,
} from '../../db/schema/index.ts';
import type { Conn, Tx } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { salonShownSql } from '../../slots/salon-shown.ts';
import { referenceGoneOr } from './event-refs.ts';
import { type EventRecord, type PaymentRecord, toEventDto } from './events.mapper.ts';

export type EventRow = typeof events.$inferSelect;

const customer = alias(users, 'customer');
const creator = alias(users, 'creator');

/** Which live events a list reads (staff filters and the owner/creator lists); every key is optional. */
export interface EventFilter {
  /** a date, or a placeholder of a statement prepared once (the dashboard's cards) */
  from?: string | Placeholder;
  to?: string | Placeholder;
  lugar?: string;
  salon?: string;
  recurso?: string;
  customerId?: string;
  creatorId?: string;
}

export const liveEventsMatching = (f: EventFilter) =>
  and(
    isNull(events.deletedAt),
    f.from ? gte(events.fecha, f.from) : undefined,
    f.to ? lte(events.fecha, f.to) : undefined,
    f.lugar ? eq(events.placeId, f.lugar) : undefined,
    f.salon ? eq(events.salonId, f.salon) : undefined,
    f.recurso
      ? sql`exists (select 1 from ${eventRecursos} where ${eventRecursos.eventId} = ${events.id} and ${eventRecursos.recursoId} = ${f.recurso})`
      : undefined,
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
  const rows = await selectEventRecords(db, and(liveEventsMatching(filter), after), page.limit + 1);
  return pageOf(rows, page.limit);
}

/** The first `limit` of `rows` (read with one more) as EventDtos, and the cursor of the next page (null on the last). */
export function pageOf(
  rows: EventListRow[],
  limit: number,
): { items: EventDto[]; nextCursor: string | null } {
  const items = rows.slice(0, limit).map(toListedEventDto);
  return { items, nextCursor: rows.length > limit ? rows[limit - 1].event.id : null };
}

/** An event's payments, with who received each, as one JSON array in the event's own row, in the order made. */
const paymentsJson = sql<PaymentJson[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'eventId', p.event_id, 'amountCentavos', p.amount_centavos,
    'metodo', p.metodo, 'fechaDePago', p.fecha_de_pago, 'receivedById', p.received_by_id, 'createdAt', p.created_at,
    'receiverName', r.name, 'receiverLastname', r.lastname) order by p.created_at, p.id)
  from ${eventPayments} p left join ${users} r on r.id = p.received_by_id where p.event_id = ${events.id}
), '[]'::json)`;
type PaymentJson = Omit<PaymentRecord['payment'], 'createdAt'> & {
  createdAt: string;
  receiverName: string | null;
  receiverLastname: string | null;
};

/** An event's extras as one JSON array in the event's own row, in the order added. */
const extrasJson = sql<ExtraJson[]>`coalesce((
  select json_agg(json_build_object('id', x.id, 'eventId', x.event_id, 'nombre', x.nombre, 'piezas', x.piezas,
    'precioCentavos', x.precio_centavos, 'productId', x.product_id, 'createdAt', x.created_at) order by x.created_at, x.id)
  from ${eventExtras} x where x.event_id = ${events.id}
), '[]'::json)`;
type ExtraJson = Omit<typeof eventExtras.$inferSelect, 'createdAt'> & { createdAt: string };

/**
 * What a list shows of an event: its own columns, its branch, customer and seller (EventRecord), and its
 * payments and extras inside the same row — one statement per list, never one per event.
 */
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
  salonNombre: sql<
    string | null
  >`(select ${salones.nombre} from ${salones} where ${salones.id} = ${events.salonId})`,
  salonMostrado: salonShownSql(events.placeId, events.salonId),
  payments: paymentsJson.as('payments'),
  extras: extrasJson.as('extras'),
};
type EventListRow = EventRecord & { payments: PaymentJson[]; extras: ExtraJson[] };

/**
 * At most `limit` events matching `condition` in the lists' order (date, turno, registration, id), each
 * with everything its EventDto shows; `extra` adds fields (the dashboard tags each card's rows).
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

/** A row of selectEventRecords as the API's EventDto. */
export function toListedEventDto(row: EventListRow): EventDto {
  const payments = row.payments.map(
    ({ receiverName, receiverLastname, createdAt, ...payment }): PaymentRecord => ({
      payment: { ...payment, createdAt: new Date(createdAt) },
      receiverName,
      receiverLastname,
    }),
  );
  const extras = row.extras.map((x) => ({ ...x, createdAt: new Date(x.createdAt) }));
  return toEventDto(row, payments, extras);
}

/** One event (live unless includeDeleted) or 404. */
export async function getEventDto(db: Conn, id: string, opts: { includeDeleted?: boolean } = {}) {
  const byId = eq(events.id, id);
  const [row] = await selectEventRecords(
    db,
    opts.includeDeleted ? byId : and(isNull(events.deletedAt), byId),
    1,
  );
  if (!row) throw notFound(EVENT_MSG.eventNotFound);
  return toListedEventDto(row);
}

/**
 * Runs `work` in a transaction holding the live event's row lock, so concurrent payments or edits
 * of one event see each other's totals. A taken slot (unique index events_live_salon_slot_key,
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
