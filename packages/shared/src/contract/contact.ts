// docs/product.md#content: POST /api/contact (public); GET /api/contact lists stored messages for staff
// (docs/architecture.md#contact-messages-are-stored-first).
import { z } from 'zod';
import { PageQuerySchema } from '../accounts.ts';
import { ContactMessageDtoSchema, ContactRequestSchema } from '../contact.ts';
import { CONTACT_PATH } from './contact-path.ts';
import { defineRoute } from './route.ts';

export const contactRoutes = {
  send: defineRoute({
    method: 'POST',
    path: CONTACT_PATH,
    body: ContactRequestSchema,
    response: { 200: z.object({ ok: z.literal(true), email: z.string(), msg: z.string() }) },
  }),
  list: defineRoute({
    method: 'GET',
    path: CONTACT_PATH,
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
