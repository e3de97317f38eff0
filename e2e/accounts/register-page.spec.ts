// The registration page (/registro) with JavaScript: the same page the server renders works through
// the app (the modal's registration code: its field messages and toast), then goes back to logging in as the
// modal does. The log-in page's and the modal's 'Crear cuenta' are links to it that the app turns into the
// switch. Without JavaScript: public/no-javascript.spec.ts.
import { MSG } from '@salones/shared/messages';
import { uniqueEmail } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { linkFrom, waitForMail } from '../support/mailbox.ts';
import { picture } from '../support/screenshots.ts';
import { expectFieldError, openLoginModal, toast } from './auth-modal.ts';

test('the registration page registers through the app, then shows the log-in form with the e-mail', async ({
  page,
}) => {
  const email = uniqueEmail('pagina-registro');
  await page.goto(`/registro?volver=${encodeURIComponent('/descripcion')}`);
  await expect(page).toHaveTitle(/^Crear cuenta \| /);
  const form = page.getByRole('form', { name: 'Crear cuenta' });
  // the app's own check: the messages at their fields, no post
  await form.getByRole('button', { name: 'Registrarme' }).click();
  await expectFieldError(form, 'Nombre(s)', MSG.nameRequired);
  await expectFieldError(form, 'Teléfono', MSG.phoneRequired);
  await expect(page).toHaveURL(/\/registro\?volver=%2Fdescripcion$/);

  await form.getByLabel('Nombre(s)').fill('Lucía');
  await form.getByLabel('Apellidos').fill('Ramírez');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Teléfono').fill('5512345678');
  await form.getByLabel('Contraseña', { exact: true }).fill('fiesta123');
  await form.getByLabel('Repetir contraseña').fill('fiesta123');
  await form.getByRole('button', { name: 'Registrarme' }).click();
  await expect(toast(page, MSG.registered)).toBeVisible();
  // docs/product.md#4-states-and-transitions: a successful registration returns to logging in, the e-mail
  // filled in
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
  const login = page.getByRole('form', { name: 'Iniciar sesión' });
  await expect(login.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  expect(linkFrom(await waitForMail(email), '/activar/')).toContain('/activar/');
});

test("the log-in page's 'Crear cuenta' and the registration page's 'Inicia sesión' are links the app turns into the switch", async ({
  page,
}) => {
  await page.goto(`/iniciar-sesion?volver=${encodeURIComponent('/carrito')}`);
  const crear = page
    .getByRole('form', { name: 'Iniciar sesión' })
    .getByRole('button', { name: 'Crear cuenta' });
  await expect(crear).toHaveAttribute('href', `/registro?volver=${encodeURIComponent('/carrito')}`);
  await crear.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  await expect(page).toHaveURL(/\/iniciar-sesion\?volver=%2Fcarrito$/);

  await page.goto(`/registro?volver=${encodeURIComponent('/carrito')}`);
  const inicia = page
    .getByRole('form', { name: 'Crear cuenta' })
    .getByRole('button', { name: 'Inicia sesión' });
  await expect(inicia).toHaveAttribute('href', `/iniciar-sesion?volver=${encodeURIComponent('/carrito')}`);
  await inicia.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
  await expect(page).toHaveURL(/\/registro\?volver=%2Fcarrito$/);
});

test("the modal's 'Crear cuenta' links to the registration page back to this page, and switches the modal", async ({
  page,
}) => {
  await page.goto('/descripcion');
  const login = await openLoginModal(page);
  const crear = login.getByRole('button', { name: 'Crear cuenta' });
  await expect(crear).toHaveAttribute('href', `/registro?volver=${encodeURIComponent('/descripcion')}`);
  await crear.click();
  await expect(page.getByRole('dialog', { name: 'Crear cuenta' })).toBeVisible();
  await expect(page).toHaveURL(/\/descripcion$/);
});

test('the registration page at phone and desktop widths', async ({ page }) => {
  await page.goto('/registro');
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await picture(page, { path: `../screenshots/register-page-${width}.png`, fullPage: true });
  }
});
