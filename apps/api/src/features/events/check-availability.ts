import { isAfterToday } from '@salones/shared/dates';
import { EVENT_MSG } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { isSlotTaken } from '../booking-requests/slot-claims.ts';
import { findPlace } from './event-refs.ts';

/**
 * spec §5 availability (DESIGN §3.5): the date must be after today in Mexico City, the branch must exist,
 * and nothing may take that branch, date and turno — no live event and (issue #11) no booking request's
 * hold not yet past, except the hold of `solicitud`, the request staff are converting.
 */
export async function checkAvailability(opts: {
  db: Db;
  slot: { lugar: string; fecha: string; turno: string; solicitud?: string };
  now?: Date;
}): Promise<void> {
  const { db, slot, now = new Date() } = opts;
  if (!isAfterToday(slot.fecha, now)) throw badRequest(MSG.dateNotAfterToday);
  const place = await findPlace(db, slot.lugar);
  const taken = await isSlotTaken(
    db,
    { placeId: place.id, fecha: slot.fecha, turno: slot.turno },
    now,
    slot.solicitud,
  );
  if (taken) throw conflict(EVENT_MSG.slotTaken);
}
