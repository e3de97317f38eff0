// What families trip over (docs/architecture.md#what-families-meet): the cart nobody could find, targets too
// small to tap, an availability answer that vanished, and the small ones — each at 375 and 1280 px where it
// is a screen.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatLongDate } from '@salones/shared/booking-requests';
import { formatDateMx } from '@salones/shared/dates';
import { MSG, WIDGET_LABELS } from '@salones/shared/messages';
import { createBookingRequest, pickFreeTurno, saturdayAhead } from '../booking/booking-support.ts';
import { bookSlot, fillAvailability, toast } from '../public/public-support.ts';
import { createActiveUser, loginSuperAdmin, uniqueEmail } from '../support/api.ts';
import { addSlide, createFullBranch, deleteSlide } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, test, waitForApp } from '../support/fixtures.ts';
import { linkFrom, waitForMail } from '../support/mailbox.ts';
import { DESKTOP, PHONE } from '../support/screenshots.ts';
import { contrastAgainstPage, englishLabels, horizontalOverflow } from './ux-support.ts';

const SIZES = [PHONE, DESKTOP] as const;

/** Console errors of a hydration that did not match the server's HTML (React 19's wording and codes). */
function watchHydration(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|#418|#423|#425/i.test(m.text()))
      errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on(
    'pageerror',
    (e) => /hydrat|#418|#423|#425/i.test(e.message) && errors.push(`${page.url()}: ${e.message}`),
  );
  return errors;
}

/**
 * axe's WCAG 2.2 target-size rule (24 × 24 CSS px, or enough room around): the targets it finds too small.
 */
async function smallTargets(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.html.slice(0, 140)} ${n.any[0]?.message ?? ''}`),
  );
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Carrito/ });

for (const size of SIZES) {
  test.describe(`what families trip over at ${size.width} px`, { tag: '@ux' }, () => {
    test.use({ viewport: size });

    test('the cart is found: the header link counts the packages, the toasts lead to the cart or the log-in', async ({
      page,
      request,
    }) => {
      const hydration = watchHydration(page);
      const { branch, packages } = await createFullBranch(request, `Carrito ${size.width}`);
      const customer = await createActiveUser(request, { name: 'Paola' });

      // Signed out: the header already has the cart; adding asks to log in, and the toast offers it.
      await page.goto(`/${branch.lugarname}`);
      await expect(cartLink(page)).toHaveAccessibleName('Carrito');
      await expect(cartLink(page)).toBeInViewport({ ratio: 1 });
      await page
        .getByTestId('package-card')
        .first()
        .getByRole('button', { name: 'Agregar al carrito' })
        .click();
      const needsLogin = toast(page, MSG.cartNeedsLogin);
      await expect(needsLogin).toBeVisible();
      await needsLogin.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // one word for logging in, in the modal as on the log-in page
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Ingresar' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      // docs/product.md#2-screens-and-routes /carrito: 'Tu carrito está vacio' for everyone; signed out, the way to log in comes under it
      await page.goto('/carrito');
      const emptyState = page.getByRole('heading', { name: MSG.cartEmpty });
      const logIn = page.getByRole('heading', { name: 'Inicia sesión para usar tu carrito' });
      await expect(emptyState).toBeVisible();
      await expect(logIn).toBeVisible();
      expect((await logIn.boundingBox())!.y).toBeGreaterThan((await emptyState.boundingBox())!.y);
      await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');

      // Signed in with an empty cart: the spec's own text.
      await openAs(page, customer.token, '/carrito');
      await expect(page.getByRole('heading', { name: MSG.cartEmpty })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Inicia sesión para usar tu carrito' })).toBeHidden();

      // Added: the toast's 'Ver carrito' and the header's number.
      await page.goto(`/${branch.lugarname}`);
      await page
        .getByTestId('package-card')
        .first()
        .getByRole('button', { name: 'Agregar al carrito' })
        .click();
      const added = toast(page, MSG.cartAdded);
      await expect(added).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('Carrito 1 paquete');
      await page
        .getByTestId('package-card')
        .nth(1)
        .getByRole('button', { name: 'Agregar al carrito' })
        .click();
      await expect(cartLink(page)).toHaveAccessibleName('Carrito 2 paquetes');
      await expect(cartLink(page)).toContainText('2');
      await toast(page, MSG.cartAdded).first().getByRole('link', { name: 'Ver carrito' }).click();
      await expect(page).toHaveURL(/\/carrito$/);
      await expect(page.getByTestId('cart-item')).toHaveCount(2);
      await expect(page.getByRole('heading', { name: packages[0].name })).toBeVisible();

      // A fresh server-rendered page: the count shows once the app has read the cart, without a mismatch.
      await page.goto('/');
      await expect(cartLink(page)).toHaveAccessibleName('Carrito 2 paquetes');
      await cartLink(page).click();
      await expect(page).toHaveURL(/\/carrito$/);
      expect(hydration).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });

    test('every control is big enough to tap; the booking calendar’s turnos are 44 × 44 and its legend shows', async ({
      page,
      request,
    }) => {
      const { branch, packages } = await createFullBranch(request, `Dedos ${size.width}`);
      const customer = await createActiveUser(request, { name: 'Iván' });
      for (const path of [
        '/',
        `/${branch.lugarname}`,
        `/${branch.lugarname}/${packages[0].uid}`,
        '/carrito',
      ]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await smallTargets(page), path).toEqual([]);
      }

      await page.addInitScript((id) => localStorage.setItem('carrito', id), packages[0].uid);
      await openAs(page, customer.token, '/carrito');
      await page.getByRole('button', { name: `Solicitar fecha para ${packages[0].name}` }).click();
      const grid = page.getByRole('grid', { name: new RegExp(`^Elige fecha y turno en ${branch.sucursal}`) });
      await expect(grid).toHaveAttribute('aria-busy', 'false');
      // the weekday headers say which day they are: two letters each
      await expect(grid.locator('th > span[aria-hidden]')).toHaveText([
        'Do',
        'Lu',
        'Ma',
        'Mi',
        'Ju',
        'Vi',
        'Sá',
      ]);
      const legend = page.getByTestId('calendar-legend');
      await expect(legend).toBeVisible();
      // the first month's days before the first that can be asked for: no bare 'M'/'V', and a legend entry
      const unavailable = grid.getByRole('gridcell', { name: /: No disponible$/ });
      if ((await unavailable.count()) > 0) {
        await expect(unavailable.getByRole('button')).toHaveCount(0);
        await expect(legend).toContainText('No disponible');
      }
      for (const swatch of await legend.locator('span[aria-hidden]').all()) {
        expect(await contrastAgainstPage(swatch)).toBeGreaterThanOrEqual(3);
      }
      // a whole month of turnos (the first may have few days left to ask for)
      await page.getByRole('button', { name: 'Mes siguiente' }).click();
      await expect(grid).toHaveAttribute('aria-busy', 'false');
      const slots = grid.getByRole('button');
      expect(await slots.count()).toBeGreaterThan(20);
      const boxes = await slots.evaluateAll((buttons) =>
        buttons.map((b) => {
          const r = b.getBoundingClientRect();
          return { w: Math.round(r.width * 10) / 10, h: Math.round(r.height * 10) / 10 };
        }),
      );
      expect(boxes.filter((b) => b.w < 44 || b.h < 44)).toEqual([]);
      expect(await smallTargets(page), '/carrito with the request form').toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await openAs(page, customer.token, '/pedidos');
      await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await smallTargets(page), '/pedidos').toEqual([]);
    });

    test('the availability answer stays under the form with its next step', async ({ page, request }) => {
      const { branch, packages } = await createFullBranch(request, `Respuesta ${size.width}`);
      const customer = await createActiveUser(request, { name: 'Ximena' });
      const free = saturdayAhead(20);
      const taken = saturdayAhead(27);
      await bookSlot(request, {
        userId: customer.id,
        placeId: branch.uid,
        packageId: packages[0].uid,
        fecha: taken,
        turno: 'Vespertino',
      });

      await page.goto(`/${branch.lugarname}`);
      await fillAvailability(page, { fecha: free, turno: 'Matutino' });
      await page.getByRole('button', { name: 'Consultar disponibilidad' }).click();
      const answer = page.getByTestId('availability-answer');
      await expect(answer).toContainText(`${formatDateMx(free)}, Matutino. ${MSG.dateAvailable}.`);
      // still there once the toast has gone
      await toast(page, MSG.dateAvailable).getByRole('button', { name: WIDGET_LABELS.toastClose }).click();
      await expect(toast(page, MSG.dateAvailable)).toHaveCount(0);
      await expect(answer).toBeVisible();
      await answer.getByRole('link', { name: 'Solicitar esta fecha' }).click();
      await expect(page.locator('#paquetes')).toBeInViewport();

      await fillAvailability(page, { fecha: taken, turno: 'Vespertino' });
      await expect(answer).toHaveCount(0); // a changed question takes the old answer away
      await page.getByRole('button', { name: 'Consultar disponibilidad' }).click();
      await expect(answer).toContainText('Fecha ocupada');
      await expect(answer).toContainText('Mira los turnos libres en el calendario.');
      await answer.getByRole('link', { name: 'Ver calendario' }).click();
      await expect(
        page.getByRole('grid', { name: new RegExp(`^Disponibilidad de ${branch.sucursal}`) }),
      ).toBeInViewport();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Signed in with the package in the cart, a free answer leads to the cart, whose form starts on that
      // date.
      await page.addInitScript((id) => localStorage.setItem('carrito', id), packages[0].uid);
      await openAs(page, customer.token, `/${branch.lugarname}`);
      await fillAvailability(page, { fecha: free, turno: 'Matutino' });
      await page.getByRole('button', { name: 'Consultar disponibilidad' }).click();
      await answer.getByRole('link', { name: 'Solicitar esta fecha' }).click();
      await expect(page).toHaveURL(/\/carrito$/);
      await page.getByRole('button', { name: `Solicitar fecha para ${packages[0].name}` }).click();
      await expect(page.getByText(`Fecha elegida: ${formatLongDate(free)}, Matutino`)).toBeVisible();
    });
  });
}

test.describe('what families trip over: the small ones', { tag: '@ux' }, () => {
  test('the package page says which price the head count picks and links to availability', async ({
    page,
    request,
  }) => {
    const { branch, packages } = await createFullBranch(request, 'Precios');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`/${branch.lugarname}/${packages[0].uid}`);
      await expect(page.getByTestId('price-band-note')).toHaveText(
        'El número de personas que indiques al solicitar tu fecha decide el precio: de 50 a 100 personas, el básico; de 101 a 150, el grande.',
      );
      await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();
      const availability = page.getByRole('link', { name: 'Consultar disponibilidad' });
      await expect(availability).toHaveAttribute('href', `/${branch.lugarname}#disponibilidad`);
    }
    await page.getByRole('link', { name: 'Consultar disponibilidad' }).click();
    await expect(page.getByRole('form', { name: 'Consultar disponibilidad' })).toBeInViewport();
  });

  test('a sent request’s hold ends in one period; /pedidos puts active requests first with a contract button', async ({
    page,
    request,
  }) => {
    const { branch, packages } = await createFullBranch(request, 'Pedidos');
    const customer = await createActiveUser(request, { name: 'Renata' });
    // the oldest is still pending; a newer one was cancelled: newest first, it came first before
    await createBookingRequest(request, customer.token, {
      lugar: branch.uid,
      paquete: packages[0].uid,
      fecha: saturdayAhead(40),
      turno: 'Matutino',
      personas: 60,
    });
    const cancelled = await createBookingRequest(request, customer.token, {
      lugar: branch.uid,
      paquete: packages[0].uid,
      fecha: saturdayAhead(47),
      turno: 'Matutino',
      personas: 60,
    });
    const cancel = await request.put(`${BASE_URL}/api/solicitud/${cancelled.uid}/cancelar`, {
      headers: { 'x-auth-token': customer.token },
      data: {},
    });
    expect(cancel.ok(), await cancel.text()).toBeTruthy();

    await page.addInitScript((id) => localStorage.setItem('carrito', id), packages[1].uid);
    await openAs(page, customer.token, '/carrito');
    await page.getByRole('button', { name: `Solicitar fecha para ${packages[1].name}` }).click();
    // a day well ahead: the calendar opens on this month, whose last days may have nothing left to ask for
    await pickFreeTurno(page, branch, saturdayAhead(54), 'Matutino');
    await page.getByRole('textbox', { name: /¿Quién cumple años\?/ }).fill('Julia');
    await page.getByRole('textbox', { name: 'Número de personas' }).fill('70');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    const sent = page.getByTestId('request-sent');
    await expect(sent).toContainText('Apartamos este horario hasta el');
    expect(await sent.textContent()).not.toMatch(/\.\./);

    await page.goto('/pedidos');
    const cards = page.getByRole('region', { name: 'Solicitudes de fecha' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText(/Pendiente/i);
    await expect(cards.nth(1)).toContainText(/Pendiente/i);
    await expect(cards.nth(2)).toContainText(/Cancelada/i);
  });

  test('after activating an account the toast offers to log in', async ({ page, request }) => {
    const email = uniqueEmail('activa');
    const res = await request.post(`${BASE_URL}/api/usuarios`, {
      data: {
        name: 'Elena',
        lastname: 'Soto',
        email,
        password: 'secreto123',
        repeatPassword: 'secreto123',
        phone: '5511223344',
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    const activation = new URL(linkFrom(await waitForMail(email), '/activar/'));
    await page.setViewportSize(PHONE);
    await page.goto(activation.pathname);
    await page.getByRole('button', { name: 'Activar' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    const offer = page
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: 'Iniciar sesión' }) });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the admin calendar’s weeks start on Sunday, as the public calendar’s', async ({ page, request }) => {
    const staff = await loginSuperAdmin(request);
    await page.setViewportSize(DESKTOP);
    await openAs(page, staff.token, '/admin/calendar');
    const headers = page.locator('.fc-col-header-cell');
    await expect(headers.first()).toBeVisible();
    await expect(headers.first()).toHaveText(/^dom/i);
    await expect(headers.last()).toHaveText(/^sáb/i);
  });

  test('the home carousel speaks Spanish to screen readers', async ({ page, request }) => {
    // two slides, so the carousel (not the default image) shows
    const slides = [await addSlide(request, '#EB144C'), await addSlide(request, '#0693e3')];
    try {
      await page.goto('/');
      await waitForApp(page);
      const carousel = page.getByRole('region', { name: 'Imágenes de nuestras fiestas' });
      await expect(carousel).toBeVisible();
      expect(await englishLabels(carousel)).toEqual([]);
      expect(await englishLabels(page.locator('main'))).toEqual([]);
      await expect(page.getByRole('status').filter({ hasText: /^Imagen 1 de \d+$/ })).toBeAttached();
    } finally {
      for (const slide of slides) await deleteSlide(request, slide.uid);
    }
  });
});
