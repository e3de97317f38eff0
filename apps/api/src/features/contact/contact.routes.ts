// spec §7 Content: POST /api/contact (public); GET /api/contact lists stored messages for staff (DESIGN §3.9).
import { contactRoutes } from '@salones/shared/contract/contact';
import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages } from '../../db/schema/index.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { authRouteLimit } from '../../plugins/rate-limit.ts';
import { toContactMessageDto } from './contact.mapper.ts';
import { sendContactMessage } from './send-contact-message.ts';

export async function registerContact(app: FastifyInstance) {
  const deps = app;

  routeFrom(app, contactRoutes.send, {
    tags: ['contact'],
    config: authRouteLimit(deps.config),
    handler: async (request) => {
      await sendContactMessage({ deps, input: request.body, log: request.log });
      return {
        ok: true as const,
        email: request.body.email,
        msg: 'Mensaje enviado, te contactaremos pronto',
      };
    },
  });

  routeFrom(app, contactRoutes.list, {
    tags: ['contact'],
    preHandler: app.requireStaff,
    handler: async (request) => {
      const { page, limit } = request.query;
      const rows = await deps.db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [{ total }] = await deps.db.select({ total: count() }).from(contactMessages);
      return { ok: true as const, mensajes: rows.map(toContactMessageDto), total };
    },
  });
}
