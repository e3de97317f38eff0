// Screenshots (375 and 1280 px) of what staff trip over (docs/architecture.md#what-staff-trip-over): the edit
// page's payments, the users cards, the reports' cards and period, the contract, the calendar and its detail,
// the requests' comments, the wizard's request banner and its missing fields, a customer's events.
import { requestWithComments } from '../booking/booking-support.ts';
import { createEventViaApi, createPlaceWithPackage, freshDate, pick } from '../events/events-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { uniqueId } from '../support/data.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

test.describe('screenshots: what staff trip over', () => {
  test('edit page, users, reports, contract, calendar, orders, wizard, customer events', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const staff = await loginSuperAdmin(request);
    const tag = uniqueId();
    const customer = await createActiveUser(request, {
      name: 'Maximiliana Guadalupe',
      lastname: `Fernández de la Cruz ${tag}`,
    });
    const { place, pkg } = await createPlaceWithPackage(request, staff.token);
    const fecha = freshDate();
    const evento = await createEventViaApi(request, staff.token, {
      user: customer.id,
      lugar: place.uid,
      paquete: pkg.uid,
      fecha,
      name: 'Cumpleaños número siete de Maximiliana',
    });
    await requestWithComments(
      request,
      customer.token,
      { place, pkg },
      'Piñata de unicornio, pastel sin nueces y mesa para los abuelos cerca de la entrada',
    );

    await openAs(page, staff.token, `/admin/event/edit/${evento.uid}`);
    await expect(page.getByRole('group', { name: 'Abonos' })).toBeVisible();
    await shoot(page, 'staff-edit-event');

    await openAs(page, staff.token, '/admin/users');
    await page.getByRole('textbox', { name: 'Buscar' }).fill(tag);
    await expect(page.getByText(customer.email).locator('visible=true').first()).toBeVisible();
    await shoot(page, 'staff-users');

    await openAs(page, staff.token, `/admin/reports?lugar=${place.uid}`);
    await expect(page.getByTestId('debts-period')).toBeVisible();
    await shoot(page, 'staff-reports');

    await openAs(page, staff.token, `/pdf/${evento.uid}`);
    await expect(page.getByRole('link', { name: 'Volver al evento' })).toBeVisible();
    await shoot(page, 'staff-contract');

    await openAs(page, staff.token, `/admin/calendar?fecha=${fecha}`);
    await pick(page, 'Sucursal', place.sucursal);
    await expect(page.locator('.fc-event').first()).toBeVisible();
    await shoot(page, 'staff-calendar');
    await page.locator('.fc-event').first().click();
    await expect(page.getByRole('dialog', { name: 'Detalle del evento' })).toBeVisible();
    await shoot(page, 'staff-calendar-detail');
    await page.keyboard.press('Escape');

    await openAs(page, staff.token, '/admin/orders');
    await pick(page, 'Sucursal', place.sucursal);
    await expect(page.getByTestId('request-row').first()).toBeVisible();
    await shoot(page, 'staff-orders-comments');
    await page
      .getByTestId('request-row')
      .first()
      .getByRole('link', { name: /^Convertir en evento/ })
      .click();
    await expect(page.getByText('Comentarios del cliente:')).toBeVisible();
    await shoot(page, 'staff-wizard-request');

    await openAs(page, staff.token, `/admin/event/${customer.id}`);
    await page.getByLabel('Nombre del evento').fill('Bautizo');
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Crear evento', exact: true }).click();
    await expect(page.getByText('Faltan datos para crear el evento')).toBeVisible();
    await shoot(page, 'staff-wizard-missing');

    await openAs(page, staff.token, `/admin/user/${customer.id}`);
    await expect(page.getByText(evento.name).locator('visible=true').first()).toBeVisible();
    await shoot(page, 'staff-user-events');
  });
});
