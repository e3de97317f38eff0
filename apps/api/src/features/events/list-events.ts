import type { EventDto } from '@salones/shared/events';
import { EVENT_MSG } from '@salones/shared/events';
import { mayReadEvent } from '@salones/shared/permissions';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { type EventFilter, loadEventPage } from './event-queries.ts';

type Page = { limit: number; cursor?: string };
type EventPage = { items: EventDto[]; nextCursor: string | null };

/** GET /api/event (staff): live events by date range, branch, salón and resource, a keyset page at a time. */
export async function listEvents(opts: {
  db: Db;
  filter: Pick<EventFilter, 'from' | 'to' | 'lugar' | 'salon' | 'recurso'>;
  page: Page;
}): Promise<EventPage> {
  return loadEventPage(opts.db, opts.filter, opts.page);
}

/**
 * GET /api/event/{userId}: one customer's events. docs/architecture.md#ownership: a role user reads only
 * their own.
 */
export async function listEventsOfCustomer(opts: {
  db: Db;
  customerId: string;
  viewer: CurrentUser;
  page: Page;
}): Promise<EventPage> {
  const { viewer, customerId } = opts;
  if (!mayReadEvent(viewer, { customerId })) throw forbidden(EVENT_MSG.forbiddenEvents);
  return loadEventPage(opts.db, { customerId }, opts.page);
}

/** GET /api/event/obtener/admin/{adminId} (staff): the events an admin booked. */
export async function listEventsOfCreator(opts: {
  db: Db;
  creatorId: string;
  page: Page;
}): Promise<EventPage> {
  return loadEventPage(opts.db, { creatorId: opts.creatorId }, opts.page);
}
