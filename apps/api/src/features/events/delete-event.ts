// DELETE /api/event/{id} — super_admin only (docs/architecture.md#roles). Soft delete: the payment history
// stays (docs/architecture.md#deleting-keeps-history) and the slot frees up, because the unique slot index
// covers live events only.

import type { EventDto } from '@salones/shared/events';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { getEventDto, moneyParts, withLockedEvent } from './event-queries.ts';

export async function deleteEvent(input: { db: Db; id: string; actor: AuditActor }): Promise<EventDto> {
  const { db, id } = input;
  await withLockedEvent(db, id, async (tx, event) => {
    await tx.update(events).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(events.id, id));
    const { abonos } = await moneyParts(tx, id);
    await recordAudit(tx, {
      actor: input.actor,
      kind: 'event_deleted',
      eventId: id,
      subject: event.name,
      before: {
        name: event.name,
        fecha: event.fecha,
        turno: event.turno,
        precioTotal: event.precioTotalCentavos,
        abonado: abonos.reduce((sum, a) => sum + a.abono, 0),
      },
      after: null,
    });
  });
  return getEventDto(db, id, { includeDeleted: true });
}
