import { MSG } from '@salones/shared/messages';
import { PLACE_MSG } from '@salones/shared/places';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { bookEvent, createPlace, openAdmin, unique } from './admin-support.ts';

test.describe('admin places', { tag: '@admin' }, () => {
  test("add a branch: each field's message, then the new row", async ({ page, request }) => {
    const { token } = await loginSuperAdmin(request);
    await openAdmin(page, token, '/admin/places');
    await page.getByRole('button', { name: 'Agregar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar sucursal' });
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(dialog.getByText(MSG.sucursalRequired)).toBeVisible();
    await expect(dialog.getByText(MSG.lugarnameRequired)).toBeVisible();

    const id = unique();
    await dialog.getByLabel('Sucursal').fill(`Sucursal Nueva ${id}`);
    await dialog.getByLabel('Nombre del lugar (dirección web)').fill(`nueva-${id}`);
    await dialog.getByLabel('E-mail').fill('no-es-un-correo');
    await dialog.getByLabel('Teléfono').fill('12345');
    await dialog.getByLabel('WhatsApp').fill('123');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(dialog.getByText(MSG.emailInvalid)).toBeVisible();
    await expect(dialog.getByText(MSG.placePhoneMin)).toHaveCount(2);

    await dialog.getByLabel('E-mail').fill('');
    await dialog.getByLabel('Teléfono').fill('5512345678');
    await dialog.getByLabel('WhatsApp').fill('');
    await dialog.getByLabel('Horario').fill('Lunes a domingo 10:00 a 20:00');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByText(MSG.placeCreated)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: `Sucursal Nueva ${id}` });
    await expect(row).toContainText(MSG.placeNoEmail);
    await expect(row).toContainText('5512345678');
    await expect(row).toContainText('Lunes a domingo 10:00 a 20:00');
    await expect(row.getByRole('link', { name: /Galeria/ })).toHaveAttribute(
      'href',
      /\/admin\/gallery\/[0-9a-f-]{36}$/,
    );
    await expect(row.getByRole('link', { name: /Paquetes/ })).toHaveAttribute(
      'href',
      /\/admin\/package\/[0-9a-f-]{36}$/,
    );
  });

  test('edit a branch: title, the required url, the saved change', async ({ page, request }) => {
    const { token } = await loginSuperAdmin(request);
    const place = await createPlace(request, token);
    await openAdmin(page, token, '/admin/places');
    await page.getByRole('button', { name: `Editar ${place.sucursal}` }).click();
    const dialog = page.getByRole('dialog', { name: `Editando a ${place.sucursal}` });
    await expect(dialog.getByLabel('Nombre del lugar (dirección web)')).toHaveValue(place.lugarname);
    await dialog.getByLabel('Nombre del lugar (dirección web)').fill('');
    await dialog.getByRole('button', { name: 'Actualizar' }).click();
    await expect(dialog.getByText(MSG.lugarnameEditRequired)).toBeVisible();
    await dialog.getByLabel('Nombre del lugar (dirección web)').fill(place.lugarname);
    await dialog.getByLabel('Horario').fill('Solo fines de semana');
    await dialog.getByLabel('E-mail').fill('sucursal@e2e.test');
    await dialog.getByRole('button', { name: 'Actualizar' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: place.sucursal });
    await expect(row).toContainText('Solo fines de semana');
    await expect(row).toContainText('sucursal@e2e.test');
  });

  test('delete a branch after the confirmation', async ({ page, request }) => {
    const { token } = await loginSuperAdmin(request);
    const place = await createPlace(request, token);
    await openAdmin(page, token, '/admin/places');
    await page.getByRole('button', { name: `Eliminar ${place.sucursal}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`¿Estas seguro de querer eliminar a ${place.sucursal}?`);
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: place.sucursal })).toHaveCount(0);
  });

  test('a branch with events is not deleted: the server message shows as an error toast', async ({
    page,
    request,
  }) => {
    const { token } = await loginSuperAdmin(request);
    const place = await createPlace(request, token);
    const customer = await createActiveUser(request);
    await bookEvent(request, token, place.uid, customer.id);
    await openAdmin(page, token, '/admin/places');
    await page.getByRole('button', { name: `Eliminar ${place.sucursal}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: PLACE_MSG.hasEvents })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('row').filter({ hasText: place.sucursal })).toHaveCount(1);
  });
});
