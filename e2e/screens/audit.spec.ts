// Screenshots of the audit trail (issue #13.4) at 375 and 1280 px: an event's Historial on its edit page,
// and /admin/audit filtered to that event.
import type { APIRequestContext } from '@playwright/test';
import { createEventViaApi, freshDate } from '../events/events-support.ts';
import { createActiveUser, createAdmin, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

async function put(request: APIRequestContext, token: string, url: string, data: object) {
  const res = await request.put(`${BASE_URL}${url}`, { headers: { 'x-auth-token': token }, data });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('screenshots: audit trail', () => {
  test('event history, audit log', async ({ page, request }) => {
    test.setTimeout(120_000);
    const staff = await loginSuperAdmin(request);
    const admin = await createAdmin(request, { name: 'Marta', lastname: 'Ríos' });
    const customer = await createActiveUser(request, { name: 'Paola', lastname: 'Cruz' });
    const place = await createBranch(request, { name: 'Historial' });
    const pkg = await createPackage(request, place.uid, { name: 'Fiesta', basico: 12_000, grande: 15_000 });
    const evento = await createEventViaApi(request, staff.token, {
      user: customer.id,
      lugar: place.uid,
      paquete: pkg.uid,
      fecha: freshDate(),
      name: 'XV años de Paola',
    });
    await put(request, admin.token, `/api/event/abono/${evento.uid}`, {
      abonos: { abono: 2_000, metodo: 'Transferencia Electrónica' },
    });
    await put(request, admin.token, `/api/event/adicional/${evento.uid}`, {
      adicionales: { nombre: 'Mesa de postres', piezas: 1, precio: 1_800 },
    });
    await put(request, staff.token, `/api/event/${evento.uid}`, {
      descuento: 600,
      comentarios: 'Decoración dorada',
    });

    await openAs(page, admin.token, `/admin/event/edit/${evento.uid}`);
    const history = page.getByRole('region', { name: 'Historial' });
    await expect(history.getByText('4 cambios registrados')).toBeVisible();
    await shoot(page, 'admin-event-history');

    await openAs(page, staff.token, `/admin/audit?evento=${evento.uid}`);
    await expect(page.getByText('Solo el evento «XV años de Paola»')).toBeVisible();
    await shoot(page, 'admin-audit');
  });
});
