// docs/product.md §7 Content: GET /api/footer (public), PUT /api/footer/{id} (super_admin only, docs/architecture.md §3.1).
import { footerRoutes } from '@salones/shared/contract/footer';
import { FOOTER_MSG } from '@salones/shared/footer';
import { mayManageFooter } from '@salones/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { toFooterDto } from './footer.mapper.ts';
import { getFooter, updateFooter } from './footer-settings.ts';

export async function registerFooter(app: FastifyInstance) {
  const { db } = app;

  routeFrom(app, footerRoutes.get, {
    tags: tagsOf('footer'),
    handler: async () => ({ ok: true as const, footer: (await getFooter({ db })).map(toFooterDto) }),
  });

  routeFrom(app, footerRoutes.update, {
    tags: tagsOf('footer'),
    preHandler: app.allow(mayManageFooter),
    handler: async (request) => {
      const row = await updateFooter({ db, id: request.params.id, body: request.body });
      return { ok: true as const, footer: toFooterDto(row), msg: FOOTER_MSG.updated };
    },
  });
}
