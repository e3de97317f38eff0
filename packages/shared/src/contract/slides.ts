// docs/product.md#7-the-api-calls /api/slide: the home carousel.
import { z } from 'zod';
import { SlideDtoSchema } from '../media.ts';
import { idParams } from '../schema-helpers.ts';
import { defineRoute } from './route.ts';

export const slideRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/slide',
    response: { 200: z.object({ ok: z.literal(true), slide: z.array(SlideDtoSchema) }) },
  }),
  /** multipart: exactly one file in `imagen` (IMAGE_FIELD). */
  upload: defineRoute({
    method: 'POST',
    path: '/api/slide',
    consumes: ['multipart/form-data'],
    response: { 201: z.object({ ok: z.literal(true), slide: SlideDtoSchema, msg: z.string() }) },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/slide/{id}',
    params: idParams('id'),
    response: { 200: z.object({ ok: z.literal(true), slide: SlideDtoSchema }) },
  }),
};
