// WhatsApp (docs/whatsapp.md): a family's consent, Meta's webhook, and the staff inbox.
import { z } from 'zod';
import { idParams } from '../schema-helpers.ts';
import {
  WhatsAppConsentResponseSchema,
  WhatsAppConsentSchema,
  WhatsAppConversationListSchema,
  WhatsAppConversationQuerySchema,
  WhatsAppConversationReadSchema,
  WhatsAppMessageListSchema,
  WhatsAppMessageQuerySchema,
  WhatsAppReplyResponseSchema,
  WhatsAppReplySchema,
  WhatsAppStaffTemplateSchema,
} from '../whatsapp.ts';
import { defineRoute } from './route.ts';

export const whatsappRoutes = {
  /** the family only (staff: 403) */
  consent: defineRoute({
    method: 'PUT',
    path: '/api/usuarios/{id}/avisos',
    params: idParams('id'),
    body: WhatsAppConsentSchema,
    response: { 200: WhatsAppConsentResponseSchema },
  }),
  /** Meta's subscribe handshake: 200 with hub.challenge as text when hub.verify_token is ours, else 403 */
  verifyWebhook: defineRoute({
    method: 'GET',
    path: '/api/whatsapp/webhook',
    query: z.object({
      'hub.mode': z.string().optional(),
      'hub.verify_token': z.string().optional(),
      'hub.challenge': z.string().optional(),
    }),
    produces: ['text/plain'],
    response: { 200: z.string().describe('hub.challenge') },
  }),
  /** read raw: X-Hub-Signature-256 is checked on the exact bytes (401 when missing or wrong) */
  webhook: defineRoute({
    method: 'POST',
    path: '/api/whatsapp/webhook',
    body: z.unknown().meta({ description: "Meta's webhook notice (JSON), signed in 'X-Hub-Signature-256'" }),
    response: { 200: z.object({ ok: z.literal(true) }) },
  }),
  /** staff in their scope: one family's messages by event, booking request or customer */
  messages: defineRoute({
    method: 'GET',
    path: '/api/whatsapp/mensajes',
    query: WhatsAppMessageQuerySchema,
    response: { 200: WhatsAppMessageListSchema },
  }),
  conversations: defineRoute({
    method: 'GET',
    path: '/api/whatsapp/conversaciones',
    query: WhatsAppConversationQuerySchema,
    response: { 200: WhatsAppConversationListSchema },
  }),
  /** marks the conversation read */
  conversation: defineRoute({
    method: 'GET',
    path: '/api/whatsapp/conversaciones/{id}',
    params: idParams('id'),
    response: { 200: WhatsAppConversationReadSchema },
  }),
  /** free text while the window is open (409 otherwise) */
  reply: defineRoute({
    method: 'POST',
    path: '/api/whatsapp/conversaciones/{id}/mensajes',
    params: idParams('id'),
    body: WhatsAppReplySchema,
    response: { 201: WhatsAppReplyResponseSchema },
  }),
  /** once the window has closed: a template that asks the family back (needs their consent) */
  sendTemplate: defineRoute({
    method: 'POST',
    path: '/api/whatsapp/conversaciones/{id}/plantillas',
    params: idParams('id'),
    body: WhatsAppStaffTemplateSchema,
    response: { 201: WhatsAppReplyResponseSchema },
  }),
};
