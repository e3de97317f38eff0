// The log-in page (/iniciar-sesion) with JavaScript: the same page the server renders works through the
// app (the modal's log-in code), goes back to `volver`, and the navbar shows the account. The navbar's
// 'Iniciar sesión' stays the modal. Without JavaScript: public/no-javascript.spec.ts.
import { createActiveUser } from '../support/api.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { picture } from '../support/screenshots.ts';
import { toast } from './auth-modal.ts';

test('the log-in page logs in through the app and goes back to `volver`, showing the account', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, { name: 'Regina' });
  await page.goto(`/iniciar-sesion?volver=${encodeURIComponent('/descripcion')}`);
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await form.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(toast(page, 'Usuario o contraseña incorrectos')).toBeVisible();
  await expect(page).toHaveURL(/\/iniciar-sesion\?volver=%2Fdescripcion$/);

  await form.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(toast(page, 'Bienvenido(a) Regina')).toBeVisible();
  await expect(page).toHaveURL(/\/descripcion$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Tu cuenta' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('an address to another site in `volver` is not followed: home instead', async ({ page, request }) => {
  const user = await createActiveUser(request, { name: 'Regina' });
  await page.goto(`/iniciar-sesion?volver=${encodeURIComponent('//evil.example/x')}`);
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await form.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(toast(page, 'Bienvenido(a) Regina')).toBeVisible();
  await expect(page).toHaveURL((url) => url.origin === new URL(BASE_URL).origin && url.pathname === '/');
});

test("the navbar's 'Iniciar sesión' opens the modal with JavaScript, though it is a link to the log-in page", async ({
  page,
}) => {
  await page.goto('/descripcion');
  const button = page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' });
  await expect(button).toHaveAttribute(
    'href',
    `/iniciar-sesion?volver=${encodeURIComponent('/descripcion')}`,
  );
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Inicia sesión' })).toBeVisible();
  await expect(page).toHaveURL(/\/descripcion$/);
});

test('the log-in page at phone and desktop widths', async ({ page }) => {
  await page.goto('/iniciar-sesion');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await picture(page, { path: `../screenshots/login-page-${width}.png` });
  }
});
