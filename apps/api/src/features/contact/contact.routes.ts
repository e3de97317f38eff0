// docs/product.md §7 Content: POST /api/contact (public); GET /api/contact lists stored messages for staff (docs/architecture.md §3.9).
import { CONTACT_MSG } from '@salones/shared/contact';
import { contactRoutes } from '@salones/shared/contract/contact';
import { mayReadContactMessages } from '@salones/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { authRouteLimit } from '../../plugins/rate-limit.ts';
import { toContactMessageDto } from './contact.mapper.ts';
import { listContactMessages } from './list-contact-messages.ts';
import { sendContactMessage } from './send-contact-message.ts';

export async function registerContact(app: FastifyInstance) {
  const deps = app;

  routeFrom(app, contactRoutes.send, {
    tags: tagsOf('contact'),
    config: authRouteLimit(deps.config),
    handler: async (request) => {
      await sendContactMessage({ deps, input: request.body });
      return { ok: true as const, email: request.body.email, msg: CONTACT_MSG.sent };
    },
  });

  routeFrom(app, contactRoutes.list, {
    tags: tagsOf('contact'),
    preHandler: app.allow(mayReadContactMessages),
    handler: async (request) => {
      const { rows, total } = await listContactMessages({ deps, ...request.query });
      return { ok: true as const, mensajes: rows.map(toContactMessageDto), total };
    },
  });
}
