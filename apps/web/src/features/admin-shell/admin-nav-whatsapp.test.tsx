import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { clientWithWhatsApp, stubFetch } from '../../test/whatsapp-site.ts';
import { AdminNav } from './admin-nav.tsx';

const admin = { id: 'a1', role: 'admin', placeId: 'place-1' } as const;
const superAdmin = { id: 's1', role: 'super_admin', placeId: null } as const;

describe("The staff menu's 'WhatsApp'", () => {
  it('is there for both staff roles while the site sends WhatsApp', () => {
    stubFetch(() => ({ body: { ok: true, solicitudes: [], total: 0, conteos: {} } }));
    for (const user of [admin, superAdmin]) {
      const view = renderWithProviders(<AdminNav user={user} />, { client: clientWithWhatsApp(true) });
      expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('/admin/whatsapp');
      view.unmount();
    }
  });

  it('is not there while it does not', () => {
    stubFetch(() => ({ body: { ok: true, solicitudes: [], total: 0, conteos: {} } }));
    renderWithProviders(<AdminNav user={superAdmin} />, { client: clientWithWhatsApp(false) });
    expect(screen.getByRole('link', { name: 'Pedidos' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
  });
});
