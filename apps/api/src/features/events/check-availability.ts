import { isAfterToday } from '@salones/shared/dates';
import { EVENT_REF_MSG } from '@salones/shared/event-refs';
import { MSG } from '@salones/shared/messages';
import type { FreeSalonDto } from '@salones/shared/salones';
import { isId } from '@salones/shared/schema-helpers';
import type { SlotAsker } from '@salones/shared/slots';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { preparedSlotFacts, refusalOf } from '../../slots/availability.ts';
import { namedSalon, salonesOfSlot, toFreeSalonDto } from '../../slots/salon-choice.ts';
import { assertTurnoRuns } from '../../slots/schedule.ts';

/**
 * docs/product.md#5-validation-rules availability (docs/architecture.md#one-event-per-slot): the date must be
 * after today in Mexico City, the branch must exist and run the turno that weekday, and one of its active
 * salones must be free — no live event and no booking request's hold not yet past, except the hold of
 * `solicitud`, the request staff are converting; with `salon`, that salón — and the branch may not be closed
 * that day (slots/availability.ts). A family (anyone but staff) is told a date within the branch's lead time is
 * too soon — the message its request would get, with the closed day's status (409): the slot cannot be had by
 * them; staff (the wizard) have no lead time. Answers the free salones, by `orden`.
 */
export async function checkAvailability(opts: {
  db: Db;
  slot: { lugar: string; fecha: string; turno: string; solicitud?: string; salon?: string };
  by: SlotAsker;
  now?: Date;
}): Promise<FreeSalonDto[]> {
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
  const where = { placeId: slot.lugar, fecha: slot.fecha, turno: slot.turno };
  await assertTurnoRuns(db, where);
  const salones = await salonesOfSlot(db, where, now, { request: slot.solicitud });
  const asked = slot.salon ? [namedSalon(salones, slot.salon)] : salones;
  // no forcing here: a closed day is answered as closed to staff too (they may book it with forzarCierre)
  const refusal = refusalOf(
    { ...row, taken: asked.every((s) => s.taken) },
    { fecha: slot.fecha, by: opts.by, now },
  );
  if (refusal) throw conflict(refusal.msg);
  return asked.filter((s) => !s.taken).map(toFreeSalonDto);
}
