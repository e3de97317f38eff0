import { MEDIA_MSG, type SlideDto, SlideDtoSchema } from '@salones/shared/media';
import { idParams } from '@salones/shared/schema-helpers';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slides } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { imageUrls, removeImageBeforeRow, saveUploadedImage } from '../../plugins/storage.ts';

const tags = ['Carrusel'];
const toSlideDto = (row: typeof slides.$inferSelect): SlideDto => ({
  uid: row.id,
  _id: row.id,
  ...imageUrls(row.image),
});

/** spec §7 /api/slide: the home carousel. Managed by admin and super_admin (DESIGN §3.1). */
export async function registerSlides(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, imageStore } = app;

  r.get(
    '/api/slide',
    {
      schema: { tags, response: { 200: z.object({ ok: z.literal(true), slide: z.array(SlideDtoSchema) }) } },
    },
    async () => {
      const rows = await db.select().from(slides).orderBy(asc(slides.createdAt), asc(slides.id));
      return { ok: true as const, slide: rows.map(toSlideDto) };
    },
  );

  r.post(
    '/api/slide',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ ok: z.literal(true), slide: SlideDtoSchema, msg: z.string() }) },
      },
    },
    async (request, reply) => {
      const row = await saveUploadedImage({
        request,
        store: imageStore,
        kind: 'slides',
        insert: async (key) => (await db.insert(slides).values({ image: key }).returning())[0],
      });
      return reply.code(201).send({ ok: true as const, slide: toSlideDto(row), msg: MEDIA_MSG.added });
    },
  );

  r.delete(
    '/api/slide/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        params: idParams('id'),
        response: { 200: z.object({ ok: z.literal(true), slide: SlideDtoSchema }) },
      },
    },
    async (request, reply) => {
      const [row] = await db.select().from(slides).where(eq(slides.id, request.params.id)).limit(1);
      if (!row) throw notFound(MEDIA_MSG.notFound);
      // the images first: with the storage away this is a 503 and the slide stays
      await removeImageBeforeRow({ store: imageStore, key: row.image, request, reply });
      const [deleted] = await db.delete(slides).where(eq(slides.id, row.id)).returning();
      if (!deleted) throw notFound(MEDIA_MSG.notFound); // deleted by someone else meanwhile
      return { ok: true as const, slide: toSlideDto(deleted) };
    },
  );
}
