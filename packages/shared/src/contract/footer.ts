// docs/product.md#content: GET /api/footer (public), PUT /api/footer/{id} (super_admin).
import { z } from 'zod';
import { FooterDtoSchema, FooterUpdateRequestSchema } from '../footer.ts';
import { idParams } from '../schema-helpers.ts';
import { defineRoute } from './route.ts';

export const footerRoutes = {
  /** docs/product.md#3-entities-and-their-fields: the site uses the first item. */
  get: defineRoute({
    method: 'GET',
    path: '/api/footer',
    response: { 200: z.object({ ok: z.literal(true), footer: z.array(FooterDtoSchema) }) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/footer/{id}',
    params: idParams('id'),
    body: FooterUpdateRequestSchema,
    response: { 200: z.object({ ok: z.literal(true), footer: FooterDtoSchema, msg: z.string() }) },
  }),
};
