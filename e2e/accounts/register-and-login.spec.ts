import { MSG } from '@salones/shared/messages';
import { uniqueEmail } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { linkFrom, waitForMail } from '../support/mailbox.ts';
import { expectFieldError, logInThroughModal, openLoginModal, toast } from './auth-modal.ts';

test('a visitor registers in the modal, activates by e-mail, logs in, sees "Tu cuenta" and logs out', async ({
  page,
}) => {
  const email = uniqueEmail('registro');
  await page.goto('/');
  const login = await openLoginModal(page);

  await login.getByRole('button', { name: 'Crear cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
  await expect(dialog).toBeVisible();

  // docs/product.md#5-validation-rules: a blank form shows each message at its field
  await dialog.getByRole('button', { name: 'Registrarme' }).click();
  await expectFieldError(dialog, 'Nombre(s)', MSG.nameRequired);
  await expectFieldError(dialog, 'Apellidos', MSG.lastnameRequired);
  await expectFieldError(dialog, 'E-mail', MSG.emailRequired);
  await expectFieldError(dialog, 'Teléfono', MSG.phoneRequired);
  await expectFieldError(dialog, 'Contraseña', MSG.passwordRequired);
  await expectFieldError(dialog, 'Repetir contraseña', MSG.passwordRequired);

  await dialog.getByLabel('Nombre(s)').fill('Valeria');
  await dialog.getByLabel('Apellidos').fill('Hernández');
  await dialog.getByLabel('E-mail').fill('valeria@');
  await dialog.getByLabel('Teléfono').fill('55123');
  await dialog.getByLabel('Contraseña', { exact: true }).fill('123');
  await dialog.getByRole('button', { name: 'Registrarme' }).click();
  await expectFieldError(dialog, 'E-mail', MSG.emailInvalid);
  await expectFieldError(dialog, 'Teléfono', MSG.phoneMin);
  await expectFieldError(dialog, 'Contraseña', MSG.passwordMin);

  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Teléfono').fill('5512345678');
  await dialog.getByLabel('Contraseña', { exact: true }).fill('fiesta123');
  await dialog.getByLabel('Repetir contraseña').fill('fiesta124');
  await dialog.getByRole('button', { name: 'Registrarme' }).click();
  await expectFieldError(dialog, 'Repetir contraseña', MSG.passwordsDiffer);

  await dialog.getByLabel('Repetir contraseña').fill('fiesta123');
  await dialog.getByRole('button', { name: 'Registrarme' }).click();
  await expect(toast(page, MSG.registered)).toBeVisible();
  // docs/product.md#4-states-and-transitions: a successful registration returns to login mode
  await expect(page.getByRole('dialog', { name: 'Inicia sesión' })).toBeVisible();

  const activation = new URL(linkFrom(await waitForMail(email), '/activar/'));
  await page.goto(activation.pathname);
  await expect(page.getByText(MSG.activatePrompt)).toBeVisible();
  await expect(page).toHaveTitle(/^Activar cuenta \| /);
  await page.getByRole('button', { name: 'Activar' }).click();
  await expect(toast(page, 'Cuenta activada correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await logInThroughModal(page, email, 'fiesta123');
  await page.getByRole('button', { name: 'Tu cuenta' }).click();
  await expect(page.getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute('href', '/pedidos');
  await expect(page.getByRole('link', { name: 'Ir a Admin' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a used activation link is refused with the error message, and the visitor goes home', async ({
  page,
}) => {
  await page.goto('/activar/enlace-que-no-existe');
  await page.getByRole('button', { name: 'Activar' }).click();
  await expect(toast(page, 'El enlace de activación no es válido o ya expiró')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an inactive account cannot log in through the modal', async ({ page, request }) => {
  const email = uniqueEmail('inactiva');
  const res = await request.post('/api/usuarios', {
    data: {
      name: 'Ana',
      lastname: 'Ruiz',
      email,
      phone: '5512345678',
      password: 'fiesta123',
      repeatPassword: 'fiesta123',
    },
  });
  expect(res.ok()).toBeTruthy();
  await page.goto('/');
  const dialog = await openLoginModal(page);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill('fiesta123');
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(toast(page, /no está activa/)).toBeVisible();
  await expect(dialog).toBeVisible();
});
