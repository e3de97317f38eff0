import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { conversation } from '../../test/whatsapp-fixtures.ts';
import { stubFetch, testClient } from '../../test/whatsapp-site.ts';
import { WhatsAppPage } from './whatsapp-page.tsx';

const list = (conversaciones: unknown[], total = conversaciones.length) => ({
  body: { ok: true, conversaciones, total, activo: true },
});

describe('/admin/whatsapp: the conversations', () => {
  it('lists them with who, the last message, the unread count and whether the window is open', async () => {
    stubFetch(() =>
      list([
        conversation({}),
        conversation({
          uid: 'c2',
          usuario: null,
          telefono: '+523312345678',
          noLeidos: 0,
          ventanaAbierta: false,
          ultimoMensaje: null,
        }),
      ]),
    );
    renderWithProviders(<WhatsAppPage />, { client: testClient() });
    const items = await screen.findAllByTestId('conversation-item');
    expect(items).toHaveLength(2);
    const [ana, unknown] = items as [HTMLElement, HTMLElement];
    expect(ana.getAttribute('href')).toBe('/admin/whatsapp/c1');
    expect(within(ana).getByText('Ana López')).toBeTruthy();
    expect(within(ana).getByText('+52 55 1234 5678')).toBeTruthy();
    expect(within(ana).getByText('¿Puedo llevar piñata?')).toBeTruthy();
    expect(within(ana).getByTestId('unread').textContent).toBe('2 sin leer');
    expect(within(ana).getByText('24 h abierta')).toBeTruthy();
    expect(within(unknown).getByText('+52 33 1234 5678')).toBeTruthy();
    expect(within(unknown).getByText('Ventana cerrada')).toBeTruthy();
    expect(within(unknown).queryByTestId('unread')).toBeNull();
  });

  it("filters to 'No leídas' from the first page, and pages through 50 at a time", async () => {
    const calls = stubFetch(() => list([conversation({})], 120));
    const { user } = renderWithProviders(<WhatsAppPage />, { client: testClient() });
    await screen.findAllByTestId('conversation-item');
    expect(calls.at(-1)?.url).toBe('/api/whatsapp/conversaciones?page=1');
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/whatsapp/conversaciones?page=3'));
    await user.click(screen.getByRole('radio', { name: 'No leídas' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/whatsapp/conversaciones?page=1&noLeidas=true'));
  });

  it('says when there are none yet', async () => {
    stubFetch(() => list([]));
    renderWithProviders(<WhatsAppPage />, { client: testClient() });
    expect(await screen.findByText('Aún no hay conversaciones')).toBeTruthy();
  });

  it("shows the API's refusal when the list cannot be read", async () => {
    stubFetch(() => ({ status: 403, body: { ok: false, msg: 'No tienes permiso' } }));
    renderWithProviders(<WhatsAppPage />, { client: testClient() });
    expect(await screen.findByText('No se pudieron cargar las conversaciones')).toBeTruthy();
    expect(screen.getByText('No tienes permiso')).toBeTruthy();
  });
});
