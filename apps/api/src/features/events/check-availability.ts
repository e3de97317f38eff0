import { todayInMexicoCity } from '@salones/shared/dates';
import { EVENT_REF_MSG } from '@salones/shared/event-refs';
import { EVENT_MSG } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { isId } from '@salones/shared/schema-helpers';
import { and, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { places, slotClaims } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { preparedPerDb } from '../../lib/prepared-query.ts';

/**
 * The branch and whether the slot is taken, in one round trip (issue #12.6: the two queries this was cost
 * twice the CPU): no row → no such branch. Taken = a live event's claim, or a hold not yet past at `now`
 * that is not the hold of `except` (slot-claims.ts's isSlotTaken, the same rule).
 */
const branchAndSlot = preparedPerDb((db) =>
  db
    .select({
      taken: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(slotClaims)
        .where(
          and(
            eq(slotClaims.placeId, places.id),
            eq(slotClaims.fecha, sql.placeholder('fecha')),
            eq(slotClaims.turno, sql.placeholder('turno')),
            or(
              isNotNull(slotClaims.eventId),
              gt(slotClaims.holdUntil, sql`${sql.placeholder('now')}::timestamptz`),
            ),
            or(
              sql`${sql.placeholder('except')}::uuid is null`,
              isNull(slotClaims.requestId),
              ne(slotClaims.requestId, sql`${sql.placeholder('except')}::uuid`),
            ),
          ),
        )})`,
    })
    .from(places)
    .where(eq(places.id, sql.placeholder('placeId')))
    .prepare('branch_and_slot'),
);

/** Mexico City's date changes only on a whole minute: worked out once a minute, not per request. */
let today = { minute: Number.NaN, date: '' };
function todayAt(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== today.minute) today = { minute, date: todayInMexicoCity(now) };
  return today.date;
}

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
  if (!(slot.fecha > todayAt(now))) throw badRequest(MSG.dateNotAfterToday);
  const [row] = isId(slot.lugar)
    ? await branchAndSlot(db).execute({
        placeId: slot.lugar,
        fecha: slot.fecha,
        turno: slot.turno,
        now: now.toISOString(),
        except: slot.solicitud ?? null,
      })
    : [];
  if (!row) throw notFound(EVENT_REF_MSG.placeNotFound);
  if (row.taken) throw conflict(EVENT_MSG.slotTaken);
}
