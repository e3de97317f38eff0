import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { clientWithWhatsApp, signedInFamily, stubFetch } from '../../../test/whatsapp-site.ts';
import { WhatsAppNoticesSection } from './whatsapp-notices-section.tsx';

describe("/pedidos' 'Avisos por WhatsApp'", () => {
  it('shows the consent and turns it on with PUT /api/usuarios/{id}/avisos, the answer as a toast', async () => {
    let on = false;
    const calls = stubFetch((_url, init) => {
      if (init.method === 'PUT') on = (JSON.parse(String(init.body)) as { whatsapp: boolean }).whatsapp;
      return {
        body: {
          ok: true,
          msg: 'Te enviaremos los avisos de tu fiesta por WhatsApp',
          userData: {},
          avisos: { whatsapp: on, desde: null, origen: null, bajaEl: null },
        },
      };
    });
    const { user } = renderWithProviders(<WhatsAppNoticesSection userId="family-1" phone="5512345678" />, {
      client: signedInFamily(clientWithWhatsApp(true), false),
    });
    expect(screen.getByRole('heading', { name: 'Avisos por WhatsApp' })).toBeTruthy();
    const toggle = screen.getByRole('switch', {
      name: 'Quiero recibir avisos de mi fiesta por WhatsApp al 55 1234 5678',
    }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    expect(await screen.findByText('Te enviaremos los avisos de tu fiesta por WhatsApp')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      url: '/api/usuarios/family-1/avisos',
      method: 'PUT',
      body: { whatsapp: true },
    });
    await waitFor(() => expect(toggle.checked).toBe(true));
  });

  it('shows the API’s refusal and keeps the switch as it was', async () => {
    stubFetch(() => ({
      status: 403,
      body: { ok: false, msg: 'Solo la familia puede activar o quitar sus avisos' },
    }));
    const { user } = renderWithProviders(<WhatsAppNoticesSection userId="family-1" phone="5512345678" />, {
      client: signedInFamily(clientWithWhatsApp(true), true),
    });
    const toggle = screen.getByRole('switch', { name: /por WhatsApp/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await user.click(toggle);
    expect(await screen.findByText('Solo la familia puede activar o quitar sus avisos')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(true));
  });

  it('is not there while the site does not send WhatsApp', () => {
    renderWithProviders(<WhatsAppNoticesSection userId="family-1" phone="5512345678" />, {
      client: signedInFamily(clientWithWhatsApp(false), false),
    });
    expect(screen.queryByText(/WhatsApp/)).toBeNull();
  });
});
