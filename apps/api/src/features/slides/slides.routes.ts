import { slideRoutes } from '@salones/shared/contract/slides';
import { MEDIA_MSG, type SlideDto } from '@salones/shared/media';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { slides } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { imageUrls, removeImageBeforeRow, saveUploadedImage } from '../../plugins/storage.ts';

const tags = ['Carrusel'];
const toSlideDto = (row: typeof slides.$inferSelect): SlideDto => ({
  uid: row.id,
  _id: row.id,
  ...imageUrls(row.image),
});

/** spec §7 /api/slide: the home carousel. Managed by admin and super_admin (DESIGN §3.1). */
export async function registerSlides(app: FastifyInstance) {
  const { db, imageStore } = app;

  routeFrom(app, slideRoutes.list, {
    tags,
    handler: async () => {
      const rows = await db.select().from(slides).orderBy(asc(slides.createdAt), asc(slides.id));
      return { ok: true as const, slide: rows.map(toSlideDto) };
    },
  });

  routeFrom(app, slideRoutes.upload, {
    tags,
    onRequest: app.requireStaff,
    handler: async (request, reply) => {
      const row = await saveUploadedImage({
        request,
        store: imageStore,
        kind: 'slides',
        insert: async (key) => (await db.insert(slides).values({ image: key }).returning())[0],
      });
      return reply.code(201).send({ ok: true as const, slide: toSlideDto(row), msg: MEDIA_MSG.added });
    },
  });

  routeFrom(app, slideRoutes.remove, {
    tags,
    onRequest: app.requireStaff,
    handler: async (request, reply) => {
      const [row] = await db.select().from(slides).where(eq(slides.id, request.params.id)).limit(1);
      if (!row) throw notFound(MEDIA_MSG.notFound);
      // the images first: with the storage away this is a 503 and the slide stays
      await removeImageBeforeRow({ store: imageStore, key: row.image, request, reply });
      const [deleted] = await db.delete(slides).where(eq(slides.id, row.id)).returning();
      if (!deleted) throw notFound(MEDIA_MSG.notFound); // deleted by someone else meanwhile
      return { ok: true as const, slide: toSlideDto(deleted) };
    },
  });
}
