import { monthRange, todayInMexicoCity } from '@salones/shared/dates';
import { createActiveUser, createAdmin, loginSuperAdmin } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  createEventViaApi,
  createPlaceWithPackage,
  getDashboard,
  money,
  openAs,
  tomorrow,
} from './events-support.ts';

test.describe('events: dashboard', { tag: '@events' }, () => {
  test('counts and the upcoming-events tables follow a newly booked event', async ({ page, request }) => {
    test.setTimeout(120_000);
    const staff = await loginSuperAdmin(request);
    const customer = await createActiveUser(request, { name: 'Diego', lastname: 'Luna' });
    const { place, pkg } = await createPlaceWithPackage(request, staff.token);
    const before = await getDashboard(request, staff.token);
    const fecha = tomorrow();
    const name = `Fiesta de Diego ${Date.now().toString(36)}`;
    await createEventViaApi(request, staff.token, {
      user: customer.id,
      lugar: place.uid,
      paquete: pkg.uid,
      fecha,
      name,
      abono: 1_000,
    });
    const after = await getDashboard(request, staff.token);
    expect(after.eventsCount).toBe(before.eventsCount + 1);

    await openAs(page, staff.token, '/admin');
    await expect(page.getByLabel('Eventos', { exact: true })).toContainText(String(after.eventsCount));
    await expect(page.getByLabel('Usuarios', { exact: true })).toContainText(String(after.usersCount));
    await expect(page.getByLabel('Ganancias totales')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Administradores' })).toBeVisible();

    const next15 = page.getByRole('region', { name: 'Eventos de los próximos 15 días' });
    await expect(next15.getByRole('row').filter({ hasText: name })).toContainText(place.sucursal);
    const month = page.getByRole('region', { name: 'Eventos de este mes' });
    // Tomorrow is in this month unless today is the month's last day.
    const { from, to } = monthRange(todayInMexicoCity());
    const isThisMonth = fecha >= from && fecha <= to;
    await expect(month.getByRole('row').filter({ hasText: name })).toHaveCount(isThisMonth ? 1 : 0);
    // Events must be in the future, so nothing created here is today's.
    const today = page.getByRole('region', { name: 'Eventos de hoy' });
    if (after.today.length === 0) await expect(today.getByText('No hay eventos hoy.')).toBeVisible();
    else await expect(today.getByRole('row')).toHaveCount(after.today.length + 1);

    await next15
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Ver ${name}` })
      .click();
    const modal = page.getByRole('dialog', { name: 'Contrato del evento' });
    await expect(modal.getByText('Diego Luna').first()).toBeVisible();
    await expect(modal).toContainText(money(1_000));
    await page.keyboard.press('Escape');
  });

  test('an admin does not see the total earnings', async ({ page, request }) => {
    const admin = await createAdmin(request);
    await openAs(page, admin.token, '/admin');
    await expect(page.getByLabel('Eventos', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Ganancias totales')).toHaveCount(0);
  });
});
