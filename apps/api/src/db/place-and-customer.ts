// An event and a booking request each belong to a branch (places) and a customer (users): the reads that show
// them with their branch and customer (booking-request lists, the debt report, the event mails) join both here.
import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import { type bookingRequests, type events, places, users } from './schema/index.ts';
import type { Conn } from './transaction.ts';

type Owner = typeof events | typeof bookingRequests;

/** The select, typed as drizzle types it once `fields` are known: every joined row is there (inner joins). */
type WithPlaceAndCustomer<T extends Owner, F extends SelectedFields> = PgSelectBase<
  T['_']['name'],
  F,
  'partial',
  Record<T['_']['name'] | 'places' | 'users', 'not-null'>
>;

/**
 * `select fields from <events | booking_requests>` joined to its branch (`places`) and its customer (`users`);
 * the caller adds its own conditions, order and page (and further joins).
 */
export function selectWithPlaceAndCustomer<T extends Owner, F extends SelectedFields>(
  db: Conn,
  from: T,
  fields: F,
): WithPlaceAndCustomer<T, F> {
  const owner = from as Owner as typeof events;
  return db
    .select(fields as SelectedFields)
    .from(owner)
    .innerJoin(places, eq(places.id, owner.placeId))
    .innerJoin(users, eq(users.id, owner.customerId)) as unknown as WithPlaceAndCustomer<T, F>;
}
