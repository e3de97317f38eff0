// GET /api/event/{id}/invitados and PUT …/invitados/{rsvpId}/llegada: the answers of the event's
// page (by name) with their totals, for the owner and staff only
// (docs/architecture.md#guests-data-stays-with-the-family); staff mark arrivals.
import { guestTotals, INVITATION_MSG } from '@salones/shared/invitations';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invitationRsvps, invitations } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { eventForFamily, latestInvitationOf, toGuestDto } from './invitation-queries.ts';

type Deps = Pick<FastifyInstance, 'db'>;

export async function listGuests(deps: Deps, opts: { eventId: string; viewer: CurrentUser }) {
  const event = await eventForFamily(deps.db, opts.eventId, opts.viewer);
  const page = await latestInvitationOf(deps.db, event.id);
  const rows = page
    ? await deps.db
        .select()
        .from(invitationRsvps)
        .where(eq(invitationRsvps.invitationId, page.id))
        .orderBy(asc(invitationRsvps.nombreKey), asc(invitationRsvps.id))
    : [];
  const invitados = rows.map(toGuestDto);
  return {
    invitados,
    totales: guestTotals(invitados),
    personas: event.personas,
    invitacion: Boolean(page && !page.closedAt),
  };
}

export async function markArrival(
  deps: Deps,
  opts: { eventId: string; rsvpId: string; llegada: boolean; viewer: CurrentUser },
) {
  await eventForFamily(deps.db, opts.eventId, opts.viewer);
  const [row] = await deps.db
    .update(invitationRsvps)
    .set({ llegada: opts.llegada })
    .from(invitations)
    .where(
      and(
        eq(invitationRsvps.id, opts.rsvpId),
        eq(invitations.id, invitationRsvps.invitationId),
        eq(invitations.eventId, opts.eventId),
      ),
    )
    .returning();
  if (!row) throw notFound(INVITATION_MSG.guestNotFound);
  return toGuestDto(row as typeof invitationRsvps.$inferSelect);
}
