import { API_MSG } from '@salones/shared/api-messages';
import { PLACE_MSG } from '@salones/shared/places';
import { count, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/db-errors.ts';
import { events, galleryImages, packages, places } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { ImageStore } from '../../lib/image-store/index.ts';
import { removeImage } from '../../lib/storage.ts';

/**
 * docs/architecture.md#deleting-keeps-history: a branch with events (even cancelled ones) keeps its booking
 * history, so deleting it is refused. Otherwise its packages, their descriptions and its gallery go with it:
 * rows in one transaction, then the images. A branch with gallery images is not touched while the image
 * storage does not answer (503); an image that cannot be removed after the commit is logged and left behind,
 * since the rows are gone already.
 */
export async function deletePlace(opts: {
  db: Db;
  store: ImageStore;
  id: string;
  request: FastifyRequest;
  reply: FastifyReply;
}) {
  const { db, id } = opts;
  const [place] = await db.select().from(places).where(eq(places.id, id)).limit(1);
  if (!place) throw notFound(PLACE_MSG.notFound);
  const [{ n }] = await db.select({ n: count() }).from(events).where(eq(events.placeId, id));
  if (n > 0) throw conflict(PLACE_MSG.hasEvents);
  const [{ images }] = await db
    .select({ images: count() })
    .from(galleryImages)
    .where(eq(galleryImages.placeId, id));
  if (images > 0) {
    try {
      await opts.store.check();
    } catch (err) {
      opts.request.log.warn({ err: (err as Error).message }, 'image storage unavailable');
      opts.reply.header('retry-after', '2');
      throw new AppError(503, API_MSG.serviceUnavailable);
    }
  }

  let imageKeys: string[];
  try {
    imageKeys = await db.transaction(async (tx) => {
      const images = await tx
        .delete(galleryImages)
        .where(eq(galleryImages.placeId, id))
        .returning({ image: galleryImages.image });
      await tx.delete(packages).where(eq(packages.placeId, id));
      await tx.delete(places).where(eq(places.id, id));
      return images.map((i) => i.image);
    });
  } catch (err) {
    // an event booked between the check and the delete: the foreign key refuses, nothing changed
    if (isForeignKeyViolation(err)) throw conflict(PLACE_MSG.hasEvents);
    throw err;
  }
  for (const key of imageKeys) {
    await removeImage(opts.store, key).catch((err: Error) =>
      opts.request.log.warn({ err: err.message, key }, 'image left in the storage after deleting its branch'),
    );
  }
  return place;
}
