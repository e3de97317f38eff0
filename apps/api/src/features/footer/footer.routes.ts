// spec §7 Content: GET /api/footer (public), PUT /api/footer/{id} (super_admin only, DESIGN §3.1).
import { FooterDtoSchema, FooterUpdateRequestSchema } from '@salones/shared/footer';
import { idParams } from '@salones/shared/schema-helpers';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { footerSettings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toFooterDto } from './footer.mapper.ts';

const FooterIdParamsSchema = idParams('id');

export async function registerFooter(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api/footer',
    {
      schema: {
        tags: ['footer'],
        response: { 200: z.object({ ok: z.literal(true), footer: z.array(FooterDtoSchema) }) },
      },
    },
    async () => {
      // The public site uses the first row (spec §3); the server keeps one in every database.
      const rows = await db
        .select()
        .from(footerSettings)
        .orderBy(asc(footerSettings.createdAt), asc(footerSettings.id))
        .limit(1);
      return { ok: true as const, footer: rows.map(toFooterDto) };
    },
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
      const byId = eq(footerSettings.id, request.params.id);
      const changes = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
      const [row] =
        Object.keys(changes).length > 0
          ? await db.update(footerSettings).set(changes).where(byId).returning()
          : await db.select().from(footerSettings).where(byId);
      if (!row) throw notFound('No se encontró el footer');
      return { ok: true as const, footer: toFooterDto(row), msg: 'Footer actualizado' };
    },
  );
}
