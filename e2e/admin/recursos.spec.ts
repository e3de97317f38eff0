// A branch's resources in the browser: staff add one on the branch's salones screen, assign it to a party on the
// staff event screen, and read it on the day sheet, which prints without the admin's menu.
import { RECURSO_MSG } from '@salones/shared/recursos';
import { createEventViaApi, createPlaceWithPackage, freshDate } from '../events/events-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { openAdmin, sideMenu } from './admin-support.ts';

test.describe('recursos', { tag: '@admin' }, () => {
  test('staff add a resource, assign it to a party and read it on the printable day sheet', async ({
    page,
    request,
  }) => {
    const { token } = await loginSuperAdmin(request);
    const customer = await createActiveUser(request, { name: 'Nico', lastname: 'Fiestas' });
    const { place, pkg } = await createPlaceWithPackage(request, token);
    const fecha = freshDate();
    const event = await createEventViaApi(request, token, {
      user: customer.id,
      lugar: place.uid,
      paquete: pkg.uid,
      fecha,
      name: 'Fiesta de Nico',
    });

    await openAdmin(page, token, `/admin/salones/${place.uid}`);
    await page.getByRole('button', { name: 'Agregar recurso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar recurso' });
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Pepe Payaso');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: RECURSO_MSG.created })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recursos' })).toContainText('Pepe Payaso');

    await page.goto(`/admin/event/edit/${event.uid}`);
    await page.getByRole('combobox', { name: 'Recursos asignados' }).click();
    await page.getByRole('option', { name: 'Pepe Payaso (Animador)' }).click();
    await page.getByRole('button', { name: 'Guardar recursos' }).click();
    await expect(page.getByRole('alert').filter({ hasText: RECURSO_MSG.assigned })).toBeVisible();

    await page.goto(`/admin/dia/${fecha}?lugar=${place.uid}`);
    await expect(page.getByRole('heading', { name: 'Hoja del día' })).toBeVisible();
    const salon = page.getByRole('region', { name: 'Salón principal' });
    await expect(salon).toContainText('Fiesta de Nico');
    await expect(salon).toContainText('Pepe Payaso (Animador)');
    await expect(salon).toContainText('Guisado 1: Tinga de pollo');
    await expect(salon).toContainText('3 × Globos');
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(sideMenu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await expect(salon).toBeVisible();
  });
});
