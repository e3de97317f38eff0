// POST/PUT/DELETE /api/invitacion/{codigo}/rsvp[/{token}]: a guest answers without an account,
// and changes or withdraws the answer with its token. Capacity: the 'yes' people of a page never go above
// the event's personas — every answer to a page locks the page's row first (FOR UPDATE), so answers to one
// page take turns and each sees the others' committed count.
import { INVITATION_MSG, isBeforeDeadline, peopleOf, type RsvpRequest } from '@salones/shared/invitations';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { invitationRsvps } from '../../db/schema/index.ts';
import type { Conn, Tx } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import {
  confirmedPeople,
  hashToken,
  loadPublicInvitation,
  nameKey,
  newToken,
  type PublicParty,
} from './invitation-queries.ts';

type Deps = Pick<FastifyInstance, 'db' | 'config'>;

async function checkPlaces(tx: Tx, party: PublicParty, answer: RsvpRequest, now: Date, exceptId?: string) {
  const { festejado, fechaLimite, id, answersClosedAt } = party.invitation;
  if (answersClosedAt) throw conflict(INVITATION_MSG.answersClosed(festejado));
  if (!isBeforeDeadline(fechaLimite, now)) throw conflict(INVITATION_MSG.deadlinePassed(festejado));
  if (!answer.asistira) return;
  const taken = await confirmedPeople(tx, id, exceptId);
  if (taken + peopleOf(answer) > party.personas) throw conflict(INVITATION_MSG.full(festejado));
}

const sameName = (err: unknown) => {
  if (isUniqueViolation(err)) return conflict(INVITATION_MSG.sameName);
  return err;
};

export async function createRsvp(deps: Deps, codigo: string, answer: RsvpRequest) {
  const now = deps.config.now();
  const token = newToken();
  const uid = await deps.db.transaction(async (tx) => {
    const party = await loadPublicInvitation(tx, codigo, now, { lock: true });
    await checkPlaces(tx, party, answer, now);
    // answers to the page take turns on its row (locked above), so the same name is always seen here
    const [row] = await tx
      .insert(invitationRsvps)
      .values({
        invitationId: party.invitation.id,
        tokenHash: hashToken(token),
        nombreKey: nameKey(answer.nombre),
        ...answer,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [invitationRsvps.invitationId, invitationRsvps.nombreKey] })
      .returning({ id: invitationRsvps.id });
    if (!row) throw conflict(INVITATION_MSG.sameName);
    return row.id;
  });
  return { uid, token };
}

async function rsvpOf(tx: Tx, invitationId: string, token: string) {
  const row = await findOwnRsvp({ db: tx }, invitationId, token);
  if (!row) throw notFound(INVITATION_MSG.rsvpNotFound);
  return row;
}

export async function updateRsvp(deps: Deps, codigo: string, token: string, answer: RsvpRequest) {
  const now = deps.config.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const party = await loadPublicInvitation(tx, codigo, now, { lock: true });
      const current = await rsvpOf(tx, party.invitation.id, token);
      await checkPlaces(tx, party, answer, now, current.id);
      await tx
        .update(invitationRsvps)
        .set({ ...answer, nombreKey: nameKey(answer.nombre), updatedAt: now })
        .where(eq(invitationRsvps.id, current.id));
      return { uid: current.id };
    });
  } catch (err) {
    throw sameName(err);
  }
}

export async function withdrawRsvp(deps: Deps, codigo: string, token: string) {
  const now = deps.config.now();
  await deps.db.transaction(async (tx) => {
    const party = await loadPublicInvitation(tx, codigo, now, { lock: true });
    const current = await rsvpOf(tx, party.invitation.id, token);
    await tx.delete(invitationRsvps).where(eq(invitationRsvps.id, current.id));
  });
}

/** The answer this browser sent (its token from the page's cookie), or null. */
export async function findOwnRsvp(deps: { db: Conn }, invitationId: string, token: string | undefined) {
  if (!token) return null;
  const [row] = await deps.db
    .select()
    .from(invitationRsvps)
    .where(
      and(eq(invitationRsvps.invitationId, invitationId), eq(invitationRsvps.tokenHash, hashToken(token))),
    )
    .limit(1);
  return row ?? null;
}
