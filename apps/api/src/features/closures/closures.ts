// Closures (cierres) — listing, adding and deleting them; one may close a single salón of its branch. The rule they feed ('can this slot be
// had') lives in src/slots/; this feature only manages the rows. Staff only: super_admin (and an admin of no
// branch) for every branch; an admin with a `lugar` for theirs alone.
import { CLOSURE_MSG, type ClosureCreateInput, type ClosureDto } from '@salones/shared/closures';
import { todayInMexicoCity } from '@salones/shared/dates';
import { mayManageClosure, ownBranchOf } from '@salones/shared/permissions';
import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import { closures, places, salones } from '../../db/schema/index.ts';
import type { Conn } from '../../db/transaction.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';

const select = (db: Conn) =>
  db
    .select({ closure: closures, sucursal: places.sucursal, salonNombre: salones.nombre })
    .from(closures)
    .leftJoin(places, eq(places.id, closures.placeId))
    .leftJoin(salones, eq(salones.id, closures.salonId));

const toDto = (r: {
  closure: typeof closures.$inferSelect;
  sucursal: string | null;
  salonNombre: string | null;
}): ClosureDto => ({
  _id: r.closure.id,
  lugar: r.closure.placeId,
  sucursal: r.sucursal,
  salon: r.closure.salonId,
  salonNombre: r.salonNombre,
  desde: r.closure.desde,
  hasta: r.closure.hasta,
  motivo: r.closure.motivo,
  creadoEl: r.closure.createdAt.toISOString(),
});

/**
 * Closures not yet over, soonest first: of `lugar` (and those of every branch) when given — an admin of one
 * branch always gets theirs — else all of them.
 */
export async function listClosures(db: Conn, user: CurrentUser, lugar: string | undefined, now: Date) {
  const placeId = ownBranchOf(user) ?? lugar;
  const rows = await select(db)
    .where(
      and(
        gte(closures.hasta, todayInMexicoCity(now)),
        placeId ? or(isNull(closures.placeId), eq(closures.placeId, placeId)) : undefined,
      ),
    )
    .orderBy(asc(closures.desde), asc(closures.createdAt))
    .limit(1000);
  return rows.map(toDto);
}

export async function createClosure(db: Conn, user: CurrentUser, body: ClosureCreateInput) {
  const placeId = body.lugar ?? null;
  if (!mayManageClosure(user, placeId)) throw forbidden(CLOSURE_MSG.forbidden);
  if (placeId) {
    const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, placeId));
    if (!place) throw notFound(CLOSURE_MSG.placeNotFound);
  }
  const salonId = body.salon ?? null;
  if (placeId && salonId) {
    const [salon] = await db
      .select({ id: salones.id })
      .from(salones)
      .where(and(eq(salones.id, salonId), eq(salones.placeId, placeId)));
    if (!salon) throw notFound(CLOSURE_MSG.salonNotFound);
  }
  const [row] = await db
    .insert(closures)
    .values({
      placeId,
      salonId,
      desde: body.desde,
      hasta: body.hasta,
      motivo: body.motivo,
      createdById: user.id,
    })
    .returning({ id: closures.id });
  return getClosure(db, row.id);
}

async function getClosure(db: Conn, id: string) {
  const [row] = await select(db).where(eq(closures.id, id));
  if (!row) throw notFound(CLOSURE_MSG.notFound);
  return toDto(row);
}

export async function deleteClosure(db: Conn, user: CurrentUser, id: string) {
  const closure = await getClosure(db, id);
  if (!mayManageClosure(user, closure.lugar)) throw forbidden(CLOSURE_MSG.forbidden);
  await db.delete(closures).where(eq(closures.id, id));
  return closure;
}
