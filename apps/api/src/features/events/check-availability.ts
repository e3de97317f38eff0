import { isAfterToday } from '@salones/shared/dates';
import { EVENT_MSG } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { findPlace } from './event-refs.ts';

/**
 * spec §5 availability (DESIGN §3.5): the date must be after today in Mexico City, the branch must exist,
 * and no live event may hold that branch, date and turno.
 */
export async function checkAvailability(opts: {
  db: Db;
  slot: { lugar: string; fecha: string; turno: string };
}): Promise<void> {
  const { db, slot } = opts;
  if (!isAfterToday(slot.fecha)) throw badRequest(MSG.dateNotAfterToday);
  const place = await findPlace(db, slot.lugar);
  const [taken] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.placeId, place.id),
        eq(events.fecha, slot.fecha),
        eq(events.turno, slot.turno),
        isNull(events.deletedAt),
      ),
    )
    .limit(1);
  if (taken) throw conflict(EVENT_MSG.slotTaken);
}
