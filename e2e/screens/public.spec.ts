// Screenshots of the public screens at 375 and 1280 px (project `screenshots`): screenshots/<name>-<width>.png.
// The data is this spec's own, made through the API; nothing here is a functional check.
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { MSG, WIDGET_LABELS } from '@salones/shared/messages';
import { openLoginModal } from '../accounts/auth-modal.ts';
import { fillAvailability } from '../public/public-support.ts';
import { createActiveUser, uniqueEmail } from '../support/api.ts';
import { addGalleryImage, addSlide, createFullBranch, deleteSlide } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { linkFrom, waitForMail } from '../support/mailbox.ts';
import { DESKTOP, PHONE, shoot, shootElement, shootOnce } from '../support/screenshots.ts';

const top = (page: import('@playwright/test').Page) =>
  page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

test.describe('screenshots: public site', () => {
  test('home, branch, package, cart, description, lightbox', async ({ page, request }) => {
    const { branch, packages } = await createFullBranch(request, 'Fotos');
    await addGalleryImage(request, branch.uid, '#f59e0b');
    await addGalleryImage(request, branch.uid, '#0693e3');
    const pkg = packages[0];
    const slide = await addSlide(request, '#ff6900');

    await page.goto('/');
    await expect(page.locator('#home img').first()).toBeVisible();
    const sucursales = page.locator('#sucursales');
    await expect(sucursales.getByTestId('branch-summary').filter({ visible: true })).toHaveCount(1);
    await shoot(page, 'public-home');
    // the branch selector (decision 015): native radios as chips, the chosen branch's summary under them
    await sucursales.getByRole('radio', { name: branch.sucursal, exact: true }).check();
    await shootElement(page, sucursales, 'public-home-branches');
    await deleteSlide(request, slide.uid);

    await page.goto(`/${branch.lugarname}`);
    await expect(page.getByRole('heading', { level: 1, name: branch.sucursal })).toBeVisible();
    await expect(page.getByTestId('package-card')).toHaveCount(2);
    await shoot(page, 'public-branch');
    await page.setViewportSize(PHONE);
    await top(page);
    await expect(
      page.getByRole('link', { name: `Escribir por WhatsApp a ${branch.sucursal}` }),
    ).toBeVisible();
    await shoot(page, 'ux-branch-anchors-whatsapp');

    await page.getByRole('button', { name: `Ampliar foto 1 de ${branch.sucursal}` }).click();
    const lightbox = page.getByRole('dialog', { name: WIDGET_LABELS.lightbox });
    await lightbox.getByRole('button', { name: WIDGET_LABELS.lightboxNext }).click();
    await expect(lightbox.getByRole('group', { name: '2 de 2' })).toBeVisible();
    await shoot(page, 'ux-lightbox');
    await page.keyboard.press('Escape');

    await page.goto(`/${branch.lugarname}/${pkg.uid}`);
    await expect(page.getByRole('heading', { level: 1, name: pkg.name })).toBeVisible();
    await expect(page.getByText('$12,500.00')).toBeVisible();
    await shoot(page, 'public-package-detail');

    const customer = await createActiveUser(request, { name: 'Renata' });
    await openAs(page, customer.token, '/');
    await page.evaluate((id) => localStorage.setItem('carrito', id), pkg.uid);
    await page.goto('/carrito');
    const item = page.getByTestId('cart-item');
    await expect(item.getByRole('heading', { name: pkg.name })).toBeVisible();
    await shoot(page, 'public-cart-full');
    await item.getByRole('button', { name: `Quitar ${pkg.name} del carrito` }).click();
    await expect(page.getByRole('heading', { name: MSG.cartEmpty })).toBeVisible();
    await top(page);
    await shoot(page, 'public-cart-empty');

    await page.goto('/descripcion');
    await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
    await shoot(page, 'public-descripcion');
  });

  test('not found, footer, login and register modals, account activation, password reset', async ({
    page,
    request,
  }) => {
    await page.goto('/algo/que/no/existe');
    await expect(page.getByRole('heading', { name: MSG.notFound })).toBeVisible();
    await shoot(page, 'not-found');

    await page.goto('/');
    const footer = page.locator('footer#contacto');
    await expect(footer.getByRole('heading', { name: 'Nosotros' })).toBeVisible();
    await footer.scrollIntoViewIfNeeded();
    await shoot(page, 'footer');

    await top(page);
    const login = await openLoginModal(page);
    await shoot(page, 'shell-login-modal');
    await login.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('dialog', { name: 'Crear cuenta' })).toBeVisible();
    await shoot(page, 'shell-register-modal');

    // Activation: a registration through the API, then the link of the real e-mail.
    const email = uniqueEmail('fotos');
    const res = await request.post(`${BASE_URL}/api/usuarios`, {
      data: {
        name: 'Valeria',
        lastname: 'Hernández',
        email,
        phone: '5512345678',
        password: 'fiesta123',
        repeatPassword: 'fiesta123',
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    await page.goto(new URL(linkFrom(await waitForMail(email), '/activar/')).pathname);
    await expect(page.getByText(MSG.activatePrompt)).toBeVisible();
    await shoot(page, 'activar');

    // Reset: the request form, then the page of the e-mailed link.
    const user = await createActiveUser(request);
    await page.goto('/reset');
    await expect(page.getByRole('heading', { name: MSG.resetTitle })).toBeVisible();
    await shoot(page, 'reset-request');
    const main = page.getByRole('main');
    await main.getByLabel('E-mail').fill(user.email);
    await main.getByRole('button', { name: 'Enviar' }).click();
    let link = '';
    await expect(async () => {
      link = linkFrom(await waitForMail(user.email), '/reset/');
    }).toPass({ timeout: 15_000 });
    await page.goto(new URL(link).pathname);
    await expect(page).toHaveTitle(/^Nueva contraseña \| /);
    await shoot(page, 'reset-password');
  });

  test('the cart in the header, the toasts’ next step, the cart signed out, the availability answer', async ({
    page,
    request,
  }) => {
    const { branch, packages } = await createFullBranch(request, 'Fotos Carrito');
    await page.goto('/carrito');
    await expect(page.getByRole('heading', { name: 'Inicia sesión para usar tu carrito' })).toBeVisible();
    await shoot(page, 'ux28-cart-signed-out');

    const customer = await createActiveUser(request, { name: 'Regina' });
    await openAs(page, customer.token, `/${branch.lugarname}`);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page
        .getByTestId('package-card')
        .first()
        .getByRole('button', { name: 'Agregar al carrito' })
        .click();
      const added = page
        .getByRole('alert')
        .filter({ hasText: /Producto añadido|ya esta en el carrito/ })
        .first();
      await expect(added.getByRole('link', { name: 'Ver carrito' })).toBeVisible();
      await page.waitForTimeout(600);
      await shootOnce(page, `ux28-toast-ver-carrito-${size.width}`);
    }
    await shoot(page, 'ux28-branch-with-cart');

    const form = await fillAvailability(page, {
      fecha: addDays(todayInMexicoCity(), 50),
      turno: 'Vespertino',
    });
    await form.getByRole('button', { name: 'Consultar disponibilidad' }).click();
    await expect(page.getByTestId('availability-answer')).toBeVisible();
    await shootElement(page, form, 'ux28-availability-answer');

    await page.goto('/carrito');
    await page.getByRole('button', { name: `Solicitar fecha para ${packages[0].name}` }).click();
    await expect(page.getByRole('grid', { name: /^Elige fecha y turno/ })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await shoot(page, 'ux28-cart-request-calendar');
  });
});
