import { createAdmin } from '../support/api.ts';
import { ADMIN } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughModal } from './auth-modal.ts';

for (const who of ['super_admin', 'admin'] as const) {
  test(`a ${who} logs in and gets the 'Administrador' menu with 'Ir a Admin'`, async ({ page, request }) => {
    const account = who === 'super_admin' ? ADMIN : await createAdmin(request);
    await page.goto('/');
    await logInThroughModal(page, account.email, account.password);
    await page.getByRole('button', { name: 'Administrador' }).click();
    await expect(page.getByRole('link', { name: 'Mis pedidos' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ir a Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
}

test('logging out from the admin menu removes the session and goes home', async ({ page }) => {
  await page.goto('/reset');
  await logInThroughModal(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Administrador' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
