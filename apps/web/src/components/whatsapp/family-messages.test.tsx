import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { message } from '../../test/whatsapp-fixtures.ts';
import { clientWithWhatsApp, stubFetch, testClient } from '../../test/whatsapp-site.ts';
import { EventWhatsApp, FamilyMessages } from './family-messages.tsx';

describe("A family's WhatsApp messages on a request or an event", () => {
  it('shows them oldest first with their state, and links to their conversation', async () => {
    const calls = stubFetch(() => ({
      body: {
        ok: true,
        mensajes: [
          message({
            uid: 'm2',
            direccion: 'entrante',
            texto: 'Gracias',
            creadoEl: '2026-11-27T19:00:00.000Z',
          }),
          message({
            uid: 'm1',
            plantilla: 'solicitud_recibida',
            texto: 'Hola Ana, recibimos tu solicitud',
            estado: 'entregado',
            creadoEl: '2026-11-27T18:00:00.000Z',
          }),
        ],
      },
    }));
    renderWithProviders(<FamilyMessages solicitud="r1" />, { client: testClient() });
    const list = await screen.findByRole('list', { name: 'Mensajes de WhatsApp' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Hola Ana, recibimos tu solicitud'),
      expect.stringContaining('Gracias'),
    ]);
    expect(within(items[0]!).getByText('Entregado')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Abrir la conversación/ }).getAttribute('href')).toBe(
      '/admin/whatsapp/c1',
    );
    expect(calls[0]?.url).toBe('/api/whatsapp/mensajes?solicitud=r1');
  });

  it('says when there are none yet', async () => {
    const calls = stubFetch(() => ({ body: { ok: true, mensajes: [] } }));
    renderWithProviders(<FamilyMessages evento="e1" />, { client: testClient() });
    expect(await screen.findByText('Aún no hay mensajes de WhatsApp con esta familia.')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/whatsapp/mensajes?evento=e1');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("the event's screen shows them only while the site sends WhatsApp", async () => {
    stubFetch(() => ({ body: { ok: true, mensajes: [] } }));
    const on = renderWithProviders(<EventWhatsApp eventId="e1" />, { client: clientWithWhatsApp(true) });
    expect(await screen.findByText('Aún no hay mensajes de WhatsApp con esta familia.')).toBeTruthy();
    on.unmount();
    const calls = stubFetch(() => ({ body: { ok: true, mensajes: [] } }));
    renderWithProviders(<EventWhatsApp eventId="e1" />, { client: clientWithWhatsApp(false) });
    expect(screen.queryByText(/WhatsApp/)).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
