import { formatDateMx, todayInMexicoCity } from '@salones/shared/dates';
import { createActiveUser, createAdmin, loginSuperAdmin } from '../support/api.ts';
import { ADMIN } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { PHONE } from '../support/screenshots.ts';
import { openAdmin, sideMenu } from './admin-support.ts';

const ALL_ENTRIES = [
  'Principal',
  'Administradores',
  'Usuarios',
  'Mensajes',
  // With the count of pending booking requests beside it
  /^Pedidos\s*\d+ solicitudes pendientes$/,
  // Both admin roles
  'Reportes',
  // Both admin roles (refunds: super_admin)
  'Pagos en línea',
  // Both admin roles, while the site issues facturas (the suite's server does: e2e/support/global-setup.ts)
  'Facturas',
  // Both admin roles (promo codes: super_admin)
  'Precios',
  // Both admin roles (an admin with a branch: theirs)
  'Cierres',
  'Calendario',
  // each salón's parties of a day, to print
  'Hoja del día',
  'Sucursales',
  'Slides',
  'Footer',
  'Productos',
  // the audit trail
  'Bitácora',
  // the contract's terms
  'Términos',
];
const SUPER_ADMIN_ONLY: (string | RegExp)[] = [
  'Sucursales',
  'Slides',
  'Footer',
  'Productos',
  'Bitácora',
  'Términos',
];

test.describe('admin shell', { tag: '@admin' }, () => {
  test('a super_admin sees the whole side menu, the date, the greeting and the role label', async ({
    page,
    request,
  }) => {
    const { token } = await loginSuperAdmin(request);
    await openAdmin(page, token, '/admin/orders');
    const menu = sideMenu(page);
    await expect(menu.getByRole('link')).toHaveText(ALL_ENTRIES);
    await expect(menu.getByRole('link', { name: 'Sucursales' })).toHaveAttribute('href', '/admin/places');
    await expect(menu.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toContainText(formatDateMx(todayInMexicoCity()));
    await expect(header).toContainText(`Hola, ${ADMIN.name}`);
    await expect(header).toContainText('Master Admin');
    await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
  });

  test('an admin lacks Sucursales, Slides, Footer and Productos', async ({ page, request }) => {
    const admin = await createAdmin(request);
    await openAdmin(page, admin.token, '/admin/messages');
    const menu = sideMenu(page);
    await expect(menu.getByRole('link')).toHaveText(ALL_ENTRIES.filter((e) => !SUPER_ADMIN_ONLY.includes(e)));
    await expect(page.getByRole('banner')).toContainText('Administrador');
    await expect(page.getByRole('banner')).toContainText(`Hola, ${admin.name}`);
    // footer and products are Master Admin screens even when typed in the address bar
    for (const path of ['/admin/footer', '/admin/products']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
    }
  });

  test('a role user and an anonymous visitor are sent to /', async ({ page, request }) => {
    const user = await createActiveUser(request);
    await openAdmin(page, user.token, '/admin/users');
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the burger collapses the side menu; on a phone it opens a drawer', async ({ page, request }) => {
    const { token } = await loginSuperAdmin(request);
    await openAdmin(page, token, '/admin/orders');
    const menu = sideMenu(page);
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(menu).toBeVisible();

    await page.setViewportSize(PHONE);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer.getByRole('link', { name: 'Productos' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Productos' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Productos' })).toBeVisible();
  });

  test('Cerrar sesión ends the session and goes home', async ({ page, request }) => {
    const { token } = await loginSuperAdmin(request);
    await openAdmin(page, token, '/admin/orders');
    await sideMenu(page).getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
