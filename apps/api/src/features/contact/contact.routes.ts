// spec §7 Content: POST /api/contact (public); GET /api/contact lists stored messages for staff (DESIGN §3.9).
import { PageQuerySchema } from '@salones/shared/accounts';
import { ContactMessageDtoSchema, ContactRequestSchema } from '@salones/shared/contact';
import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessages } from '../../db/schema/index.ts';
import { authRouteLimit } from '../../plugins/rate-limit.ts';
import { toContactMessageDto } from './contact.mapper.ts';
import { sendContactMessage } from './send-contact-message.ts';

export async function registerContact(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app;

  api.post(
    '/api/contact',
    {
      config: authRouteLimit(deps.config),
      schema: {
        tags: ['contact'],
        body: ContactRequestSchema,
        response: { 200: z.object({ ok: z.literal(true), email: z.string(), msg: z.string() }) },
      },
    },
    async (request) => {
      await sendContactMessage({ deps, input: request.body, log: request.log });
      return {
        ok: true as const,
        email: request.body.email,
        msg: 'Mensaje enviado, te contactaremos pronto',
      };
    },
  );

  api.get(
    '/api/contact',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['contact'],
        querystring: PageQuerySchema,
        response: {
          200: z.object({
            ok: z.literal(true),
            mensajes: z.array(ContactMessageDtoSchema),
            total: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
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
  );
}
