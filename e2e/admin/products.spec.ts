import { MSG } from '@salones/shared/messages';
import { PRODUCT_MSG } from '@salones/shared/products';
import { loginSuperAdmin } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { openAdmin, unique } from './admin-support.ts';

test.describe('admin products', { tag: '@admin' }, () => {
  test('add, edit and delete a product', async ({ page, request }) => {
    const { token } = await loginSuperAdmin(request);
    await openAdmin(page, token, '/admin/products');
    await expect(page.getByRole('heading', { name: 'Productos' })).toBeVisible();

    await page.getByRole('button', { name: 'Agregar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar producto' });
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(dialog.getByText(PRODUCT_MSG.nameRequired)).toBeVisible();
    await expect(dialog.getByText(PRODUCT_MSG.precioRequired)).toBeVisible();
    const name = `Piñata ${unique()}`;
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Precio').fill('1234.5');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByText(MSG.productCreated)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('$1,234.50');

    await row.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Editando ${name}` });
    await expect(edit.getByLabel('Precio')).toHaveValue('$1,234.50');
    await edit.getByLabel('Precio').fill('999');
    await edit.getByRole('button', { name: 'Actualizar' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('$999.00');

    await row.getByRole('button', { name: `Eliminar ${name}` }).click();
    await expect(page.getByRole('dialog')).toContainText(`¿Estas seguro de querer eliminar a ${name}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});
