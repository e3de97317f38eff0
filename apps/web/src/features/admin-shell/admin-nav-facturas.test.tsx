import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubFetch, testClient } from '../../test/whatsapp-site.ts';
import { AdminNav } from './admin-nav.tsx';

const admin = { id: 'a1', role: 'admin', placeId: 'place-1' } as const;
const superAdmin = { id: 's1', role: 'super_admin', placeId: null } as const;

/** A query client whose GET /api/site already answered, with invoicing on or off. */
function clientWithInvoicing(on: boolean) {
  const client = testClient();
  client.setQueryData(queryKeys.site.all, {
    ok: true,
    clubName: 'Club Fiestas Infantiles',
    introVideos: ['', ''],
    whatsapp: false,
    facturas: on,
  });
  return client;
}

describe("The staff menu's 'Facturas'", () => {
  it("is there for both staff roles while the site issues facturas, after 'Pagos en línea'", () => {
    stubFetch(() => ({ body: { ok: true, solicitudes: [], total: 0, conteos: {} } }));
    for (const user of [admin, superAdmin]) {
      const view = renderWithProviders(<AdminNav user={user} />, { client: clientWithInvoicing(true) });
      const link = screen.getByRole('link', { name: 'Facturas' });
      expect(link.getAttribute('href')).toBe('/admin/facturas');
      const names = screen.getAllByRole('link').map((l) => l.textContent);
      expect(names[names.indexOf('Facturas') - 1]).toBe('Pagos en línea');
      view.unmount();
    }
  });

  it('is not there while invoicing is off', () => {
    stubFetch(() => ({ body: { ok: true, solicitudes: [], total: 0, conteos: {} } }));
    renderWithProviders(<AdminNav user={superAdmin} />, { client: clientWithInvoicing(false) });
    expect(screen.getByRole('link', { name: 'Pagos en línea' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Facturas' })).toBeNull();
  });
});
