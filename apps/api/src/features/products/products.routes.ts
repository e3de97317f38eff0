import { productRoutes } from '@salones/shared/contract/products';
import { MSG } from '@salones/shared/messages';
import { mayManageProducts } from '@salones/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { listProducts } from './list-products.ts';
import { toProductDto } from './products.mapper.ts';
import { createProduct, deleteProduct, updateProduct } from './save-product.ts';

const tags = tagsOf('products');

/**
 * docs/product.md §7 /api/product. Listing is public; changes are for super_admin only (docs/architecture.md §3.1).
 * Event extras keep their own price and lose only the link when a product goes (ON DELETE SET NULL).
 */
export async function registerProducts(app: FastifyInstance) {
  const { db } = app;
  const superAdmin = { tags, onRequest: app.allow(mayManageProducts) };

  routeFrom(app, productRoutes.list, {
    tags,
    handler: async () => ({ ok: true as const, productos: (await listProducts({ db })).map(toProductDto) }),
  });

  routeFrom(app, productRoutes.create, {
    ...superAdmin,
    handler: async (request, reply) => {
      const row = await createProduct({ db, body: request.body });
      return reply
        .code(201)
        .send({ ok: true as const, producto: toProductDto(row), msg: MSG.productCreated });
    },
  });

  routeFrom(app, productRoutes.update, {
    ...superAdmin,
    handler: async (request) => {
      const row = await updateProduct({ db, id: request.params.id, body: request.body });
      return { ok: true as const, producto: toProductDto(row) };
    },
  });

  routeFrom(app, productRoutes.remove, {
    ...superAdmin,
    handler: async (request) => ({
      ok: true as const,
      producto: toProductDto(await deleteProduct({ db, id: request.params.id })),
    }),
  });
}
