// spec §7 Content: GET /api/footer (public), PUT /api/footer/{id} (super_admin only, DESIGN §3.1).
import { FOOTER_MSG, FooterDtoSchema, FooterUpdateRequestSchema } from '@salones/shared/footer';
import { idParams } from '@salones/shared/schema-helpers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toFooterDto } from './footer.mapper.ts';
import { getFooter, updateFooter } from './footer-settings.ts';

const FooterIdParamsSchema = idParams('id');

export async function registerFooter(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/api/footer',
    {
      schema: {
        tags: ['footer'],
        response: { 200: z.object({ ok: z.literal(true), footer: z.array(FooterDtoSchema) }) },
      },
    },
    async () => ({ ok: true as const, footer: (await getFooter({ db })).map(toFooterDto) }),
  );

  api.put(
    '/api/footer/:id',
    {
      preHandler: app.requireSuperAdmin,
      schema: {
        tags: ['footer'],
        params: FooterIdParamsSchema,
        body: FooterUpdateRequestSchema,
        response: { 200: z.object({ ok: z.literal(true), footer: FooterDtoSchema, msg: z.string() }) },
      },
    },
    async (request) => {
      const row = await updateFooter({ db, id: request.params.id, body: request.body });
      return { ok: true as const, footer: toFooterDto(row), msg: FOOTER_MSG.updated };
    },
  );
}
