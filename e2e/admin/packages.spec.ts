import { MSG } from '@salones/shared/messages';
import { loginSuperAdmin } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { createPlace, openAdmin, unique } from './admin-support.ts';

test.describe('admin packages', { tag: '@admin' }, () => {
  test('add a package with a description, then delete the description', async ({ page, request }) => {
    const { token } = await loginSuperAdmin(request);
    const place = await createPlace(request, token);
    await openAdmin(page, token, `/admin/package/${place.uid}`);
    await expect(page.getByRole('heading', { name: `Paquetes de ${place.sucursal}` })).toBeVisible();
    await expect(page.getByText(MSG.packagesEmptyAdmin)).toBeVisible();

    const name = `Fiesta ${unique()}`;
    await page.getByRole('button', { name: 'Agregar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar paquete' });
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Duración').fill('5 horas');
    await dialog.getByLabel('Precio básico').fill('12500.5');
    await dialog.getByLabel('Precio grande').fill('15000');
    await dialog.getByRole('radio', { name: 'verde #00d084' }).click();
    await dialog.getByRole('radio', { name: 'negro #000000' }).click();
    await expect(dialog.getByRole('radio', { name: 'verde #00d084' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByText(MSG.packageCreated)).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Color: verde');
    await expect(card).toContainText('Texto: negro');
    await expect(card).toContainText('Básico: $12,500.50');
    await expect(card).toContainText('Grande: $15,000.00');

    await card.getByRole('button', { name: 'Agregar servicio' }).click();
    const form = page.getByRole('dialog', { name: `Agregar servicio a ${name}` });
    await form.getByRole('button', { name: 'Agregar' }).click();
    await expect(form.getByText(MSG.descripcionRequired)).toBeVisible();
    await form.getByLabel('Descripción').fill('Pastel de tres leches');
    await form.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByText(`${MSG.descriptionAdded} ${name}`)).toBeVisible();
    const service = card.getByRole('button', { name: 'Eliminar servicio Pastel de tres leches' });
    await expect(service).toBeVisible();

    await service.click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('¿Estas seguro de querer eliminar a Pastel de tres leches?');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(service).toHaveCount(0);
  });

  test('edit a package and delete it', async ({ page, request }) => {
    const { token } = await loginSuperAdmin(request);
    const place = await createPlace(request, token);
    const name = `Paquete ${unique()}`;
    const res = await request.post(`/api/package/${place.uid}`, {
      headers: { 'x-auth-token': token },
      data: { name, basico: 1000, grande: 2000, color: '#ff6900', colorTexto: '#ffffff', tipo: 'paquete' },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    await openAdmin(page, token, `/admin/package/${place.uid}`);
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Editando ${name}` });
    await expect(dialog.getByLabel('Precio básico')).toHaveValue('$1,000.00');
    await dialog.getByLabel('Descuento').fill('250');
    await dialog.getByRole('radio', { name: 'morado #6c0e8a' }).first().click();
    await dialog.getByRole('button', { name: 'Actualizar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Descuento: $250.00')).toBeVisible();
    await expect(page.getByText('Color: morado')).toBeVisible();

    await page.getByRole('button', { name: `Eliminar ${name}` }).click();
    await expect(page.getByRole('dialog')).toContainText(`¿Estas seguro de querer eliminar a ${name}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(MSG.packagesEmptyAdmin)).toBeVisible();
  });
});
