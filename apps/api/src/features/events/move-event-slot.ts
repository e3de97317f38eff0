// Staff moving an event — to another date, turno, branch or salón — with a new booking's checks: the turno must
// run that weekday, and the salón named (or, without one, the event's own when free, else the first free one by
// `orden`) must hold the party; the claim's unique key decides a race with another booking.
import { SALON_MSG, salonFits } from '@salones/shared/salones';
import { eq, inArray } from 'drizzle-orm';
import { events, salones } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { conflict } from '../../lib/app-error.ts';
import { firstClaimable, salonesToTry } from '../../slots/salon-choice.ts';
import { assertTurnoRuns } from '../../slots/schedule.ts';

interface EventSlot {
  id: string;
  placeId: string;
  fecha: string;
  turno: string;
  salonId: string | null;
  personas: number;
}

/**
 * Writes the event's new slot (in a savepoint per salón tried) when it moves; when only its head count changes,
 * checks that its salón still holds the party. A unique violation escapes when every salón was taken meanwhile.
 * Returns the salón's name before and after when it changed (for the audit entry), else null.
 */
export async function moveEventSlot(
  tx: Tx,
  event: EventSlot,
  next: { placeId: string; fecha: string; turno: string; personas: number; salon?: string },
): Promise<{ antes: string | null; despues: string | null } | null> {
  const moved =
    next.placeId !== event.placeId ||
    next.fecha !== event.fecha ||
    next.turno !== event.turno ||
    (next.salon !== undefined && next.salon !== event.salonId);
  if (!moved) {
    if (next.personas !== event.personas && event.salonId)
      await assertSalonHolds(tx, event.salonId, next.personas);
    return null;
  }
  const slot = { placeId: next.placeId, fecha: next.fecha, turno: next.turno };
  await assertTurnoRuns(tx, slot);
  const salonIds = await salonesToTry(tx, {
    ...slot,
    personas: next.personas,
    salon: next.salon,
    prefer: next.placeId === event.placeId ? event.salonId : null,
    now: new Date(),
    ignored: { event: event.id },
  });
  const salonId = await firstClaimable(tx, salonIds, async (sp, id) => {
    await sp
      .update(events)
      .set({ ...slot, salonId: id, updatedAt: new Date() })
      .where(eq(events.id, event.id));
    return id;
  });
  if (salonId === event.salonId) return null;
  const named = await tx
    .select({ id: salones.id, nombre: salones.nombre })
    .from(salones)
    .where(inArray(salones.id, [salonId, ...(event.salonId ? [event.salonId] : [])]));
  const nameOf = (id: string | null) => named.find((s) => s.id === id)?.nombre ?? null;
  return { antes: nameOf(event.salonId), despues: nameOf(salonId) };
}

async function assertSalonHolds(tx: Tx, salonId: string, personas: number) {
  const [salon] = await tx.select().from(salones).where(eq(salones.id, salonId));
  if (salon && !salonFits(salon, personas))
    throw conflict(SALON_MSG.doesNotFit(salon.nombre, salon.capacidadMin, salon.capacidadMax));
}
