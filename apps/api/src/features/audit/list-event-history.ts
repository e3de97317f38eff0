// One event's history for staff (the event page's 'Historial'), newest first.
import { EVENT_MSG } from '@salones/shared/events';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { listAudit } from './list-audit.ts';

export async function listEventHistory(opts: { db: Db; eventId: string; page: number; limit: number }) {
  // a deleted event keeps its history; an unknown one is a 404
  const [event] = await opts.db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.id, opts.eventId))
    .limit(1);
  if (!event) throw notFound(EVENT_MSG.eventNotFound);
  return listAudit(opts.db, { page: opts.page, limit: opts.limit, evento: opts.eventId });
}
