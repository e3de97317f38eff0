// The staff's side of WhatsApp (docs/whatsapp.md): the inbox, one conversation, a reply, one family's messages.
import type { RouteResponse } from '@salones/shared/contract/route';
import { whatsappRoutes } from '@salones/shared/contract/whatsapp';
import type { STAFF_TEMPLATES } from '@salones/shared/whatsapp';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export type {
  WhatsAppConversationDto as WhatsAppConversation,
  WhatsAppMessageDto as WhatsAppMessage,
} from '@salones/shared/whatsapp';
export { WHATSAPP_PAGE_SIZE } from '@salones/shared/whatsapp';

export type StaffTemplate = (typeof STAFF_TEMPLATES)[number];

/** A conversation as GET /api/whatsapp/conversaciones/{id} answers it: the history, the family's requests and events. */
export type WhatsAppConversationRead = RouteResponse<typeof whatsappRoutes.conversation>;

export interface ConversationsQuery {
  page: number;
  noLeidas: boolean;
}

export const conversationsQueryOptions = (query: ConversationsQuery) =>
  queryOptions({
    queryKey: queryKeys.whatsapp.conversations(query),
    queryFn: ({ signal }) =>
      callApi(whatsappRoutes.conversations, {
        query: { page: query.page, noLeidas: query.noLeidas ? 'true' : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useConversations = (query: ConversationsQuery) => useQuery(conversationsQueryOptions(query));

/** GET /api/whatsapp/conversaciones/{id}: its history, the family's requests and events; marks it read. */
export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.whatsapp.conversation(id),
    queryFn: ({ signal }) => callApi(whatsappRoutes.conversation, { params: { id }, signal }),
  });

export const useConversation = (id: string | undefined) =>
  useQuery({ ...conversationQueryOptions(id ?? ''), enabled: Boolean(id) });

/** POST /api/whatsapp/conversaciones/{id}/mensajes { texto } → 201 */
export const sendWhatsAppReply = (id: string, texto: string) =>
  callApi(whatsappRoutes.reply, { params: { id }, body: { texto } });

/** POST /api/whatsapp/conversaciones/{id}/plantillas { plantilla } → 201: once the window has closed */
export const sendWhatsAppTemplate = (id: string, plantilla: StaffTemplate) =>
  callApi(whatsappRoutes.sendTemplate, { params: { id }, body: { plantilla } });

/** GET /api/whatsapp/mensajes?evento=|solicitud=: one family's messages (an event's or a request's screen). */
export const useFamilyMessages = (filter: { evento?: string; solicitud?: string }, enabled = true) =>
  useQuery({
    queryKey: queryKeys.whatsapp.messages(filter),
    queryFn: ({ signal }) => callApi(whatsappRoutes.messages, { query: filter, signal }),
    enabled: enabled && Boolean(filter.evento || filter.solicitud),
  });
