import { PLACE_MSG } from '@salones/shared/places';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isForeignKeyViolation } from '../../db/db-errors.ts';
import { galleryImages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { saveUploadedImage } from '../../lib/storage.ts';
import { assertPlaceExists } from './assert-place-exists.ts';

/**
 * docs/product.md#7-the-api-calls POST /api/gallery/{placeId}. The multipart field `sucursal` repeats the
 * place id of the address, which is the one used.
 */
export async function addGalleryImage(opts: {
  deps: Pick<FastifyInstance, 'db' | 'imageStore'>;
  placeId: string;
  request: FastifyRequest;
}) {
  const { db, imageStore } = opts.deps;
  const { placeId } = opts;
  await assertPlaceExists(db, placeId);
  return saveUploadedImage({
    request: opts.request,
    store: imageStore,
    kind: 'gallery',
    fields: ['sucursal'],
    insert: async (key) => {
      try {
        return (await db.insert(galleryImages).values({ placeId, image: key }).returning())[0];
      } catch (err) {
        // the branch was deleted while the image was being processed
        throw isForeignKeyViolation(err) ? notFound(PLACE_MSG.notFound) : err;
      }
    },
  });
}
