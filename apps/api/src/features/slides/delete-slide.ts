import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { slides } from '../../db/schema/index.ts';
import { deleteImageRow } from '../../lib/storage.ts';

/**
 * docs/product.md#7-the-api-calls DELETE /api/slide/{id}: with the storage away this is a 503 and the slide
 * stays.
 */
export async function deleteSlide(opts: {
  deps: Pick<FastifyInstance, 'db' | 'imageStore'>;
  id: string;
  request: FastifyRequest;
  reply: FastifyReply;
}) {
  const { db, imageStore } = opts.deps;
  return deleteImageRow({
    store: imageStore,
    request: opts.request,
    reply: opts.reply,
    find: async () => (await db.select().from(slides).where(eq(slides.id, opts.id)).limit(1))[0],
    remove: async (row) => (await db.delete(slides).where(eq(slides.id, row.id)).returning())[0],
  });
}
