// WhatsApp (docs/whatsapp.md): whether the site sends notices, a family's consent, the staff inbox and one
// family's messages. The answers' shapes mirror the API's (packages/shared/src/whatsapp.ts on the API's side).
import type { UserDto } from '@salones/shared/accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { buildPath, requestApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import { useApiMutation } from '../use-api-mutation.ts';
import { useSiteInfo } from './site.ts';

export const WHATSAPP_STATES = ['en_cola', 'enviado', 'entregado', 'leido', 'fallido'] as const;
export type WhatsAppState = (typeof WHATSAPP_STATES)[number];

export interface WhatsAppMessage {
  uid: string;
  conversacion: string;
  direccion: 'entrante' | 'saliente';
  /** the template's name; null for free text */
  plantilla: string | null;
  parametros: string[];
  /** what the family reads or wrote: a template as its text */
  texto: string;
  wamid: string | null;
  estado: WhatsAppState;
  enviadoEl: string | null;
  entregadoEl: string | null;
  leidoEl: string | null;
  fallidoEl: string | null;
  error: { codigo: number | null; titulo: string } | null;
  evento: string | null;
  solicitud: string | null;
  usuario: string | null;
  creadoEl: string;
}

export interface WhatsAppConversation {
  uid: string;
  telefono: string;
  usuario: { uid: string; name: string; lastname: string } | null;
  ultimoMensaje: WhatsAppMessage | null;
  noLeidos: number;
  ultimoEntranteEl: string | null;
  /** free text may be sent now (24 h after the family's last message) */
  ventanaAbierta: boolean;
}

export interface WhatsAppConversationRead {
  conversacion: WhatsAppConversation;
  mensajes: WhatsAppMessage[];
  solicitudes: { uid: string; fecha: string; estado: string }[];
  eventos: { uid: string; fecha: string; name: string }[];
}

export interface WhatsAppConsent {
  whatsapp: boolean;
  desde: string | null;
  origen: string | null;
  bajaEl: string | null;
}

/** GET /api/whatsapp/conversaciones answers 50 a page. */
export const WHATSAPP_PAGE_SIZE = 50;

/** What the family ticks on registration, 'Solicitar fecha' and in the account; unticked unless they tick it. */
export const whatsappConsentLabel = (telefono: string) =>
  telefono
    ? `Quiero recibir avisos de mi fiesta por WhatsApp al ${telefono}`
    : 'Quiero recibir avisos de mi fiesta por WhatsApp';

/**
 * Whether the site sends WhatsApp notices: GET /api/site's `whatsapp` (absent = off: nothing of WhatsApp shows).
 */
export function useWhatsAppOn(): boolean {
  const { data } = useSiteInfo();
  return (data as { whatsapp?: boolean } | undefined)?.whatsapp === true;
}

// ── The family's consent ──

/** GET /api/usuarios/{id}: the account and its `avisos` (the WhatsApp consent). */
export const whatsappConsentQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.whatsapp.consent(userId),
    queryFn: async ({ signal }) => {
      const data = await requestApi<{ userData: UserDto; avisos?: WhatsAppConsent }>(
        buildPath('/api/usuarios/{id}', { id: userId }),
        { signal },
      );
      return data.avisos ?? { whatsapp: false, desde: null, origen: null, bajaEl: null };
    },
  });

export const useWhatsAppConsent = (userId: string | undefined, enabled = true) =>
  useQuery({ ...whatsappConsentQueryOptions(userId ?? ''), enabled: enabled && Boolean(userId) });

/** PUT /api/usuarios/{id}/avisos { whatsapp } (the family only) → its msg as a toast. */
export const useSetWhatsAppConsent = (userId: string) =>
  useApiMutation({
    mutationFn: (whatsapp: boolean) =>
      requestApi<{ ok: true; msg: string; avisos: WhatsAppConsent }>(
        buildPath('/api/usuarios/{id}/avisos', { id: userId }),
        { method: 'PUT', body: { whatsapp } },
      ),
    invalidate: [queryKeys.whatsapp.consent(userId)],
  });

// ── The staff inbox ──

export interface ConversationsQuery {
  page: number;
  noLeidas: boolean;
}

export const conversationsQueryOptions = (query: ConversationsQuery) =>
  queryOptions({
    queryKey: queryKeys.whatsapp.conversations(query),
    queryFn: ({ signal }) =>
      requestApi<{ ok: true; conversaciones: WhatsAppConversation[]; total: number; activo: boolean }>(
        buildPath('/api/whatsapp/conversaciones', undefined, {
          page: query.page,
          noLeidas: query.noLeidas ? 'true' : undefined,
        }),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useConversations = (query: ConversationsQuery) => useQuery(conversationsQueryOptions(query));

/** GET /api/whatsapp/conversaciones/{id}: its history, the family's requests and events; marks it read. */
export const useConversation = (id: string | undefined) =>
  useQuery({
    queryKey: queryKeys.whatsapp.conversation(id ?? ''),
    queryFn: ({ signal }) =>
      requestApi<{ ok: true } & WhatsAppConversationRead>(
        buildPath('/api/whatsapp/conversaciones/{id}', { id }),
        { signal },
      ),
    enabled: Boolean(id),
  });

/** POST /api/whatsapp/conversaciones/{id}/mensajes { texto } → 201; the inbox and the history reload. */
export const sendWhatsAppReply = (id: string, texto: string) =>
  requestApi<{ ok: true; msg: string; mensaje: WhatsAppMessage }>(
    buildPath('/api/whatsapp/conversaciones/{id}/mensajes', { id }),
    { method: 'POST', body: { texto } },
  );

/** GET /api/whatsapp/mensajes?evento=|solicitud=: one family's messages (an event's or a request's screen). */
export const useFamilyMessages = (filter: { evento?: string; solicitud?: string }, enabled = true) =>
  useQuery({
    queryKey: queryKeys.whatsapp.messages(filter),
    queryFn: ({ signal }) =>
      requestApi<{ ok: true; mensajes: WhatsAppMessage[] }>(
        buildPath('/api/whatsapp/mensajes', undefined, filter),
        { signal },
      ),
    enabled: enabled && Boolean(filter.evento || filter.solicitud),
  });
