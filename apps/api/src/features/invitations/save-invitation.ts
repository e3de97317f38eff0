// PUT /api/event/{id}/invitacion and DELETE: the owner or staff create, edit (same code) or close
// the event's party page.
import { todayInMexicoCity } from '@salones/shared/dates';
import {
  defaultDeadline,
  INVITATION_MSG,
  type InvitationDto,
  type InvitationUpsert,
} from '@salones/shared/invitations';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { invitations } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { eventForFamily, newCode, openInvitationOf, toInvitationDto } from './invitation-queries.ts';

type Deps = Pick<FastifyInstance, 'db' | 'config'>;

export async function saveInvitation(
  deps: Deps,
  opts: { eventId: string; body: InvitationUpsert; viewer: CurrentUser },
): Promise<InvitationDto> {
  const now = deps.config.now();
  const { body } = opts;
  try {
    return await deps.db.transaction(async (tx) => {
      const event = await eventForFamily(tx, opts.eventId, opts.viewer);
      if (event.fecha < todayInMexicoCity(now)) throw badRequest(INVITATION_MSG.eventPast);
      const fechaLimite = body.fechaLimite ?? defaultDeadline(event.fecha, now);
      if (fechaLimite > event.fecha) throw badRequest(INVITATION_MSG.fechaLimiteAfterEvent);
      const values = {
        festejado: body.festejado,
        edad: body.edad,
        mensaje: body.mensaje,
        tema: body.tema,
        fechaLimite,
        mostrarMapa: body.mostrarMapa,
        updatedAt: now,
      };
      const open = await openInvitationOf(tx, event.id);
      const [row] = open
        ? await tx.update(invitations).set(values).where(eq(invitations.id, open.id)).returning()
        : await tx
            .insert(invitations)
            .values({ ...values, eventId: event.id, codigo: newCode(), createdAt: now })
            .returning();
      return toInvitationDto(row, event.fecha, deps.config.publicUrl);
    });
  } catch (err) {
    // two first saves at once: one page wins, the other is asked to try again
    if (isUniqueViolation(err)) throw conflict(INVITATION_MSG.savedTwice);
    throw err;
  }
}

export async function getInvitationOfEvent(deps: Deps, opts: { eventId: string; viewer: CurrentUser }) {
  const event = await eventForFamily(deps.db, opts.eventId, opts.viewer);
  const open = await openInvitationOf(deps.db, event.id);
  return open ? toInvitationDto(open, event.fecha, deps.config.publicUrl) : null;
}

export async function closeInvitation(deps: Deps, opts: { eventId: string; viewer: CurrentUser }) {
  const event = await eventForFamily(deps.db, opts.eventId, opts.viewer);
  const open = await openInvitationOf(deps.db, event.id);
  if (!open) throw notFound(INVITATION_MSG.notFound);
  await deps.db.update(invitations).set({ closedAt: deps.config.now() }).where(eq(invitations.id, open.id));
}

/** 'Dejar de recibir respuestas' (abiertas false) or 'Volver a recibir respuestas': the open page stays readable. */
export async function setAnswersOpen(
  deps: Deps,
  opts: { eventId: string; abiertas: boolean; viewer: CurrentUser },
): Promise<InvitationDto> {
  const event = await eventForFamily(deps.db, opts.eventId, opts.viewer);
  const open = await openInvitationOf(deps.db, event.id);
  if (!open) throw notFound(INVITATION_MSG.notFound);
  const now = deps.config.now();
  const [row] = await deps.db
    .update(invitations)
    .set({ answersClosedAt: opts.abiertas ? null : (open.answersClosedAt ?? now), updatedAt: now })
    .where(eq(invitations.id, open.id))
    .returning();
  return toInvitationDto(row, event.fecha, deps.config.publicUrl);
}
