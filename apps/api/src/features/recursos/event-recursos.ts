// The resources of a party: reading them and replacing the whole set. Whether a resource is free at the party's
// hours is decided by the database's exclusion constraint (migration 0023) as each assignment is written, never by
// a read beforehand: of two staff assigning one person to two overlapping parties at once, the second waits for
// the first and is refused.
import { mayManageRecursosOf } from '@salones/shared/permissions';
import { RECURSO_MSG } from '@salones/shared/recursos';
import { DEFAULT_TURNO_SCHEDULE } from '@salones/shared/turnos';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isExclusionViolation } from '../../db/db-errors.ts';
import { eventRecursos, events, recursos, turnoSchedules } from '../../db/schema/index.ts';
import type { Conn, Tx } from '../../db/transaction.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { toRecursoDto } from './recursos.ts';

/** The chain's turnos, for a branch that never saved its own schedule. */
const DEFAULT_TURNOS_JSON = JSON.stringify(DEFAULT_TURNO_SCHEDULE.turnos);

async function liveEventOf(db: Conn, user: CurrentUser, eventId: string, lock: boolean) {
  const query = db
    .select({ id: events.id, placeId: events.placeId })
    .from(events)
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)));
  const [event] = await (lock ? query.for('update') : query);
  if (!event) throw notFound(RECURSO_MSG.eventNotFound);
  if (!mayManageRecursosOf(user, event.placeId)) throw forbidden(RECURSO_MSG.forbidden);
  return event;
}

const assignedTo = (db: Conn, eventId: string) =>
  db
    .select({ recurso: recursos })
    .from(eventRecursos)
    .innerJoin(recursos, eq(recursos.id, eventRecursos.recursoId))
    .where(eq(eventRecursos.eventId, eventId))
    .orderBy(asc(recursos.nombre), asc(recursos.id))
    .then((rows) => rows.map((r) => toRecursoDto(r.recurso)));

export async function getEventRecursos(db: Db, user: CurrentUser, eventId: string) {
  await liveEventOf(db, user, eventId, false);
  return assignedTo(db, eventId);
}

/** The resources asked for: each of the party's branch, and active unless the party already has it. */
async function chosenRecursos(tx: Tx, event: { id: string; placeId: string }, ids: string[]) {
  if (ids.length === 0) return [];
  const kept = new Set(
    (
      await tx
        .select({ id: eventRecursos.recursoId })
        .from(eventRecursos)
        .where(eq(eventRecursos.eventId, event.id))
    ).map((r) => r.id),
  );
  const rows = await tx
    .select()
    .from(recursos)
    .where(and(inArray(recursos.id, ids), eq(recursos.placeId, event.placeId)));
  const usable = rows.filter((r) => r.activo || kept.has(r.id));
  if (usable.length !== ids.length) throw badRequest(RECURSO_MSG.notOfBranch);
  // always in one order, so two assignments sharing resources never wait for each other crosswise
  return usable.sort((a, b) => a.numero - b.numero);
}

/** Writes one assignment at the party's hours; the constraint refuses it when the resource is busy then. */
async function assign(tx: Tx, eventId: string, recurso: { id: string; nombre: string }) {
  try {
    await tx.execute(sql`
      insert into ${eventRecursos} (event_id, recurso_id, recurso_numero, periodo)
      select e.id, r.id, r.numero,
        turno_periodo(e.fecha, e.turno, coalesce(s.turnos, ${DEFAULT_TURNOS_JSON}::jsonb))
      from ${events} e
      join ${recursos} r on r.id = ${recurso.id}
      left join ${turnoSchedules} s on s.place_id = e.place_id
      where e.id = ${eventId}`);
  } catch (err) {
    if (isExclusionViolation(err)) throw conflict(RECURSO_MSG.busy(recurso.nombre));
    throw err;
  }
}

/** Replaces the party's resources with `ids`, all or none. */
export async function setEventRecursos(db: Db, user: CurrentUser, eventId: string, ids: string[]) {
  return db.transaction(async (tx) => {
    // the party's row is held, so a deletion or a move waits and then lets go of what is assigned here
    const event = await liveEventOf(tx, user, eventId, true);
    const chosen = await chosenRecursos(tx, event, ids);
    await tx.delete(eventRecursos).where(eq(eventRecursos.eventId, eventId));
    for (const recurso of chosen) await assign(tx, eventId, recurso);
    return assignedTo(tx, eventId);
  });
}
