// docs/product.md#7-the-api-calls /api/product: the catalogue of extras.
import { z } from 'zod';
import { ProductCreateRequestSchema, ProductDtoSchema, ProductUpdateRequestSchema } from '../products.ts';
import { idParams } from '../schema-helpers.ts';
import { defineRoute } from './route.ts';

const OneProductResponseSchema = z.object({ ok: z.literal(true), producto: ProductDtoSchema });

export const productRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/product',
    response: { 200: z.object({ ok: z.literal(true), productos: z.array(ProductDtoSchema) }) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/product',
    body: ProductCreateRequestSchema,
    response: { 201: OneProductResponseSchema.extend({ msg: z.string() }) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/product/{id}',
    params: idParams('id'),
    body: ProductUpdateRequestSchema,
    response: { 200: OneProductResponseSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/product/{id}',
    params: idParams('id'),
    response: { 200: OneProductResponseSchema },
  }),
};
