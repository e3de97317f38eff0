// Steps through the navbar's auth modal, as a visitor does (docs/product.md#public-shell).
import { expect, type Locator, type Page } from '@playwright/test';

/** The navbar's log-in button (toasts and /carrito offer one too). */
export async function openLoginModal(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inicia sesión' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Logs in through the modal and waits for the server's welcome toast and the modal to close. */
export async function logInThroughModal(page: Page, email: string, password: string) {
  const dialog = await openLoginModal(page);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bienvenido(a)' })).toBeVisible();
  await expect(dialog).toBeHidden();
}

export { toast } from '../support/fixtures.ts';

/** The field's error text, as a screen reader announces it (Mantine links the error through aria-describedby). */
export const expectFieldError = (scope: Page | Locator, label: string, message: string) =>
  expect(scope.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
    new RegExp(escapeRegExp(message)),
  );

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
