// A branch's salones: listing, adding, editing (order, active) and deleting them. A branch always keeps one
// active salón, and a salón with live parties or holds is deactivated, never deleted. Each write locks the
// branch's row first, so two staff members cannot together deactivate its last two active salones.
import { todayInMexicoCity } from '@salones/shared/dates';
import { mayManageSalonesOf } from '@salones/shared/permissions';
import {
  SALON_MSG,
  type SalonCreateInput,
  type SalonDto,
  type SalonUpdateInput,
} from '@salones/shared/salones';
import { and, asc, eq, gt, gte, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { places, salones, slotClaims } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';

type SalonRow = typeof salones.$inferSelect;

export const toSalonDto = (row: SalonRow): SalonDto => ({
  uid: row.id,
  lugar: row.placeId,
  nombre: row.nombre,
  capacidadMin: row.capacidadMin,
  capacidadMax: row.capacidadMax,
  orden: row.orden,
  activo: row.activo,
  descripcion: row.descripcion,
});

const inOrder = [asc(salones.orden), asc(salones.createdAt), asc(salones.id)];

async function placeExists(db: Db | Tx, placeId: string, lock: boolean) {
  const query = db.select({ id: places.id }).from(places).where(eq(places.id, placeId));
  const [place] = await (lock ? query.for('update') : query);
  if (!place) throw notFound(SALON_MSG.placeNotFound);
}

/** The active salones of a branch by `orden`; with `todos`, the inactive ones too (staff of the branch). */
export async function listSalones(db: Db, placeId: string, todos: boolean, user: CurrentUser | null) {
  if (todos && !mayManageSalonesOf(user, placeId)) throw forbidden(SALON_MSG.forbidden);
  await placeExists(db, placeId, false);
  const rows = await db
    .select()
    .from(salones)
    .where(and(eq(salones.placeId, placeId), todos ? undefined : eq(salones.activo, true)))
    .orderBy(...inOrder)
    .limit(200);
  return rows.map(toSalonDto);
}

const nameTaken = (err: unknown) => (isUniqueViolation(err) ? conflict(SALON_MSG.nombreTaken) : err);

/** A write of staff who reach the branch, in one transaction that holds the branch's row. */
async function withBranchLocked<T>(db: Db, user: CurrentUser, placeId: string, work: (tx: Tx) => Promise<T>) {
  if (!mayManageSalonesOf(user, placeId)) throw forbidden(SALON_MSG.forbidden);
  try {
    return await db.transaction(async (tx) => {
      await placeExists(tx, placeId, true);
      return work(tx);
    });
  } catch (err) {
    throw err instanceof AppError ? err : nameTaken(err);
  }
}

export function createSalon(db: Db, user: CurrentUser, placeId: string, body: SalonCreateInput) {
  return withBranchLocked(db, user, placeId, async (tx) => {
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${salones.orden}) + 1, 0)::int` })
      .from(salones)
      .where(eq(salones.placeId, placeId));
    const [row] = await tx
      .insert(salones)
      .values({ placeId, orden: Math.min(next, 999), ...body })
      .returning();
    return toSalonDto(row);
  });
}

/**
 * The salón, its row held: a booking that has just put a party in it (its foreign key holds the row too) commits
 * first, so the check for live parties that follows sees it.
 */
async function salonOf(tx: Tx, placeId: string, id: string) {
  const [row] = await tx
    .select()
    .from(salones)
    .where(and(eq(salones.id, id), eq(salones.placeId, placeId)))
    .for('update');
  if (!row) throw notFound(SALON_MSG.notFound);
  return row;
}

/** Whether the branch has an active salón other than `id`. */
async function hasOtherActive(tx: Tx, placeId: string, id: string) {
  const [other] = await tx
    .select({ id: salones.id })
    .from(salones)
    .where(and(eq(salones.placeId, placeId), eq(salones.activo, true), ne(salones.id, id)))
    .limit(1);
  return !!other;
}

export function updateSalon(db: Db, user: CurrentUser, placeId: string, id: string, body: SalonUpdateInput) {
  return withBranchLocked(db, user, placeId, async (tx) => {
    const current = await salonOf(tx, placeId, id);
    if (current.activo && !body.activo && !(await hasOtherActive(tx, placeId, id)))
      throw conflict(SALON_MSG.lastActive);
    const [row] = await tx.update(salones).set(body).where(eq(salones.id, id)).returning();
    return toSalonDto(row);
  });
}

/** Whether a salón has a live party, or a hold not yet expired, today (Mexico City) or later. */
async function hasLiveClaims(tx: Tx, id: string, now: Date) {
  const [claim] = await tx
    .select({ fecha: slotClaims.fecha })
    .from(slotClaims)
    .where(
      and(
        eq(slotClaims.salonId, id),
        gte(slotClaims.fecha, todayInMexicoCity(now)),
        or(isNotNull(slotClaims.eventId), gt(slotClaims.holdUntil, now)),
      ),
    )
    .limit(1);
  return !!claim;
}

export function deleteSalon(db: Db, user: CurrentUser, placeId: string, id: string, now: Date) {
  return withBranchLocked(db, user, placeId, async (tx) => {
    const current = await salonOf(tx, placeId, id);
    if (current.activo && !(await hasOtherActive(tx, placeId, id))) throw conflict(SALON_MSG.lastActive);
    if (await hasLiveClaims(tx, id, now)) throw conflict(SALON_MSG.hasParties);
    await tx.delete(salones).where(eq(salones.id, id));
    return toSalonDto(current);
  });
}
