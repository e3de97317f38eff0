import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { galleryImages } from '../../db/schema/index.ts';
import { deleteImageRow } from '../../lib/storage.ts';

/**
 * docs/product.md#7-the-api-calls DELETE /api/gallery/{id}: with the storage away this is a 503 and the image
 * stays.
 */
export async function deleteGalleryImage(opts: {
  deps: Pick<FastifyInstance, 'db' | 'imageStore'>;
  id: string;
  request: FastifyRequest;
  reply: FastifyReply;
}) {
  const { db, imageStore } = opts.deps;
  const byId = (id: string) => eq(galleryImages.id, id);
  return deleteImageRow({
    store: imageStore,
    request: opts.request,
    reply: opts.reply,
    find: async () => (await db.select().from(galleryImages).where(byId(opts.id)).limit(1))[0],
    remove: async (row) => (await db.delete(galleryImages).where(byId(row.id)).returning())[0],
  });
}
