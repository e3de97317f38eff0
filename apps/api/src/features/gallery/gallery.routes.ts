import { galleryRoutes } from '@salones/shared/contract/gallery';
import { type GalleryImageDto, MEDIA_MSG } from '@salones/shared/media';
import { PLACE_MSG } from '@salones/shared/places';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation } from '../../db/db-errors.ts';
import { galleryImages, places } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { imageUrls, removeImageBeforeRow, saveUploadedImage } from '../../plugins/storage.ts';

const tags = ['Galería'];
const toGalleryImageDto = (row: typeof galleryImages.$inferSelect): GalleryImageDto => ({
  uid: row.id,
  _id: row.id,
  ...imageUrls(row.image),
  lugar: row.placeId,
  sucursal: row.placeId,
});

/** spec §7 /api/gallery: each branch's photo gallery. Managed by admin and super_admin (DESIGN §3.1). */
export async function registerGallery(app: FastifyInstance) {
  const { db, imageStore } = app;

  const assertPlaceExists = async (placeId: string) => {
    const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, placeId)).limit(1);
    if (!place) throw notFound(PLACE_MSG.notFound);
  };

  routeFrom(app, galleryRoutes.list, {
    tags,
    handler: async (request) => {
      await assertPlaceExists(request.params.placeId);
      const rows = await db
        .select()
        .from(galleryImages)
        .where(eq(galleryImages.placeId, request.params.placeId))
        .orderBy(asc(galleryImages.createdAt), asc(galleryImages.id));
      return { ok: true as const, galeria: rows.map(toGalleryImageDto) };
    },
  });

  // The multipart field `sucursal` repeats the place id of the address, which is the one used.
  routeFrom(app, galleryRoutes.upload, {
    tags,
    onRequest: app.requireStaff,
    handler: async (request, reply) => {
      const { placeId } = request.params;
      await assertPlaceExists(placeId);
      const row = await saveUploadedImage({
        request,
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
      return reply.code(201).send({ ok: true as const, image: toGalleryImageDto(row), msg: MEDIA_MSG.added });
    },
  });

  routeFrom(app, galleryRoutes.remove, {
    tags,
    onRequest: app.requireStaff,
    handler: async (request, reply) => {
      const [row] = await db
        .select()
        .from(galleryImages)
        .where(eq(galleryImages.id, request.params.id))
        .limit(1);
      if (!row) throw notFound(MEDIA_MSG.notFound);
      // the images first: with the storage away this is a 503 and the gallery image stays
      await removeImageBeforeRow({ store: imageStore, key: row.image, request, reply });
      const [deleted] = await db.delete(galleryImages).where(eq(galleryImages.id, row.id)).returning();
      if (!deleted) throw notFound(MEDIA_MSG.notFound); // deleted by someone else meanwhile
      return { ok: true as const, imagen: toGalleryImageDto(deleted) };
    },
  });
}
