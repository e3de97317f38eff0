import { isAfterToday } from '@salones/shared/dates';
import { EVENT_REF_MSG } from '@salones/shared/event-refs';
import { MSG } from '@salones/shared/messages';
import { isId } from '@salones/shared/schema-helpers';
import type { SlotAsker } from '@salones/shared/slots';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { preparedSlotFacts, refusalOf } from '../../slots/availability.ts';

/**
 * docs/product.md#5-validation-rules availability (docs/architecture.md#one-event-per-slot): the date must be
 * after today in Mexico City, the branch must exist, and nothing may take that branch, date and turno — no
 * live event and no booking request's hold not yet past, except the hold of `solicitud`, the request staff
 * are converting — and the branch may not be closed that day (slots/availability.ts). A family (anyone but
 * staff) is told a date within the branch's lead time is too soon — the message its request would get, with
 * the closed day's status (409): the slot cannot be had by them; staff (the wizard) have no lead time.
 */
export async function checkAvailability(opts: {
  db: Db;
  slot: { lugar: string; fecha: string; turno: string; solicitud?: string };
  by: SlotAsker;
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
  // no forcing here: a closed day is answered as closed to staff too (they may book it with forzarCierre)
  const refusal = refusalOf(row, { fecha: slot.fecha, by: opts.by, now });
  if (refusal) throw conflict(refusal.msg);
}
