// GET/POST /api/promociones, PUT/DELETE /api/promociones/{id} (super_admin). Codes are kept upper
// case; the unique index makes them unique whatever case they are typed in.
import { toCentavos } from '@salones/shared/money';
import { PROMO_MSG, type PromoCodeSaveInput } from '@salones/shared/promo-codes';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { places, promoCodes } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { PromoCodeRow } from './pricing.mapper.ts';

export const listPromoCodes = (db: Db): Promise<PromoCodeRow[]> =>
  db.select().from(promoCodes).orderBy(asc(promoCodes.codigo));

function valuesOf(body: PromoCodeSaveInput) {
  return {
    codigo: body.codigo,
    porcentaje: body.porcentaje ?? null,
    montoCentavos: body.monto === undefined ? null : toCentavos(body.monto),
    desde: body.desde,
    hasta: body.hasta,
    lugares: body.lugares,
    minimoCentavos: body.minimo === undefined ? null : toCentavos(body.minimo),
    usosMaximos: body.usosMaximos ?? null,
  };
}

async function assertPlacesExist(db: Db, ids: readonly string[]) {
  if (!ids.length) return;
  const found = await db
    .select({ id: places.id })
    .from(places)
    .where(inArray(places.id, [...ids]));
  if (found.length !== ids.length) throw badRequest(PROMO_MSG.lugaresInvalid);
}

const duplicateOr = (err: unknown) => (isUniqueViolation(err) ? conflict(PROMO_MSG.duplicate) : err);

export async function createPromoCode(db: Db, body: PromoCodeSaveInput): Promise<PromoCodeRow> {
  await assertPlacesExist(db, body.lugares);
  try {
    const [row] = await db.insert(promoCodes).values(valuesOf(body)).returning();
    return row;
  } catch (err) {
    throw duplicateOr(err);
  }
}

export async function updatePromoCode(
  db: Db,
  id: string,
  body: PromoCodeSaveInput,
  now: Date,
): Promise<PromoCodeRow> {
  await assertPlacesExist(db, body.lugares);
  try {
    return await db.transaction(async (tx) => {
      // the row lock: no use is taken between this check and the write
      const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
      if (!row) throw notFound(PROMO_MSG.notFound);
      if (body.usosMaximos !== undefined && body.usosMaximos < row.usos)
        throw badRequest(PROMO_MSG.usosBelowCount);
      const [saved] = await tx
        .update(promoCodes)
        .set({ ...valuesOf(body), updatedAt: now })
        .where(eq(promoCodes.id, id))
        .returning();
      return saved;
    });
  } catch (err) {
    throw duplicateOr(err);
  }
}

/** Requests that used it keep their quote (and its discount); they only lose the link. */
export async function deletePromoCode(db: Db, id: string) {
  const [row] = await db.delete(promoCodes).where(eq(promoCodes.id, id)).returning({ id: promoCodes.id });
  if (!row) throw notFound(PROMO_MSG.notFound);
}
