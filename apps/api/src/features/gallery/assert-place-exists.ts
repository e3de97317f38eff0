import { PLACE_MSG } from '@salones/shared/places';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { places } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';

/** A gallery belongs to a branch: an unknown branch is a 404 rather than an empty gallery. */
export async function assertPlaceExists(db: Db, placeId: string) {
  const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, placeId)).limit(1);
  if (!place) throw notFound(PLACE_MSG.notFound);
}
