// Screenshots of the booking-request screens at 375 and 1280 px (project `screenshots`): the branch
// page's calendar, the cart's request form, /pedidos with requests, /admin/orders. Data through the API.
import { createBookingRequest, saturdayAhead, showMonthOf, turnoButton } from '../booking/booking-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { DESKTOP, shoot, shootElement } from '../support/screenshots.ts';

test.describe('screenshots: booking requests', () => {
  test('calendar, request form, /pedidos, /admin/orders', async ({ page, request }) => {
    test.setTimeout(180_000);
    const branch = await createBranch(request, { name: 'Calendario' });
    const pkg = await createPackage(request, branch.uid, { name: 'Fiesta', basico: 10_000, grande: 14_000 });
    const other = await createPackage(request, branch.uid, {
      name: 'Mágico',
      basico: 12_000,
      grande: 16_000,
    });
    const customer = await createActiveUser(request, { name: 'Renata', lastname: 'Calendario' });
    const staff = await loginSuperAdmin(request);
    const saturday = saturdayAhead(12);
    const ask = (paquete: string, fecha: string, turno: string, personas: number) =>
      createBookingRequest(request, customer.token, {
        lugar: branch.uid,
        paquete,
        fecha,
        turno,
        personas,
        comentarios: 'Temática de dinosaurios',
      });
    await ask(pkg.uid, saturday, 'Matutino', 80);
    const rejected = await ask(other.uid, saturday, 'Vespertino', 130);
    const reject = await request.put(`${BASE_URL}/api/solicitud/${rejected.uid}/rechazar`, {
      headers: { 'x-auth-token': staff.token },
      data: { motivo: 'Ese día el salón está en mantenimiento' },
    });
    expect(reject.ok(), await reject.text()).toBeTruthy();

    // The branch page's calendar: the Saturday morning is held by the pending request.
    await page.goto(`/${branch.lugarname}`);
    const calendar = await showMonthOf(page, `Disponibilidad de ${branch.sucursal}`, saturday);
    const section = page.locator('section#disponibilidad');
    await expect(turnoButton(calendar, 'Matutino', saturday, 'Ocupado')).toBeVisible();
    await shootElement(page, section, 'booking-calendar');

    // The cart's request form with a turno picked and the band price shown.
    await page.setViewportSize(DESKTOP);
    await openAs(page, customer.token, '/');
    await page.evaluate((id) => localStorage.setItem('carrito', id), other.uid);
    await page.goto('/carrito');
    await page.getByRole('button', { name: `Solicitar fecha para ${other.name}` }).click();
    await showMonthOf(page, `Elige fecha y turno en ${branch.sucursal}`, saturday);
    await turnoButton(page, 'Vespertino', saturday, 'Libre').click();
    await page.getByRole('textbox', { name: /¿Quién cumple años\?/ }).fill('Sofía');
    await page.getByRole('textbox', { name: /Edad que cumple/ }).fill('6');
    await page.getByLabel('Número de personas').fill('120');
    await shoot(page, 'booking-request-form');

    // /pedidos: a pending and a rejected request beside the (empty) events.
    await page.goto('/pedidos');
    await expect(page.getByRole('article', { name: `Solicitud ${other.name}` })).toContainText('Rechazada');
    await expect(page.getByRole('article', { name: `Solicitud ${pkg.name}` })).toContainText('Pendiente');
    await shoot(page, 'booking-orders');

    // /admin/orders: every status, table at 1280 px, cards at 375 px.
    await openAs(page, staff.token, '/admin/orders');
    // a Mantine Chip's radio sits under its label: click where a person does
    await page
      .locator('label')
      .filter({ hasText: /^Todas$/ })
      .click();
    await expect(page.getByRole('radio', { name: 'Todas' })).toBeChecked();
    await expect(page.getByTestId('request-row').first()).toBeVisible();
    await shoot(page, 'booking-admin-orders');
    await page.setViewportSize(DESKTOP);
    await page
      .getByRole('button', { name: /^Rechazar la solicitud/ })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Rechazar solicitud' })
      .getByRole('button', { name: 'Rechazar' })
      .click();
    await expect(page.getByText('Escribe el motivo del rechazo')).toBeVisible();
    await shoot(page, 'booking-reject-modal');
  });
});
