// A branch's resources: listing, adding, editing (an inactive one is no longer offered) and deleting them (their
// assignments go with them). Staff who reach the branch.
import { mayManageRecursosOf } from '@salones/shared/permissions';
import {
  RECURSO_MSG,
  type RecursoCreateInput,
  type RecursoDto,
  type RecursoUpdateInput,
} from '@salones/shared/recursos';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { places, recursos } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';

type RecursoRow = typeof recursos.$inferSelect;

export const toRecursoDto = (row: RecursoRow): RecursoDto => ({
  uid: row.id,
  lugar: row.placeId,
  nombre: row.nombre,
  tipo: row.tipo,
  activo: row.activo,
});

async function reachablePlace(db: Db, user: CurrentUser, placeId: string) {
  if (!mayManageRecursosOf(user, placeId)) throw forbidden(RECURSO_MSG.forbidden);
  const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, placeId));
  if (!place) throw notFound(RECURSO_MSG.placeNotFound);
}

const nameTaken = (err: unknown) => (isUniqueViolation(err) ? conflict(RECURSO_MSG.nombreTaken) : err);

/** Every resource of the branch, the active ones first, by name. */
export async function listRecursos(db: Db, user: CurrentUser, placeId: string) {
  await reachablePlace(db, user, placeId);
  const rows = await db
    .select()
    .from(recursos)
    .where(eq(recursos.placeId, placeId))
    .orderBy(desc(recursos.activo), asc(recursos.nombre), asc(recursos.id))
    .limit(500);
  return rows.map(toRecursoDto);
}

export async function createRecurso(db: Db, user: CurrentUser, placeId: string, body: RecursoCreateInput) {
  await reachablePlace(db, user, placeId);
  const [row] = await db
    .insert(recursos)
    .values({ placeId, ...body })
    .returning()
    .catch((err) => {
      throw nameTaken(err);
    });
  return toRecursoDto(row);
}

export async function updateRecurso(
  db: Db,
  user: CurrentUser,
  placeId: string,
  id: string,
  body: RecursoUpdateInput,
) {
  await reachablePlace(db, user, placeId);
  const [row] = await db
    .update(recursos)
    .set(body)
    .where(and(eq(recursos.id, id), eq(recursos.placeId, placeId)))
    .returning()
    .catch((err) => {
      throw nameTaken(err);
    });
  if (!row) throw notFound(RECURSO_MSG.notFound);
  return toRecursoDto(row);
}

export async function deleteRecurso(db: Db, user: CurrentUser, placeId: string, id: string) {
  await reachablePlace(db, user, placeId);
  const [row] = await db
    .delete(recursos)
    .where(and(eq(recursos.id, id), eq(recursos.placeId, placeId)))
    .returning();
  if (!row) throw notFound(RECURSO_MSG.notFound);
  return toRecursoDto(row);
}
