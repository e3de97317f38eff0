import { galleryRoutes } from '@salones/shared/contract/gallery';
import { MEDIA_MSG } from '@salones/shared/media';
import { mayManageBranches } from '@salones/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { addGalleryImage } from './add-gallery-image.ts';
import { deleteGalleryImage } from './delete-gallery-image.ts';
import { toGalleryImageDto } from './gallery.mapper.ts';
import { listGalleryImages } from './list-gallery-images.ts';

const tags = tagsOf('gallery');

/** docs/product.md §7 /api/gallery: each branch's photo gallery. Managed by admin and super_admin (docs/architecture.md §3.1). */
export async function registerGallery(app: FastifyInstance) {
  const deps = app;

  routeFrom(app, galleryRoutes.list, {
    tags,
    handler: async (request) => {
      const rows = await listGalleryImages({ deps, placeId: request.params.placeId });
      return { ok: true as const, galeria: rows.map(toGalleryImageDto) };
    },
  });

  routeFrom(app, galleryRoutes.upload, {
    tags,
    onRequest: app.allow(mayManageBranches),
    handler: async (request, reply) => {
      const row = await addGalleryImage({ deps, placeId: request.params.placeId, request });
      return reply.code(201).send({ ok: true as const, image: toGalleryImageDto(row), msg: MEDIA_MSG.added });
    },
  });

  routeFrom(app, galleryRoutes.remove, {
    tags,
    onRequest: app.allow(mayManageBranches),
    handler: async (request, reply) => {
      const row = await deleteGalleryImage({ deps, id: request.params.id, request, reply });
      return { ok: true as const, imagen: toGalleryImageDto(row) };
    },
  });
}
