import { PLACE_MSG, type PlaceCreateRequest, type PlaceUpdateRequest } from '@salones/shared/places';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { places } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { toPlaceColumns } from './places.mapper.ts';

// The unique index on lugarname decides, so two concurrent saves of one slug cannot both win.
const slugTaken = (err: unknown) => (isUniqueViolation(err) ? conflict(PLACE_MSG.slugTaken) : err);

export async function createPlace(db: Db, body: PlaceCreateRequest) {
  try {
    const [row] = await db.insert(places).values(toPlaceColumns(body)).returning();
    return row;
  } catch (err) {
    throw slugTaken(err);
  }
}

export async function updatePlace(db: Db, id: string, body: PlaceUpdateRequest) {
  let row: typeof places.$inferSelect | undefined;
  try {
    [row] = await db.update(places).set(toPlaceColumns(body)).where(eq(places.id, id)).returning();
  } catch (err) {
    throw slugTaken(err);
  }
  if (!row) throw notFound(PLACE_MSG.notFound);
  return row;
}
