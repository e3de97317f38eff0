// Answers of the WhatsApp API, as the inbox's tests give them.
import type { WhatsAppConversation, WhatsAppMessage } from '../lib/api/whatsapp.ts';

export const message = (over: Partial<WhatsAppMessage>): WhatsAppMessage => ({
  uid: 'm1',
  conversacion: 'c1',
  direccion: 'saliente',
  plantilla: null,
  parametros: [],
  texto: 'Hola',
  wamid: 'wamid.1',
  estado: 'enviado',
  enviadoEl: '2026-11-27T18:00:00.000Z',
  entregadoEl: null,
  leidoEl: null,
  fallidoEl: null,
  error: null,
  evento: null,
  solicitud: null,
  usuario: 'family-1',
  creadoEl: '2026-11-27T18:00:00.000Z',
  ...over,
});

export const conversation = (over: Partial<WhatsAppConversation>): WhatsAppConversation => ({
  uid: 'c1',
  telefono: '+525512345678',
  usuario: { uid: 'family-1', name: 'Ana', lastname: 'López' },
  ultimoMensaje: message({ direccion: 'entrante', texto: '¿Puedo llevar piñata?' }),
  noLeidos: 2,
  ultimoEntranteEl: '2026-11-27T18:00:00.000Z',
  ventanaAbierta: true,
  ...over,
});
