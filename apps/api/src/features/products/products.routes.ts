import { MSG } from '@salones/shared/messages';
import {
  ProductCreateRequestSchema,
  ProductDtoSchema,
  ProductUpdateRequestSchema,
} from '@salones/shared/products';
import { idParams } from '@salones/shared/schema-helpers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listProducts } from './list-products.ts';
import { toProductDto } from './products.mapper.ts';
import { createProduct, deleteProduct, updateProduct } from './save-product.ts';

const tags = ['Productos'];
const one = z.object({ ok: z.literal(true), producto: ProductDtoSchema });

/**
 * spec §7 /api/product. Listing is public; changes are for super_admin only (DESIGN §3.1).
 * Event extras keep their own price and lose only the link when a product goes (ON DELETE SET NULL).
 */
export async function registerProducts(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const superAdmin = { onRequest: app.requireSuperAdmin };

  r.get(
    '/api/product',
    {
      schema: {
        tags,
        response: { 200: z.object({ ok: z.literal(true), productos: z.array(ProductDtoSchema) }) },
      },
    },
    async () => ({ ok: true as const, productos: (await listProducts({ db })).map(toProductDto) }),
  );

  r.post(
    '/api/product',
    {
      ...superAdmin,
      schema: { tags, body: ProductCreateRequestSchema, response: { 201: one.extend({ msg: z.string() }) } },
    },
    async (request, reply) => {
      const row = await createProduct({ db, body: request.body });
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
      const row = await updateProduct({ db, id: request.params.id, body: request.body });
      return { ok: true as const, producto: toProductDto(row) };
    },
  );

  r.delete(
    '/api/product/:id',
    { ...superAdmin, schema: { tags, params: idParams('id'), response: { 200: one } } },
    async (request) => ({
      ok: true as const,
      producto: toProductDto(await deleteProduct({ db, id: request.params.id })),
    }),
  );
}
