import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { conversation, message } from '../../../test/whatsapp-fixtures.ts';
import { stubFetch, testClient } from '../../../test/whatsapp-site.ts';
import { ConversationView } from './conversation-view.tsx';

const read = (over: { ventanaAbierta?: boolean } = {}) => ({
  ok: true,
  conversacion: conversation({ noLeidos: 0, ...over }),
  mensajes: [
    message({
      uid: 'm1',
      plantilla: 'solicitud_recibida',
      texto:
        'Hola Ana, recibimos tu solicitud para el 12 de diciembre de 2026 (Vespertino) en Sucursal Centro.',
      estado: 'leido',
    }),
    message({ uid: 'm2', direccion: 'entrante', texto: '¿Puedo llevar piñata?', estado: 'entregado' }),
    message({ uid: 'm3', texto: 'Claro que sí', estado: 'entregado' }),
    message({ uid: 'm4', texto: 'Te esperamos', estado: 'enviado' }),
    message({
      uid: 'm5',
      texto: 'Recordatorio',
      estado: 'fallido',
      error: { codigo: 131026, titulo: 'Message undeliverable' },
    }),
  ],
  solicitudes: [{ uid: 'r1', fecha: '2026-12-12', estado: 'pendiente' }],
  eventos: [{ uid: 'e1', fecha: '2026-12-19', name: 'Fiesta de Sofía' }],
});

describe('/admin/whatsapp/{id}: one conversation', () => {
  it('shows the history in and out with each state, and links to the family’s requests and events', async () => {
    stubFetch(() => ({ body: read() }));
    renderWithProviders(<ConversationView id="c1" />, { client: testClient() });
    expect(await screen.findByRole('heading', { name: 'Ana López' })).toBeTruthy();
    const history = screen.getByRole('list', { name: 'Historial de mensajes' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-direccion'))).toEqual([
      'saliente',
      'entrante',
      'saliente',
      'saliente',
      'saliente',
    ]);
    const [template, inbound, delivered, sent, failed] = items as HTMLElement[];
    expect(within(template!).getByText('Plantilla: solicitud_recibida')).toBeTruthy();
    expect(within(template!).getByText(/recibimos tu solicitud/)).toBeTruthy();
    expect(within(template!).getByText('Leído')).toBeTruthy();
    expect(within(inbound!).queryByText(/Entregado|Enviado|Leído/)).toBeNull();
    expect(within(delivered!).getByText('Entregado')).toBeTruthy();
    expect(within(sent!).getByText('Enviado')).toBeTruthy();
    expect(within(failed!).getByText('Falló: Message undeliverable (131026)')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Fiesta de Sofía/ }).getAttribute('href')).toBe(
      '/admin/event/edit/e1',
    );
    expect(
      screen.getByRole('link', { name: /12 de diciembre de 2026 · Pendiente/ }).getAttribute('href'),
    ).toBe('/admin/orders');
    expect(screen.getByText('24 h abierta')).toBeTruthy();
  });

  it('sends a reply while the window is open, and shows the API’s refusal in its words', async () => {
    let refuse = false;
    const calls = stubFetch((_url, init) => {
      if (init.method !== 'POST') return { body: read() };
      if (refuse)
        return {
          status: 409,
          body: { ok: false, msg: 'Pasaron más de 24 horas desde el último mensaje de la familia' },
        };
      return { status: 201, body: { ok: true, msg: 'Mensaje enviado', mensaje: message({ uid: 'm9' }) } };
    });
    const { user } = renderWithProviders(<ConversationView id="c1" />, { client: testClient() });
    const box = await screen.findByRole('textbox', { name: 'Tu respuesta' });
    await user.type(box, 'Sí, con gusto');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/whatsapp/conversaciones/c1/mensajes',
      body: { texto: 'Sí, con gusto' },
    });
    expect(await screen.findByText('Mensaje enviado')).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    refuse = true;
    await user.type(box, 'Otra cosa{Control>}{Enter}{/Control}');
    const refusal = await screen.findByText('Pasaron más de 24 horas desde el último mensaje de la familia');
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Otra cosa');
  });

  it('disables the reply and says why once the 24-hour window is closed', async () => {
    const calls = stubFetch(() => ({ body: read({ ventanaAbierta: false }) }));
    renderWithProviders(<ConversationView id="c1" />, { client: testClient() });
    const box = (await screen.findByRole('textbox', { name: 'Tu respuesta' })) as HTMLTextAreaElement;
    expect(box.disabled).toBe(true);
    const why = screen.getByText(/^La ventana de 24 horas está cerrada/);
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(why.id);
    expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Ventana cerrada')).toBeTruthy();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('offers the follow-up template once the window is closed, and shows the API’s refusal in its words', async () => {
    let refuse = false;
    const calls = stubFetch((_url, init) => {
      if (init.method !== 'POST') return { body: read({ ventanaAbierta: false }) };
      if (refuse)
        return { status: 409, body: { ok: false, msg: 'La familia no aceptó recibir avisos por WhatsApp' } };
      return { status: 201, body: { ok: true, msg: 'Mensaje enviado', mensaje: message({ uid: 'm9' }) } };
    });
    const { user } = renderWithProviders(<ConversationView id="c1" />, { client: testClient() });
    expect(
      await screen.findByText(
        'Hola [nombre], te escribimos de [sucursal] sobre tu fiesta. Responde a este mensaje y con gusto seguimos la conversación por aquí.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar plantilla' }));
    expect(await screen.findByText('Mensaje enviado')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/whatsapp/conversaciones/c1/plantillas',
      body: { plantilla: 'seguimiento' },
    });
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Enviar plantilla' }));
    const refusal = await screen.findByText('La familia no aceptó recibir avisos por WhatsApp');
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
  });

  it('offers no template while the window is open', async () => {
    stubFetch(() => ({ body: read() }));
    renderWithProviders(<ConversationView id="c1" />, { client: testClient() });
    await screen.findByRole('textbox', { name: 'Tu respuesta' });
    expect(screen.queryByRole('button', { name: 'Enviar plantilla' })).toBeNull();
  });

  it('says when the conversation cannot be read', async () => {
    stubFetch(() => ({ status: 404, body: { ok: false, msg: 'La conversación no existe' } }));
    renderWithProviders(<ConversationView id="c1" />, { client: testClient() });
    expect(await screen.findByText('La conversación no existe')).toBeTruthy();
  });
});
