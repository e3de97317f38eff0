// docs/product.md#users-and-auth: reading and managing accounts (docs/architecture.md#roles,
// docs/architecture.md#ownership, docs/architecture.md#deleting-keeps-history).
import { z } from 'zod';
import { UserDtoSchema, UserListQuerySchema, UserUpdateRequestSchema } from '../accounts.ts';
import { idParams } from '../schema-helpers.ts';
import { WhatsAppConsentDtoSchema } from '../whatsapp.ts';
import { defineRoute } from './route.ts';

const ok = z.literal(true);
const UserWithMsgResponseSchema = z.object({ ok, user: UserDtoSchema, msg: z.string() });

export const userRoutes = {
  /** a role user reads only their own record; staff read all; `avisos`: the WhatsApp consent */
  get: defineRoute({
    method: 'GET',
    path: '/api/usuarios/{id}',
    params: idParams('id'),
    response: { 200: z.object({ ok, userData: UserDtoSchema, avisos: WhatsAppConsentDtoSchema }) },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/usuarios',
    query: UserListQuerySchema,
    response: { 200: z.object({ ok, users: z.array(UserDtoSchema), total: z.number().int() }) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/usuarios/{id}',
    params: idParams('id'),
    body: UserUpdateRequestSchema,
    response: { 200: UserWithMsgResponseSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/usuarios/{id}',
    params: idParams('id'),
    response: { 200: UserWithMsgResponseSchema },
  }),
};
