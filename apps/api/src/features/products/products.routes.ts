import { MSG } from '@salones/shared/messages';
import {
  PRODUCT_MSG,
  ProductCreateRequestSchema,
  ProductDtoSchema,
  ProductUpdateRequestSchema,
} from '@salones/shared/products';
import { idParams } from '@salones/shared/schema-helpers';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toProductColumns, toProductDto } from './products.mapper.ts';

const tags = ['Productos'];
const one = z.object({ ok: z.literal(true), producto: ProductDtoSchema });

/**
 * spec §7 /api/product. Listing is public; changes are for super_admin only (DESIGN §3.1).
 * Event extras keep their own price and lose only the link when a product goes (ON DELETE SET NULL).
 */
export async function registerProducts(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const superAdmin = { onRequest: app.requireSuperAdmin };
  const found = <T>(row: T | undefined) => {
    if (!row) throw notFound(PRODUCT_MSG.notFound);
    return row;
  };

  r.get(
    '/api/product',
    {
      schema: {
        tags,
        response: { 200: z.object({ ok: z.literal(true), productos: z.array(ProductDtoSchema) }) },
      },
    },
    async () => {
      const rows = await db.select().from(products).orderBy(asc(products.name), asc(products.createdAt));
      return { ok: true as const, productos: rows.map(toProductDto) };
    },
  );

  r.post(
    '/api/product',
    {
      ...superAdmin,
      schema: { tags, body: ProductCreateRequestSchema, response: { 201: one.extend({ msg: z.string() }) } },
    },
    async (request, reply) => {
      const [row] = await db.insert(products).values(toProductColumns(request.body)).returning();
      return reply
        .code(201)
        .send({ ok: true as const, producto: toProductDto(row), msg: MSG.productCreated });
    },
  );

  r.put(
    '/api/product/:id',
    {
      ...superAdmin,
      schema: { tags, params: idParams('id'), body: ProductUpdateRequestSchema, response: { 200: one } },
    },
    async (request) => {
      const columns = toProductColumns(request.body);
      const where = eq(products.id, request.params.id);
      const [row] = Object.keys(columns).length
        ? await db.update(products).set(columns).where(where).returning()
        : await db.select().from(products).where(where);
      return { ok: true as const, producto: toProductDto(found(row)) };
    },
  );

  r.delete(
    '/api/product/:id',
    { ...superAdmin, schema: { tags, params: idParams('id'), response: { 200: one } } },
    async (request) => {
      const [row] = await db.delete(products).where(eq(products.id, request.params.id)).returning();
      return { ok: true as const, producto: toProductDto(found(row)) };
    },
  );
}
