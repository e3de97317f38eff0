import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { galleryImages } from '../../db/schema/index.ts';
import { assertPlaceExists } from './assert-place-exists.ts';

/** docs/product.md#7-the-api-calls GET /api/gallery/{placeId}: a branch's photos, oldest first. */
export async function listGalleryImages(opts: { deps: Pick<FastifyInstance, 'db'>; placeId: string }) {
  const { db } = opts.deps;
  await assertPlaceExists(db, opts.placeId);
  return db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.placeId, opts.placeId))
    .orderBy(asc(galleryImages.createdAt), asc(galleryImages.id));
}
