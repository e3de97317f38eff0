// docs/decisions/018-login-island.md: the header's 'Iniciar sesión' opens the log-in dialog, an island, without
// the app: logging in (the account corner then shows the account), a refused password (the server's Spanish
// message), 'Crear cuenta' (the registration, its message and its activation mail), a press before the island
// runs. The app's own file is held back in every test here (it never runs), so what answers is the island; but
// in the one where the app takes the page over with the dialog open, and its modal shows what was typed.
// Playwright's own `test`: the suite's fixture would start the app on every goto (waitForApp).

import { expect, type Page, type Route, test } from '@playwright/test';
import { ACCOUNT_MSG } from '@salones/shared/accounts';
import { MSG } from '@salones/shared/messages';
import { createActiveUser, uniqueEmail } from '../support/api.ts';
import { createFullBranch } from '../support/data.ts';
import { toast } from '../support/fixtures.ts';
import { watchIslandFiles } from '../support/islands.ts';
import { linkFrom, waitForMail } from '../support/mailbox.ts';
import { picture } from '../support/screenshots.ts';

const APP_CHUNK = /\/assets\/boot-[^/]+\.js$/;
const DIALOG_CHUNK = /\/assets\/islands\/login-dialog-[^/]+\.js$/;
/** Where the screenshots go (looked at by hand; not compared). */
const SCREENS = new URL('../../.screens/', import.meta.url).pathname;

/** Holds back every request to `pattern` until `release`; `requested` resolves once one has been made. */
async function holdBack(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(pattern, async (route: Route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { requested: () => expect.poll(() => requested).toBe(true), release };
}

const appHydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
  );

const headerLogin = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' });

for (const width of [375, 1280])
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 700 ? 800 : 900 }, hasTouch: width < 700 });
    const press = (page: Page) => (width < 700 ? headerLogin(page).tap() : headerLogin(page).click());
    /** `path` once the dialog's island runs: the header's 'Iniciar sesión', then the dialog's 'Crear cuenta' */
    async function openRegistration(page: Page, path: string) {
      const islandFile = watchIslandFiles(page);
      await page.goto(path);
      await islandFile('login-dialog');
      await press(page);
      await page
        .getByRole('dialog', { name: 'Inicia sesión' })
        .getByRole('button', { name: 'Crear cuenta' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
      await expect(dialog).toBeVisible();
      return dialog;
    }

    test('the header opens the dialog without the app; a wrong password is refused, the right one signs in', async ({
      page,
      request,
    }) => {
      const user = await createActiveUser(request);
      await holdBack(page, APP_CHUNK);
      const islandFile = watchIslandFiles(page);
      await page.goto('/');
      await islandFile('login-dialog');
      await press(page);
      const dialog = page.getByRole('dialog', { name: 'Inicia sesión' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/$/); // the link was not followed
      await expect(dialog.getByLabel('E-mail')).toBeFocused();
      await picture(page, { path: `${SCREENS}login-dialog-${width}.png` });

      // the rules of the app's form, each message at its field
      await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(dialog.getByLabel('E-mail')).toHaveAccessibleDescription(MSG.emailRequired);
      await expect(dialog.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription(
        MSG.passwordRequired,
      );

      await dialog.getByLabel('E-mail').fill(user.email);
      await dialog.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
      await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(dialog.getByTestId('login-answer')).toContainText(ACCOUNT_MSG.wrongCredentials);
      await picture(page, { path: `${SCREENS}login-dialog-refused-${width}.png` });
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      await dialog.getByLabel('Contraseña', { exact: true }).fill(user.password);
      await expect(dialog.getByTestId('login-answer')).toHaveCount(0); // a change takes the refusal away
      await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(toast(page, ACCOUNT_MSG.welcome(user.name))).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
      // the account corner follows the session: the account's menu, as on the next page
      const account = page
        .getByRole('banner')
        .getByRole('button', { name: 'Tu cuenta' })
        .filter({ visible: true });
      await expect(account).toBeVisible();
      await account.click();
      await expect(
        page.getByRole('dialog', { name: 'Tu cuenta' }).getByRole('link', { name: 'Mis pedidos' }),
      ).toBeVisible();
      expect(await appHydrated(page)).toBe(false);
    });

    test("'Crear cuenta' in the dialog registers: the app's message, the log-in form with the e-mail, the activation mail", async ({
      page,
    }) => {
      const email = uniqueEmail('dialogo');
      await holdBack(page, APP_CHUNK);
      const dialog = await openRegistration(page, '/');
      await dialog.getByRole('button', { name: 'Registrarme' }).click();
      await expect(dialog.getByLabel('Nombre(s)')).toHaveAccessibleDescription(MSG.nameRequired);
      await expect(dialog.getByLabel('Teléfono')).toHaveAccessibleDescription(MSG.phoneRequired);
      await picture(page, { path: `${SCREENS}register-dialog-${width}.png` });

      await dialog.getByLabel('Nombre(s)').fill('Valeria');
      await dialog.getByLabel('Apellidos').fill('Hernández');
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByLabel('Teléfono').fill('5512345678');
      await dialog.getByLabel('Contraseña', { exact: true }).fill('fiesta123');
      await dialog.getByLabel('Repetir contraseña').fill('fiesta124');
      await dialog.getByRole('button', { name: 'Registrarme' }).click();
      await expect(dialog.getByLabel('Repetir contraseña')).toHaveAccessibleDescription(MSG.passwordsDiffer);
      await dialog.getByLabel('Repetir contraseña').fill('fiesta123');
      await dialog.getByRole('button', { name: 'Registrarme' }).click();

      await expect(toast(page, MSG.registered)).toBeVisible();
      const login = page.getByRole('dialog', { name: 'Inicia sesión' });
      await expect(login).toBeVisible();
      await expect(login.getByLabel('E-mail')).toHaveValue(email);
      await picture(page, { path: `${SCREENS}register-dialog-done-${width}.png` });
      expect(linkFrom(await waitForMail(email), '/activar/')).toContain('/activar/');

      // the same e-mail again: the server's refusal, in Spanish, in the dialog
      await login.getByRole('button', { name: 'Crear cuenta' }).click();
      await dialog.getByLabel('Nombre(s)').fill('Valeria');
      await dialog.getByLabel('Apellidos').fill('Hernández');
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByLabel('Teléfono').fill('5512345678');
      await dialog.getByLabel('Contraseña', { exact: true }).fill('fiesta123');
      await dialog.getByLabel('Repetir contraseña').fill('fiesta123');
      await dialog.getByRole('button', { name: 'Registrarme' }).click();
      await expect(dialog.getByTestId('register-answer')).toContainText('El correo ya está registrado');

      // Escape closes it (the browser), and the focus goes back to the header's link
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(headerLogin(page)).toBeFocused();
      expect(await appHydrated(page)).toBe(false);
    });

    test("the password's eye shows and hides what was typed; the registration offers no WhatsApp while the site sends none", async ({
      page,
    }) => {
      await holdBack(page, APP_CHUNK);
      const islandFile = watchIslandFiles(page);
      await page.goto('/');
      await islandFile('login-dialog');
      await press(page);
      const dialog = page.getByRole('dialog', { name: 'Inicia sesión' });
      const password = dialog.getByLabel('Contraseña', { exact: true });
      await password.fill('fiesta123');
      // one name for both states, the state in aria-pressed (as the app's password fields)
      const eye = dialog.getByRole('button', { name: 'Mostrar u ocultar contraseña' });
      await expect(eye).toHaveAttribute('aria-pressed', 'false');
      await (width < 700 ? eye.tap() : eye.click());
      await expect(password).toHaveAttribute('type', 'text');
      await expect(password).toHaveValue('fiesta123');
      await expect(eye).toHaveAttribute('aria-pressed', 'true');
      await picture(page, { path: `${SCREENS}login-dialog-password-shown-${width}.png` });
      // the keyboard reaches it from the field, and presses it
      await password.focus();
      await page.keyboard.press('Tab');
      await expect(eye).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(password).toHaveAttribute('type', 'password');
      await expect(eye).toHaveAttribute('aria-pressed', 'false');

      await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
      const register = page.getByRole('dialog', { name: 'Crear cuenta' });
      await expect(register.getByRole('button', { name: 'Mostrar u ocultar contraseña' })).toHaveCount(2);
      await expect(register.getByRole('checkbox')).toHaveCount(0);
      await expect(register.getByText(/WhatsApp/)).toHaveCount(0);
      expect(await appHydrated(page)).toBe(false);
    });

    test('the app taking the page over with the dialog open: its modal shows the same form, what was typed, the focus where it was', async ({
      page,
      request,
    }) => {
      // signed out with a package in the cart, the cart page starts the app after its load by itself; on a phone
      // that can be once the visitor is typing in the dialog (here, the app's file arrives late)
      const { packages } = await createFullBranch(request, 'Relevo del diálogo');
      await page.addInitScript((cart) => localStorage.setItem('carrito', cart), packages[0].uid);
      const app = await holdBack(page, APP_CHUNK);
      const island = await openRegistration(page, '/carrito');
      await island.getByLabel('Nombre(s)').fill('Valeria');
      await island.getByLabel('E-mail').fill('valeria@');
      await island.getByLabel('Teléfono').fill('5512345678');
      await island.getByLabel('E-mail').focus(); // back to finish it, nothing typed yet
      await app.requested();
      expect(await appHydrated(page)).toBe(false);

      app.release();
      await expect.poll(() => appHydrated(page)).toBe(true);
      await expect(page.locator('dialog.login-dialog[open]')).toHaveCount(0); // the island's is gone
      const modal = page.getByRole('dialog', { name: 'Crear cuenta' });
      await expect(modal).toBeVisible();
      await expect(modal.getByLabel('Nombre(s)')).toHaveValue('Valeria');
      await expect(modal.getByLabel('Teléfono')).toHaveValue('5512345678');
      await expect(modal.getByLabel('E-mail')).toHaveValue('valeria@');
      await expect(modal.getByLabel('Apellidos')).toHaveValue('');
      await expect(modal.getByLabel('E-mail')).toBeFocused();
      await page.keyboard.type('e2e.test');
      await expect(modal.getByLabel('E-mail')).toHaveValue('valeria@e2e.test');
      await picture(page, { path: `${SCREENS}login-dialog-taken-over-${width}.png` });

      // what was carried is spent: the next opening is an empty log-in form
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await press(page);
      const login = page.getByRole('dialog', { name: 'Inicia sesión' });
      await expect(login.getByLabel('E-mail')).toHaveValue('');
    });

    test("a press on 'Iniciar sesión' before the dialog's island runs is held, then opens it", async ({
      page,
    }) => {
      await holdBack(page, APP_CHUNK);
      const island = await holdBack(page, DIALOG_CHUNK);
      await page.goto('/');
      await island.requested(); // loaded; the dialog's chunk is on its way but held back
      await expect(headerLogin(page)).toHaveAttribute('href', '/iniciar-sesion?volver=%2F');
      await press(page);
      await page.waitForTimeout(300);
      await expect(page).toHaveURL(/\/$/); // held, not followed
      await expect(page.getByRole('dialog')).toHaveCount(0);
      island.release();
      await expect(page.getByRole('dialog', { name: 'Inicia sesión' })).toBeVisible();
      expect(await appHydrated(page)).toBe(false);
    });
  });
