// Screenshots of the islands' own controls as a visitor first sees them, before the app runs (project
// `screenshots`): the log-in dialog (logging in and registering, empty and refused), the footer's contact form
// and the branch page's availability form, its answer and its calendar, at 375 and 1280 px, into
// screenshots/look-<name>-<width>.png. Taken before and after a change of the storefront's markup
// (components/storefront/) and compared side by side: it must not change how they look. Nothing here is a
// functional check. Playwright's own `test`: the suite's fixture would start the app (waitForApp).
import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { MSG } from '@salones/shared/messages';
import { fillAvailability, futureDate } from '../public/public-support.ts';
import { createFullBranch } from '../support/data.ts';
import { watchIslandFiles } from '../support/islands.ts';
import { DESKTOP, PHONE, picture } from '../support/screenshots.ts';

const DIR = new URL('../../screenshots/', import.meta.url).pathname;
const APP_CHUNK = /\/assets\/boot-[^/]+\.js$/;

/** The app's own file never arrives: what answers is the islands'. */
const withoutTheApp = (page: Page) => page.route(APP_CHUNK, (_route: Route) => new Promise<void>(() => {}));

/** The toasts would cover what is shot. */
const hideToasts = (page: Page) =>
  page.addStyleTag({ content: '.Toastify, #island-toasts { display: none !important; }' });

const shot = (target: Page | Locator, name: string, width: number) =>
  picture(target, { path: `${DIR}look-${name}-${width}.png` });

for (const size of [PHONE, DESKTOP])
  test.describe(`${size.width} px`, () => {
    test.use({ viewport: size, hasTouch: size.width < 700 });

    test('the log-in dialog: logging in and registering, empty and refused', async ({ page }) => {
      await withoutTheApp(page);
      const chunkArrived = watchIslandFiles(page);
      await page.goto('/');
      await chunkArrived('login-dialog');
      await page.waitForTimeout(500);
      await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
      const login = page.getByRole('dialog', { name: 'Inicia sesión' });
      await expect(login).toBeVisible();
      await hideToasts(page);
      await page.waitForTimeout(300);
      await shot(page, 'login-dialog', size.width);
      await login.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(login.getByText(MSG.emailRequired)).toBeVisible();
      await shot(page, 'login-dialog-refused', size.width);

      await login.getByRole('button', { name: 'Crear cuenta' }).click();
      const register = page.getByRole('dialog', { name: 'Crear cuenta' });
      await expect(register).toBeVisible();
      await page.waitForTimeout(300);
      await shot(page, 'register-dialog', size.width);
      await register.getByRole('button', { name: 'Registrarme' }).click();
      await page.waitForTimeout(300);
      await shot(page, 'register-dialog-refused', size.width);
    });

    test("the footer's contact form, empty and refused", async ({ page }) => {
      await withoutTheApp(page);
      const chunkArrived = watchIslandFiles(page);
      await page.goto('/');
      await chunkArrived('contact-form');
      await page.waitForTimeout(500);
      await hideToasts(page);
      const form = page.getByRole('form', { name: 'Formulario de contacto' });
      await form.scrollIntoViewIfNeeded();
      await shot(form, 'contact-form', size.width);
      await form.getByRole('button', { name: 'Enviar Correo' }).click();
      await page.waitForTimeout(300);
      await shot(form, 'contact-form-refused', size.width);
    });

    test("the branch page's availability form, its answer and its calendar", async ({ page, request }) => {
      const { branch } = await createFullBranch(request, `Vista ${size.width}`);
      await withoutTheApp(page);
      const chunkArrived = watchIslandFiles(page);
      await page.goto(`/${branch.lugarname}`);
      await chunkArrived('availability-form');
      await chunkArrived('availability-calendar');
      await page.waitForTimeout(500);
      await hideToasts(page);
      const section = page.locator('#disponibilidad');
      await section.scrollIntoViewIfNeeded();
      await shot(section, 'availability-form', size.width);
      const form = await fillAvailability(page, { fecha: futureDate(60).iso, turno: 'Vespertino' });
      await form.getByRole('button', { name: 'Consultar disponibilidad' }).click();
      await expect(page.getByTestId('availability-answer')).toContainText('Fecha disponible');
      await page.waitForTimeout(300);
      await shot(section, 'availability-answer', size.width);
      const calendar = page.locator('#calendario');
      await expect(calendar.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
      await calendar.scrollIntoViewIfNeeded();
      await shot(calendar, 'calendar', size.width);
    });
  });
