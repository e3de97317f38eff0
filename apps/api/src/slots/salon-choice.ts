// Which salón of a branch a booking takes for a date and turno. A family (or staff) naming none gets the first
// free active salón, by `orden`, that holds its head count; naming one gets that one or a refusal. The choice
// read here is only a proposal: the claim's unique key (salón, date, turno) decides races, so the caller tries
// the proposed salones in order and takes the first whose claim goes in.
import { type FreeSalonDto, SALON_MSG, salonFits } from '@salones/shared/salones';
import { SLOT_MSG } from '@salones/shared/slots';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../db/db-errors.ts';
import { salones, slotClaims } from '../db/schema/index.ts';
import type { Conn, Tx } from '../db/transaction.ts';
import { conflict, notFound } from '../lib/app-error.ts';
import { claimIsLive } from './claims.ts';
import { salonClosedOn } from './closures.ts';

export interface SalonSlot {
  placeId: string;
  fecha: string;
  turno: string;
}
/** Claims that do not count: the hold of the request being converted, the claim of the event being moved. */
export interface ClaimsIgnored {
  request?: string;
  event?: string;
}

/** The branch's active salones by `orden`, each with whether a live claim takes it that date and turno. */
export async function salonesOfSlot(conn: Conn, slot: SalonSlot, now: Date, ignored: ClaimsIgnored = {}) {
  const taken = conn
    .select({ one: sql`1` })
    .from(slotClaims)
    .where(
      and(
        eq(slotClaims.salonId, salones.id),
        eq(slotClaims.fecha, slot.fecha),
        eq(slotClaims.turno, slot.turno),
        claimIsLive(now),
        ignored.request
          ? or(isNull(slotClaims.requestId), ne(slotClaims.requestId, ignored.request))
          : undefined,
        ignored.event ? or(isNull(slotClaims.eventId), ne(slotClaims.eventId, ignored.event)) : undefined,
      ),
    );
  return conn
    .select({
      id: salones.id,
      nombre: salones.nombre,
      capacidadMin: salones.capacidadMin,
      capacidadMax: salones.capacidadMax,
      // a salón closed that day is not offered, as a taken one
      taken: sql<boolean>`exists (${taken}) or ${salonClosedOn(conn, salones.id, slot.fecha)}`,
    })
    .from(salones)
    .where(and(eq(salones.placeId, slot.placeId), eq(salones.activo, true)))
    .orderBy(asc(salones.orden), asc(salones.createdAt), asc(salones.id));
}

type SalonOfSlot = Awaited<ReturnType<typeof salonesOfSlot>>[number];

export const toFreeSalonDto = (s: SalonOfSlot): FreeSalonDto => ({
  uid: s.id,
  nombre: s.nombre,
  capacidadMin: s.capacidadMin,
  capacidadMax: s.capacidadMax,
});

/** The named salón among the branch's active ones; 404 'No se encontró el salón' when it is not one of them. */
export function namedSalon(rows: SalonOfSlot[], salon: string) {
  const row = rows.find((s) => s.id === salon);
  if (!row) throw notFound(SALON_MSG.notFound);
  return row;
}

/**
 * The salones a booking of `personas` may take, in the order to try them: the named one (404 when it is not an
 * active salón of the branch, 409 when it does not hold the party or is taken), else the free ones that hold
 * the party by `orden` — `prefer` (an event's salón, when it moves) first. 409 'ocupado' when every salón is
 * taken; 409 'Ningún salón disponible para {n} personas…' when the free ones are all too small or too big.
 */
export async function salonesToTry(
  conn: Conn,
  ask: SalonSlot & {
    personas: number;
    salon?: string;
    prefer?: string | null;
    now: Date;
    ignored?: ClaimsIgnored;
  },
): Promise<string[]> {
  const rows = await salonesOfSlot(conn, ask, ask.now, ask.ignored);
  if (ask.salon) {
    const row = namedSalon(rows, ask.salon);
    if (!salonFits(row, ask.personas))
      throw conflict(SALON_MSG.doesNotFit(row.nombre, row.capacidadMin, row.capacidadMax));
    if (row.taken) throw conflict(SLOT_MSG.taken);
    return [row.id];
  }
  const free = rows.filter((s) => !s.taken);
  if (free.length === 0) throw conflict(SLOT_MSG.taken);
  const fitting = free.filter((s) => salonFits(s, ask.personas)).map((s) => s.id);
  if (fitting.length === 0) throw conflict(SALON_MSG.noneFits(ask.personas));
  const preferred = ask.prefer && fitting.includes(ask.prefer) ? [ask.prefer] : [];
  return [...preferred, ...fitting.filter((id) => id !== ask.prefer)];
}

/**
 * Runs `write` for each salón in turn, each in a savepoint, until one's claim goes in (an event's claim is
 * written by the events trigger): the first salón taken meanwhile by another booking makes the next one be
 * tried. Every one taken: the last unique violation is thrown (the caller answers 409 'ocupado').
 */
export async function firstClaimable<T>(
  tx: Tx,
  salonIds: string[],
  write: (sp: Tx, salonId: string) => Promise<T>,
): Promise<T> {
  let lastError: unknown = new Error('no salón to try');
  for (const salonId of salonIds) {
    try {
      return await tx.transaction((sp) => write(sp, salonId));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      lastError = err;
    }
  }
  throw lastError;
}
