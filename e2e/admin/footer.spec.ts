import { loginSuperAdmin } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { openAdmin, toggleSwitch } from './admin-support.ts';

test.describe('admin footer', { tag: '@admin' }, () => {
  test('a switch off disables its field; after Actualizar the public footer hides that item', async ({
    page,
    request,
  }) => {
    const { token } = await loginSuperAdmin(request);
    const url = 'https://www.facebook.com/fiestas-e2e';
    await openAdmin(page, token, '/admin/footer');
    const field = page.getByRole('textbox', { name: 'Facebook' });
    const show = page.getByRole('switch', { name: 'Mostrar Facebook' });
    await field.fill(url);
    if (!(await show.isChecked())) await toggleSwitch(page, 'Mostrar Facebook');
    await expect(show).toBeChecked();
    await expect(field).toBeEnabled();
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByText('Footer actualizado')).toBeVisible();

    await page.goto('/');
    const publicFooter = page.locator('footer#contacto');
    await expect(publicFooter.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', url);

    await page.goto('/admin/footer');
    await toggleSwitch(page, 'Mostrar Facebook');
    await expect(show).not.toBeChecked();
    await expect(field).toBeDisabled();
    await expect(field).toHaveValue(url);
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByText('Footer actualizado')).toBeVisible();

    await page.goto('/');
    await expect(publicFooter.getByRole('heading', { name: 'Nosotros' })).toBeVisible();
    await expect(publicFooter.getByRole('link', { name: 'Facebook' })).toHaveCount(0);

    // the admin form keeps the hidden value and its switch state
    await page.goto('/admin/footer');
    await expect(field).toHaveValue(url);
    await expect(show).not.toBeChecked();
  });

  test('a malformed contact e-mail is refused with the spec message', async ({ page, request }) => {
    const { token } = await loginSuperAdmin(request);
    await openAdmin(page, token, '/admin/footer');
    const email = page.getByRole('textbox', { name: 'Contacto' });
    if (!(await page.getByRole('switch', { name: 'Mostrar Contacto' }).isChecked())) {
      await toggleSwitch(page, 'Mostrar Contacto');
    }
    await email.fill('esto-no-es-correo');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByText('El email no es valido')).toBeVisible();
  });
});
