// WhatsApp notices and the staff inbox (docs/whatsapp.md): the templates registered in Meta's WhatsApp Manager,
// each with its parameters and its exact Spanish body; the states a message goes through; the 24-hour window;
// the words that opt a family out; the API's requests, answers and messages.
import { z } from 'zod';
import { idField, inputText, okAnswer, okWithMsg, optionalInput, wholeNumber } from './schema-helpers.ts';
import { WHATSAPP_CONSENT_INVALID } from './whatsapp-consent.ts';

export { WHATSAPP_CONSENT_LABEL } from './whatsapp-consent.ts';

/**
 * One template per notice, utility category, language WHATSAPP_TEMPLATE_LANGUAGE (es_MX). `params` name the
 * body's {{1}}, {{2}}, … in order; `body` is the text to register, word for word (Meta refuses a body that
 * starts or ends with a parameter). docs/whatsapp.md lists them (a test compares).
 */
export const WHATSAPP_TEMPLATES = {
  solicitud_recibida: {
    params: ['nombre', 'sucursal', 'fecha', 'turno', 'apartadoHasta', 'enlace'],
    body: 'Hola {{1}}, recibimos tu solicitud para el {{3}} ({{4}}) en {{2}}. Apartamos la fecha para ti hasta el {{5}}; puedes verla en {{6}} cuando quieras.',
  },
  solicitud_recibida_pago: {
    params: ['nombre', 'sucursal', 'fecha', 'turno', 'apartadoHasta', 'enlace'],
    body: 'Hola {{1}}, recibimos tu solicitud para el {{3}} ({{4}}) en {{2}}. Apartamos la fecha para ti hasta el {{5}}; paga el anticipo en línea en {{6}} para confirmarla.',
  },
  apartado_por_vencer: {
    params: ['nombre', 'fecha', 'sucursal', 'apartadoHasta', 'enlace'],
    body: 'Hola {{1}}, tu fecha del {{2}} en {{3}} sigue apartada solo hasta el {{4}}: paga el anticipo en {{5}} para no perderla.',
  },
  solicitud_confirmada: {
    params: ['nombre', 'fecha', 'turno', 'sucursal', 'enlace'],
    body: '¡Hola {{1}}! Tu fiesta del {{2}} ({{3}}) en {{4}} está confirmada. Consulta tu evento y tu contrato en {{5}} cuando quieras.',
  },
  solicitud_rechazada: {
    params: ['nombre', 'fecha', 'sucursal', 'motivo'],
    body: 'Hola {{1}}, lo sentimos: no pudimos confirmar tu solicitud para el {{2}} en {{3}} por este motivo: «{{4}}». Puedes pedir otra fecha cuando quieras.',
  },
  solicitud_vencida: {
    params: ['nombre', 'fecha', 'sucursal', 'enlace'],
    body: 'Hola {{1}}, tu solicitud para el {{2}} en {{3}} venció y la fecha quedó libre. Si aún la quieres, pide otra fecha en {{4}} cuando quieras.',
  },
  pago_recibido: {
    params: ['nombre', 'monto', 'metodo', 'saldo'],
    body: 'Hola {{1}}, recibimos tu pago de {{2}} ({{3}}). Saldo pendiente: {{4}}. ¡Gracias!',
  },
  recordatorio_saldo: {
    params: ['nombre', 'fecha', 'saldo', 'venceEl', 'enlace'],
    body: 'Hola {{1}}, te recordamos que para tu fiesta del {{2}} queda un saldo de {{3}}, que vence el {{4}}. Usa «Pagar saldo» en {{5}} para pagarlo en línea.',
  },
  recordatorio_fiesta: {
    params: ['nombre', 'fecha', 'turno', 'sucursal', 'direccion', 'mapa'],
    body: '¡Hola {{1}}! Mañana {{2}} es tu fiesta ({{3}}) en {{4}}, {{5}}. Mira cómo llegar en {{6}} y ¡que la disfruten!',
  },
  resumen_confirmaciones: {
    params: ['nombre', 'fiesta', 'nuevas', 'asistiran', 'enlace'],
    body: 'Hola {{1}}, hoy llegaron {{3}} respuestas nuevas para {{2}}. Ya son {{4}} invitados que asistirán. Ve la lista en {{5}} cuando quieras.',
  },
  seguimiento: {
    params: ['nombre', 'sucursal'],
    body: 'Hola {{1}}, te escribimos de {{2}} sobre tu fiesta. Responde a este mensaje y con gusto seguimos la conversación por aquí.',
  },
} as const satisfies Record<string, { params: readonly string[]; body: string }>;

/** What staff may send from the inbox once the 24-hour window has closed: a template that asks the family back. */
export const STAFF_TEMPLATES = ['seguimiento'] as const;

export type WhatsAppTemplateName = keyof typeof WHATSAPP_TEMPLATES;

/** A template's body with its parameters in place (what the family reads; the inbox shows it). */
export function templateText(name: string, params: readonly string[]): string {
  const template = WHATSAPP_TEMPLATES[name as WhatsAppTemplateName];
  if (!template) return `[${name}]`;
  return template.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? '');
}

/** en_cola → enviado → entregado → leido, or fallido; an update never moves a message back. */
export const WHATSAPP_STATES = ['en_cola', 'enviado', 'entregado', 'leido', 'fallido'] as const;
export type WhatsAppState = (typeof WHATSAPP_STATES)[number];
const STATE_RANK: Record<WhatsAppState, number> = {
  en_cola: 0,
  enviado: 1,
  entregado: 2,
  leido: 3,
  fallido: 4,
};
/** Whether a message in `current` may become `next` (statuses arrive out of order; read is never undone). */
export const statusMovesForward = (current: WhatsAppState, next: WhatsAppState) =>
  STATE_RANK[next] > STATE_RANK[current] && !(current === 'leido' && next === 'fallido');

/** Free text may be sent only this long after the family's last message (WhatsApp's customer-service window). */
export const WHATSAPP_WINDOW_HOURS = 24;
export const windowIsOpen = (lastInboundAt: Date | string | null, now: Date) =>
  lastInboundAt !== null &&
  now.getTime() - new Date(lastInboundAt).getTime() < WHATSAPP_WINDOW_HOURS * 3_600_000;

/** 'BAJA' or 'STOP', in any case, with or without accents or spaces: the family stops the notices. */
export function isOptOutText(text: string): boolean {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s.!¡¿?]/g, '')
    .toUpperCase();
  return folded === 'BAJA' || folded === 'STOP';
}

/** What an inbound message that is not text reads as in the inbox. */
export const INBOUND_TYPE_TEXT: Record<string, string> = {
  image: '[imagen]',
  audio: '[audio]',
  video: '[video]',
  document: '[documento]',
  sticker: '[sticker]',
  location: '[ubicación]',
  contacts: '[contacto]',
  reaction: '[reacción]',
  button: '[botón]',
  interactive: '[respuesta]',
};
export const inboundText = (type: string) => INBOUND_TYPE_TEXT[type] ?? '[mensaje]';

export const WHATSAPP_TEXT_MAX = 4096;

export const WHATSAPP_MSG = {
  consentSaved: (on: boolean) =>
    on ? 'Te enviaremos los avisos de tu fiesta por WhatsApp' : 'Ya no te enviaremos avisos por WhatsApp',
  onlyOwnerConsents: 'Solo la familia puede activar o quitar sus avisos por WhatsApp',
  consentInvalid: WHATSAPP_CONSENT_INVALID,
  windowClosed:
    'Pasaron más de 24 horas desde el último mensaje de la familia: WhatsApp solo permite enviarle una plantilla',
  textRequired: 'Escribe un mensaje',
  textTooLong: 'El mensaje no puede pasar de 4,096 caracteres',
  conversationNotFound: 'La conversación no existe',
  noPhone: 'El número de la familia no es un número de WhatsApp válido',
  off: 'WhatsApp no está activado en este sitio',
  sent: 'Mensaje enviado',
  optedOut: 'La familia dio de baja los avisos por WhatsApp',
  noConsent:
    'La familia no aceptó recibir avisos por WhatsApp: solo puede contestarle dentro de las 24 horas',
  noCustomer:
    'Esta conversación no es de un cliente registrado: solo puede contestarle dentro de las 24 horas',
  /** the one answer to 'BAJA' */
  optOutConfirmation:
    'Listo, ya no te enviaremos avisos por WhatsApp. Si cambias de opinión, actívalos en tu cuenta.',
  pageInvalid: 'Página no válida',
  filterRequired: 'Indica el evento, la solicitud o el cliente',
  badSignature: 'Firma del aviso no válida',
  badNotice: 'El aviso no es JSON válido',
  noDelivery: 'WhatsApp no respondió durante un día; el mensaje no se envió',
  interrupted: 'El envío se interrumpió; no se reintenta para no enviarlo dos veces',
} as const;

// ── Requests ──

/** PUT /api/usuarios/{id}/avisos (the family only) */
export const WhatsAppConsentSchema = z.object({
  whatsapp: z.boolean({ error: WHATSAPP_MSG.consentInvalid }),
});

/** GET /api/whatsapp/mensajes: one family's messages, by event, booking request or customer. */
export const WhatsAppMessageQuerySchema = z.object({
  evento: optionalInput(idField()),
  solicitud: optionalInput(idField()),
  usuario: optionalInput(idField()),
});
export type WhatsAppMessageQuery = z.input<typeof WhatsAppMessageQuerySchema>;

/** GET /api/whatsapp/conversaciones: newest first, 50 a page; `noLeidas` only those with unread messages. */
export const WhatsAppConversationQuerySchema = z.object({
  page: wholeNumber(WHATSAPP_MSG.pageInvalid, { min: 1, max: 100_000 }).default(1),
  noLeidas: optionalInput(z.enum(['true', 'false', '1', '0'])).transform((v) => v === 'true' || v === '1'),
});
export type WhatsAppConversationQuery = z.input<typeof WhatsAppConversationQuerySchema>;
export const WHATSAPP_PAGE_SIZE = 50;

/** POST /api/whatsapp/conversaciones/{id}/plantillas: its parameters come from the family's records */
export const WhatsAppStaffTemplateSchema = z.object({
  plantilla: z.enum(STAFF_TEMPLATES, { error: 'Plantilla no válida' }),
});

/** POST /api/whatsapp/conversaciones/{id}/mensajes */
export const WhatsAppReplySchema = z.object({
  texto: inputText({ error: WHATSAPP_MSG.textRequired })
    .trim()
    .min(1, WHATSAPP_MSG.textRequired)
    .max(WHATSAPP_TEXT_MAX, WHATSAPP_MSG.textTooLong),
});

// ── Answers ──

const isoDateTime = z.string().describe('ISO 8601 date-time (UTC)');

export const WhatsAppMessageDtoSchema = z.object({
  uid: z.string(),
  conversacion: z.string(),
  direccion: z.enum(['entrante', 'saliente']),
  /** the template's name; null for free text (either way) */
  plantilla: z.string().nullable(),
  parametros: z.array(z.string()),
  /** what the family reads or wrote: a template as its text */
  texto: z.string(),
  wamid: z.string().nullable(),
  estado: z.enum(WHATSAPP_STATES).describe('an inbound message is entregado once stored'),
  enviadoEl: isoDateTime.nullable(),
  entregadoEl: isoDateTime.nullable(),
  leidoEl: isoDateTime.nullable(),
  fallidoEl: isoDateTime.nullable(),
  error: z.object({ codigo: z.number().int().nullable(), titulo: z.string() }).nullable(),
  evento: z.string().nullable(),
  solicitud: z.string().nullable(),
  usuario: z.string().nullable(),
  creadoEl: isoDateTime,
});
export type WhatsAppMessageDto = z.infer<typeof WhatsAppMessageDtoSchema>;

export const WhatsAppConversationDtoSchema = z.object({
  uid: z.string(),
  telefono: z.string(),
  /** the customer it was matched to by phone; null when none */
  usuario: z.object({ uid: z.string(), name: z.string(), lastname: z.string() }).nullable(),
  ultimoMensaje: WhatsAppMessageDtoSchema.nullable(),
  noLeidos: z.number().int(),
  /** the family's last message, by WhatsApp's timestamp */
  ultimoEntranteEl: isoDateTime.nullable(),
  /** free text may be sent now (24 h after the family's last message) */
  ventanaAbierta: z.boolean(),
});
export type WhatsAppConversationDto = z.infer<typeof WhatsAppConversationDtoSchema>;

export const WhatsAppConsentDtoSchema = z.object({
  whatsapp: z.boolean(),
  /** when the family ticked it, and where: registro | solicitud | cuenta */
  desde: isoDateTime.nullable(),
  origen: z.string().nullable(),
  /** when they opted out (account or 'BAJA'), if they did since */
  bajaEl: isoDateTime.nullable(),
});
export type WhatsAppConsentDto = z.infer<typeof WhatsAppConsentDtoSchema>;

export const WhatsAppConsentResponseSchema = okWithMsg({ avisos: WhatsAppConsentDtoSchema });
export const WhatsAppMessageListSchema = okAnswer({ mensajes: z.array(WhatsAppMessageDtoSchema) });
export const WhatsAppConversationListSchema = okAnswer({
  conversaciones: z.array(WhatsAppConversationDtoSchema),
  total: z.number().int(),
  /** false: WhatsApp is not set up (the screens say so) */
  activo: z.boolean(),
});
export const WhatsAppConversationReadSchema = okAnswer({
  conversacion: WhatsAppConversationDtoSchema,
  mensajes: z.array(WhatsAppMessageDtoSchema),
  /** the family's requests and events, for the links beside the conversation */
  solicitudes: z.array(z.object({ uid: z.string(), fecha: z.string(), estado: z.string() })),
  eventos: z.array(z.object({ uid: z.string(), fecha: z.string(), name: z.string() })),
});
export const WhatsAppReplyResponseSchema = okWithMsg({ mensaje: WhatsAppMessageDtoSchema });

/** Whether a family's notices are on: they opted in, and not out since. */
export const consentIsOn = (c: { optInAt: Date | string | null; optOutAt: Date | string | null }) =>
  c.optInAt !== null && (c.optOutAt === null || new Date(c.optOutAt) < new Date(c.optInAt));
