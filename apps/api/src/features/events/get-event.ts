import type { EventDto } from '@salones/shared/events';
import { EVENT_MSG } from '@salones/shared/events';
import { mayReadEvent } from '@salones/shared/permissions';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { getEventDto } from './event-queries.ts';

/**
 * GET /api/event/obtener/{id} and the event's contract (issue #13.5): one event with its payments and
 * extras. docs/architecture.md §3.2: a role user reads only their own events; staff read all.
 */
export async function getEvent(opts: { db: Db; id: string; viewer: CurrentUser }): Promise<EventDto> {
  const event = await getEventDto(opts.db, opts.id);
  if (!mayReadEvent(opts.viewer, { customerId: event.user })) throw forbidden(EVENT_MSG.forbiddenEvent);
  return event;
}
