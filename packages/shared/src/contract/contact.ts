// docs/product.md §7 Content: POST /api/contact (public); GET /api/contact lists stored messages for staff (docs/architecture.md §3.9).
import { z } from 'zod';
import { PageQuerySchema } from '../accounts.ts';
import { ContactMessageDtoSchema, ContactRequestSchema } from '../contact.ts';
import { defineRoute } from './route.ts';

export const contactRoutes = {
  send: defineRoute({
    method: 'POST',
    path: '/api/contact',
    body: ContactRequestSchema,
    response: { 200: z.object({ ok: z.literal(true), email: z.string(), msg: z.string() }) },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/contact',
    query: PageQuerySchema,
    response: {
      200: z.object({
        ok: z.literal(true),
        mensajes: z.array(ContactMessageDtoSchema),
        total: z.number().int(),
      }),
    },
  }),
};
