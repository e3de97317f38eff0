import { slideRoutes } from '@salones/shared/contract/slides';
import { MEDIA_MSG } from '@salones/shared/media';
import { mayManageSlides } from '@salones/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { addSlide } from './add-slide.ts';
import { deleteSlide } from './delete-slide.ts';
import { listSlides } from './list-slides.ts';
import { toSlideDto } from './slides.mapper.ts';

const tags = tagsOf('slides');

/** docs/product.md §7 /api/slide: the home carousel. Managed by admin and super_admin (docs/architecture.md §3.1). */
export async function registerSlides(app: FastifyInstance) {
  const deps = app;

  routeFrom(app, slideRoutes.list, {
    tags,
    handler: async () => ({ ok: true as const, slide: (await listSlides({ deps })).map(toSlideDto) }),
  });

  routeFrom(app, slideRoutes.upload, {
    tags,
    onRequest: app.allow(mayManageSlides),
    handler: async (request, reply) => {
      const row = await addSlide({ deps, request });
      return reply.code(201).send({ ok: true as const, slide: toSlideDto(row), msg: MEDIA_MSG.added });
    },
  });

  routeFrom(app, slideRoutes.remove, {
    tags,
    onRequest: app.allow(mayManageSlides),
    handler: async (request, reply) => {
      const row = await deleteSlide({ deps, id: request.params.id, request, reply });
      return { ok: true as const, slide: toSlideDto(row) };
    },
  });
}
