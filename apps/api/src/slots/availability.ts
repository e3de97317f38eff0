// 'Can this slot be had': the one question events' availability and booking, booking requests and (later) the
// quote ask of a slot. It cannot when the branch, or the salón a booking is held in, is closed that day (staff
// may book anyway with `forzarCierre`), when a family asks with less than the branch's lead time, or when a live
// claim takes it (claims.ts).
import { isId } from '@salones/shared/schema-helpers';
import { meetsLeadTime, SLOT_MSG, type SlotAsker, type SlotRefusal } from '@salones/shared/slots';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { places, salones, slotClaims } from '../db/schema/index.ts';
import type { Conn } from '../db/transaction.ts';
import { type AppError, badRequest, conflict } from '../lib/app-error.ts';
import { preparedPerDb } from '../lib/prepared-query.ts';
import { takesSlot } from './claims.ts';
import { salonClosedOn, slotClosureReason } from './closures.ts';

type Param = string | SQL | Placeholder;

/**
 * One row per branch `placeId` (none: no such branch): whether live claims take every active salón of the
 * slot at `now` (a hold of `except`, or none when null, does not count), the closure's reason that day (or
 * null) and the branch's lead time — one round trip.
 */
const slotFacts = (conn: Conn, p: { placeId: Param; fecha: Param; turno: Param; now: SQL; except: SQL }) =>
  conn
    .select({
      taken: sql<boolean>`not exists (${conn
        .select({ one: sql`1` })
        .from(salones)
        .where(
          and(
            eq(salones.placeId, places.id),
            eq(salones.activo, true),
            sql`not ${salonClosedOn(conn, salones.id, p.fecha)}`,
            sql`not exists (${conn
              .select({ one: sql`1` })
              .from(slotClaims)
              .where(
                and(
                  takesSlot({ placeId: places.id, fecha: p.fecha, turno: p.turno }, p.now, p.except),
                  eq(slotClaims.salonId, salones.id),
                ),
              )})`,
          ),
        )})`,
      motivo: slotClosureReason(conn, places.id, p.fecha),
      diasAnticipacion: places.diasAnticipacion,
    })
    .from(places)
    .where(eq(places.id, p.placeId));

export type SlotFacts = { taken: boolean; motivo: string | null; diasAnticipacion: number };

/** slotFacts prepared once per database, for the public availability check. */
export const preparedSlotFacts = preparedPerDb((db) =>
  slotFacts(db, {
    placeId: sql.placeholder('placeId'),
    fecha: sql.placeholder('fecha'),
    turno: sql.placeholder('turno'),
    now: sql`${sql.placeholder('now')}::timestamptz`,
    except: sql`${sql.placeholder('except')}::uuid`,
  }).prepare('slot_facts'),
);

export interface SlotAsk {
  lugar: string;
  fecha: string;
  turno: string;
  /** a family's request has a lead time; staff bookings do not, and may book a closed day with forzarCierre */
  by: SlotAsker;
  forzarCierre?: boolean;
  now: Date;
  /** the request being converted: its own hold does not take the slot */
  exceptRequest?: string;
}

/** The refusal these facts give `ask`, in this order: closed, too soon, taken; null when the slot can be had. */
export function refusalOf(facts: SlotFacts, ask: Omit<SlotAsk, 'lugar' | 'turno'>): SlotRefusal | null {
  if (facts.motivo !== null && !(ask.by === 'staff' && ask.forzarCierre)) {
    return { reason: 'cerrado', motivo: facts.motivo, msg: SLOT_MSG.closed(facts.motivo) };
  }
  if (ask.by === 'family' && !meetsLeadTime(ask.fecha, facts.diasAnticipacion, ask.now)) {
    return {
      reason: 'anticipacion',
      dias: facts.diasAnticipacion,
      msg: SLOT_MSG.tooSoon(facts.diasAnticipacion),
    };
  }
  if (facts.taken) return { reason: 'ocupado', msg: SLOT_MSG.taken };
  return null;
}

/**
 * Why the slot cannot be had by `ask.by`, or null when it can; undefined when there is no such branch. Reads
 * in the caller's transaction (`conn`).
 */
export async function slotRefusal(conn: Conn, ask: SlotAsk): Promise<SlotRefusal | null | undefined> {
  const [facts] = isId(ask.lugar)
    ? await slotFacts(conn, {
        placeId: ask.lugar,
        fecha: ask.fecha,
        turno: ask.turno,
        now: sql`${ask.now.toISOString()}::timestamptz`,
        except: sql`${ask.exceptRequest ?? null}::uuid`,
      })
    : [];
  return facts ? refusalOf(facts, ask) : undefined;
}

/** The API's answer to a refusal: 400 for a date too soon (a rule of the date asked), else 409. */
export const refusalError = (refusal: SlotRefusal): AppError =>
  refusal.reason === 'anticipacion' ? badRequest(refusal.msg) : conflict(refusal.msg);
