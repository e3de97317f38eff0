// PUT /api/event/adicionales/date/{id} — docs/product.md#5-validation-rules "Change event date": later than
// today; the slot must be free; the branch open that day unless staff force it.

import { isAfterToday } from '@salones/shared/dates';
import type { EventDto } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { turnoHoursIn } from '@salones/shared/turnos';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, places } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { badRequest } from '../../lib/app-error.ts';
import { branchSchedule } from '../../slots/schedule.ts';
import { type AuditActor, changedFields, recordAudit } from '../audit/record-audit.ts';
import { closedDayForStaff } from './closed-day.ts';
import { getEventDto, withLockedEvent } from './event-queries.ts';
import { findPackageOfPlace, findPlace } from './event-refs.ts';
import { moveEventSlot } from './move-event-slot.ts';

export async function changeEventDate(input: {
  db: Db;
  id: string;
  body: {
    fecha: string;
    turno: string;
    lugar: string;
    forzarCierre?: boolean;
    salon?: string;
    entrada?: string | null;
    salida?: string | null;
  };
  actor: AuditActor;
}): Promise<EventDto> {
  const { db, id, body } = input;
  if (!isAfterToday(body.fecha)) throw badRequest(MSG.dateNotAfterToday);
  await withLockedEvent(db, id, async (tx, event) => {
    let placeId = event.placeId;
    let newPlace: { id: string; sucursal: string } | null = null;
    if (body.lugar && body.lugar !== event.placeId) {
      newPlace = await findPlace(tx, body.lugar);
      placeId = newPlace.id;
      // Moving branch keeps the booked package, so it has to be one of the new branch's packages.
      if (event.packageId) await findPackageOfPlace(tx, event.packageId, placeId);
    }
    // Onto a day the branch is closed only when staff force it (the entry below records it)
    const moved = body.fecha !== event.fecha || placeId !== event.placeId;
    const cierreForzado = moved
      ? await closedDayForStaff(tx, {
          placeId,
          fecha: body.fecha,
          turno: body.turno,
          forzarCierre: body.forzarCierre,
          now: new Date(),
        })
      : null;
    const salon = await moveEventSlot(tx, event, {
      placeId,
      fecha: body.fecha,
      turno: body.turno,
      personas: event.personas,
      salon: body.salon,
    });
    const hours = await hoursAfterMove(tx, event, {
      placeId,
      turno: body.turno,
      entrada: body.entrada,
      salida: body.salida,
    });
    if (hours)
      await tx
        .update(events)
        .set({ ...hours, updatedAt: new Date() })
        .where(eq(events.id, id));
    const [oldPlace] = newPlace
      ? await tx.select({ sucursal: places.sucursal }).from(places).where(eq(places.id, event.placeId))
      : [];
    const change = changedFields(
      {
        fecha: event.fecha,
        turno: event.turno,
        lugar: oldPlace?.sucursal,
        salon: salon?.antes,
        entrada: event.entrada,
        salida: event.salida,
      },
      {
        fecha: body.fecha,
        turno: body.turno,
        ...(newPlace && { lugar: newPlace.sucursal }),
        ...(salon && { salon: salon.despues }),
        ...hours,
      },
    );
    if (change)
      await recordAudit(tx, {
        ...change,
        ...(cierreForzado && { after: { ...change.after, cierreForzado } }),
        actor: input.actor,
        kind: 'date_changed',
        eventId: id,
        subject: event.name,
      });
  });
  return getEventDto(db, id);
}

/**
 * The party's hours after a move: those sent; without them, a new turno or branch brings its turno's hours in
 * the branch's schedule (the old ones were the old turno's), and the same turno keeps the event's (null).
 */
async function hoursAfterMove(
  tx: Tx,
  event: { turno: string; placeId: string },
  to: { placeId: string; turno: string; entrada?: string | null; salida?: string | null },
): Promise<{ entrada: string; salida: string } | null> {
  if (to.entrada != null || to.salida != null) return { entrada: to.entrada ?? '', salida: to.salida ?? '' };
  if (to.turno === event.turno && to.placeId === event.placeId) return null;
  return turnoHoursIn(await branchSchedule(tx, to.placeId), to.turno);
}
