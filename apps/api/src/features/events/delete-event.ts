// DELETE /api/event/{id} — super_admin only (DESIGN §3.1). Soft delete: the payment history stays
// (DESIGN §3.12) and the slot frees up, because the unique slot index covers live events only.

import type { EventDto } from '@salones/shared/events';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { getEventDto, withLockedEvent } from './event-queries.ts';

export async function deleteEvent(input: { db: Db; id: string }): Promise<EventDto> {
  const { db, id } = input;
  await withLockedEvent(db, id, (tx) =>
    tx.update(events).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(events.id, id)),
  );
  return getEventDto(db, id, { includeDeleted: true });
}
