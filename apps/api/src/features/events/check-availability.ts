import { isAfterToday } from '@salones/shared/dates';
import { EVENT_REF_MSG } from '@salones/shared/event-refs';
import { MSG } from '@salones/shared/messages';
import { isId } from '@salones/shared/schema-helpers';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { preparedSlotFacts, refusalError, refusalOf } from '../../slots/availability.ts';

/**
 * docs/product.md §5 availability (docs/architecture.md §3.5): the date must be after today in Mexico City, the branch must exist,
 * and nothing may take that branch, date and turno — no live event and (issue #11) no booking request's
 * hold not yet past, except the hold of `solicitud`, the request staff are converting — and (issue #23.1) the
 * branch may not be closed that day (slots/availability.ts).
 */
export async function checkAvailability(opts: {
  db: Db;
  slot: { lugar: string; fecha: string; turno: string; solicitud?: string };
  now?: Date;
}): Promise<void> {
  const { db, slot, now = new Date() } = opts;
  if (!isAfterToday(slot.fecha, now)) throw badRequest(MSG.dateNotAfterToday);
  const [row] = isId(slot.lugar)
    ? await preparedSlotFacts(db).execute({
        placeId: slot.lugar,
        fecha: slot.fecha,
        turno: slot.turno,
        now: now.toISOString(),
        except: slot.solicitud ?? null,
      })
    : [];
  if (!row) throw notFound(EVENT_REF_MSG.placeNotFound);
  // asked by families and by staff's wizard alike: no lead time here (a request checks it), no forcing
  const refusal = refusalOf(row, { fecha: slot.fecha, by: 'staff', now });
  if (refusal) throw refusalError(refusal);
}
