import type { FastifyInstance, FastifyRequest } from 'fastify';
import { slides } from '../../db/schema/index.ts';
import { saveUploadedImage } from '../../lib/storage.ts';

/**
 * docs/product.md#7-the-api-calls POST /api/slide: the uploaded image is stored
 * (docs/architecture.md#images), then its row.
 */
export async function addSlide(opts: {
  deps: Pick<FastifyInstance, 'db' | 'imageStore'>;
  request: FastifyRequest;
}) {
  const { db, imageStore } = opts.deps;
  return saveUploadedImage({
    request: opts.request,
    store: imageStore,
    kind: 'slides',
    insert: async (key) => (await db.insert(slides).values({ image: key }).returning())[0],
  });
}
