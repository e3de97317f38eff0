import { MSG } from '@salones/shared/messages';
import { createActiveUser } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { linkFrom, waitForMail } from '../support/mailbox.ts';
import { expectFieldError, logInThroughModal, openLoginModal, toast } from './auth-modal.ts';

test('a forgotten password is reset through the e-mailed link; the new one works, the old one not', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, { password: 'antigua123' });

  // The modal's 'Olvide mi contraseña' leads to /reset and closes the modal.
  await page.goto('/');
  const dialog = await openLoginModal(page);
  await dialog.getByRole('link', { name: 'Olvide mi contraseña' }).click();
  await expect(page).toHaveURL(/\/reset$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: MSG.resetTitle })).toBeVisible();

  const main = page.getByRole('main');
  const emailField = main.getByLabel('E-mail');
  await emailField.fill('no-es-un-correo');
  await main.getByRole('button', { name: 'Enviar' }).click();
  await expectFieldError(main, 'E-mail', MSG.emailInvalid);
  await emailField.fill(user.email);
  await main.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, /./)).toBeVisible();
  await expect(emailField).toHaveValue('');

  // The activation mail came first; wait for the one carrying the reset link.
  let link = '';
  await expect(async () => {
    link = linkFrom(await waitForMail(user.email), '/reset/');
  }).toPass({ timeout: 15_000 });
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveTitle(/^Nueva contraseña \| /);

  await main.getByRole('button', { name: 'Enviar' }).click();
  await expectFieldError(main, 'Nueva contraseña', MSG.passwordRequired);
  await expectFieldError(main, 'Repetir contraseña', MSG.passwordRequired);
  await page.getByLabel('Nueva contraseña').fill('nueva12345');
  await page.getByLabel('Repetir contraseña').fill('nueva12346');
  await main.getByRole('button', { name: 'Enviar' }).click();
  await expectFieldError(main, 'Repetir contraseña', MSG.passwordsDiffer);
  await page.getByLabel('Repetir contraseña').fill('nueva12345');
  await main.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Contraseña actualizada correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const login = await openLoginModal(page);
  await login.getByLabel('E-mail').fill(user.email);
  await login.getByLabel('Contraseña', { exact: true }).fill('antigua123');
  await login.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(toast(page, 'Usuario o contraseña incorrectos')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();

  await logInThroughModal(page, user.email, 'nueva12345');
  await expect(page.getByRole('button', { name: 'Tu cuenta' })).toBeVisible();
});

test('a reset link can be used only once', async ({ page, request }) => {
  const user = await createActiveUser(request);
  await request.post('/api/usuarios/verificaremail', { data: { email: user.email } });
  let link = '';
  await expect(async () => {
    link = linkFrom(await waitForMail(user.email), '/reset/');
  }).toPass({ timeout: 15_000 });
  const path = new URL(link).pathname;
  for (const expected of ['Contraseña actualizada correctamente', /no es válido o ya expiró/]) {
    await page.goto(path);
    await page.getByLabel('Nueva contraseña').fill('otra123456');
    await page.getByLabel('Repetir contraseña').fill('otra123456');
    await page.getByRole('main').getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, expected)).toBeVisible();
  }
});
