// Accessibility: axe (WCAG 2 A and AA) finds no serious or critical violation on the main screens,
// at phone and desktop widths. Surfaces painted with a package's own colours ([data-staff-colours]) are left
// out: staff choose those pairs from the palette of docs/product.md#9-business-constants-and-limits, and some
// pairs (white on naranja) are below AA.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { requestWithComments } from '../booking/booking-support.ts';
import { createEventViaApi, createPlaceWithPackage, freshDate, pick } from '../events/events-support.ts';
import { fillAvailability } from '../public/public-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { createBranch, createFullBranch } from '../support/data.ts';
import { openAs } from '../support/fixtures.ts';

/**
 * The share of the page's text (by characters, hidden text too) in a font of at least 12 px: Lighthouse's
 * legible-font-size check (in its mobile report) wants 60% or more. The calendar's turnos once had 11 px, and
 * their spoken labels are most of a branch page's text.
 */
const legibleTextShare = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let all = 0;
    let legible = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const length = node.textContent?.trim().length ?? 0;
      if (!parent || length === 0 || parent.closest('script, style, noscript, template')) continue;
      all += length;
      if (Number.parseFloat(getComputedStyle(parent).fontSize) >= 12) legible += length;
    }
    return all === 0 ? 1 : legible / all;
  });

const PUBLIC_PAGES = [
  '/',
  '/descripcion',
  'branch with packages',
  'branch without packages',
  '/carrito',
  // The log-in and registration pages
  '/iniciar-sesion?volver=%2F',
  '/registro?volver=%2F',
  '/reset',
  '/reset/x',
  '/activar/x',
  '/no-existe',
];
const ADMIN_PAGES = [
  '/admin',
  '/admin/users',
  '/admin/admins',
  '/admin/places',
  '/admin/products',
  '/admin/footer',
  '/admin/orders',
  '/admin/audit',
  // closures
  '/admin/cierres',
];

/** `list` in runs of `size`. */
const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** The two branch pages are of branches the spec makes itself (once per run). */
let branches: Promise<{ full: string; bare: string }> | undefined;
async function pathOf(request: APIRequestContext, path: string) {
  if (!path.startsWith('branch')) return path;
  branches ??= (async () => ({
    full: `/${(await createFullBranch(request, 'Accesible')).branch.lugarname}`,
    bare: `/${(await createBranch(request, { name: 'Accesible Sola' })).lugarname}`,
  }))();
  const { full, bare } = await branches;
  return path === 'branch with packages' ? full : bare;
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // A few pages a test, in one window: a test per page spent a new browser context on each, with an empty cache
    // (the app's files fetched and compiled again), and nine in one test left a busy machine too little time for
    // nine axe passes.
    for (const paths of chunks(PUBLIC_PAGES, 4)) {
      test(`public pages ${paths.join(', ')}`, async ({ page, request }) => {
        test.setTimeout(180_000);
        for (const path of paths) {
          await page.goto(await pathOf(request, path));
          await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectAccessible(page, { exclude: '[data-staff-colours]' });
          expect(await legibleTextShare(page), path).toBeGreaterThanOrEqual(0.6);
        }
      });
    }

    // the admin pages the same way, signed in once
    for (const paths of chunks(ADMIN_PAGES, 3)) {
      test(`admin pages ${paths.join(', ')}`, async ({ page, request }) => {
        test.setTimeout(180_000);
        const { token } = await loginSuperAdmin(request);
        for (const path of paths) {
          await openAs(page, token, path);
          await expect(page.getByText('Hola,')).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectAccessible(page, { exclude: '[data-staff-colours]' });
        }
      });
    }
  });
}

// The family's newer controls, in the state a family meets them: the header's cart link with its number, the
// toast's 'Ver carrito', the availability answer with its next step, the cart's request form and its
// 44 px turnos, /pedidos. (/carrito signed out, with its 'Iniciar sesión', is the public page above.)
for (const width of [375, 1280]) {
  test(`cart link, toasts, availability answer, request form at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const { branch, packages } = await createFullBranch(request, `Accesible Carrito ${width}`);
    const customer = await createActiveUser(request, { name: 'Noemí' });
    await openAs(page, customer.token, `/${branch.lugarname}`);
    await page.mouse.move(2, 2); // starts the server-rendered page's app (decision 009)
    // the session has loaded (the add button waits for it)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Tu cuenta' })).toBeVisible();
    await page
      .getByTestId('package-card')
      .first()
      .getByRole('button', { name: 'Agregar al carrito' })
      .click();
    await expect(page.getByRole('alert').getByRole('link', { name: 'Ver carrito' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Carrito 1 paquete' })).toBeVisible();
    const form = await fillAvailability(page, {
      fecha: addDays(todayInMexicoCity(), 45),
      turno: 'Matutino',
    });
    await form.getByRole('button', { name: 'Consultar disponibilidad' }).click();
    await expect(page.getByTestId('availability-answer')).toBeVisible();
    await expectAccessible(page, { exclude: '[data-staff-colours]' });

    await page.goto('/carrito');
    await page.getByRole('button', { name: `Solicitar fecha para ${packages[0].name}` }).click();
    await expect(page.getByRole('grid', { name: /^Elige fecha y turno/ })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expectAccessible(page, { exclude: '[data-staff-colours]' });

    await page.goto('/pedidos');
    await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, { exclude: '[data-staff-colours]' });
  });
}

// The staff's newer controls, each in the state staff meet it: 'Editar evento' with its 'Abonos' (the
// 'Abonar' dialog open, the contract link), the wizard marking each missing field after 'Crear evento',
// /admin/users as cards on a phone, the calendar's entries (a list on a phone) and their detail, and the
// request's comments in /admin/orders.
for (const width of [375, 1280]) {
  test.describe(`staff's payments, wizard checks, phone cards and calendar at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // up to four axe passes each, with a journey between them: on two busy cores one pass can take 15 s
    test.describe.configure({ timeout: 240_000 });

    test("'Editar evento' with its payments, 'Abonar' and the contract; the calendar and its detail", async ({
      page,
      request,
    }) => {
      const staff = await loginSuperAdmin(request);
      const customer = await createActiveUser(request, { name: 'Renata', lastname: `Accesible${width}` });
      const { place, pkg } = await createPlaceWithPackage(request, staff.token);
      const fecha = freshDate();
      const name = `Fiesta accesible ${width}`;
      const evento = await createEventViaApi(request, staff.token, {
        user: customer.id,
        lugar: place.uid,
        paquete: pkg.uid,
        fecha,
        name,
      });

      await openAs(page, staff.token, `/admin/event/edit/${evento.uid}`);
      const payments = page.getByRole('group', { name: 'Abonos' });
      await expect(payments.getByRole('button', { name: 'Abonar' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver contrato' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, { exclude: '[data-staff-colours]' });
      await payments.getByRole('button', { name: 'Abonar' }).click();
      await expect(page.getByRole('dialog', { name: `Abonar a ${evento.name}` })).toBeVisible();
      await expectAccessible(page, { exclude: '[data-staff-colours]' });

      await openAs(page, staff.token, `/admin/calendar?fecha=${fecha}`);
      await pick(page, 'Sucursal', place.sucursal);
      const entry = page.getByRole('link', { name: new RegExp(`^Matutino · Renata Accesible${width}`) });
      await expect(entry).toBeVisible();
      await expectAccessible(page, { exclude: '[data-staff-colours]' });
      await entry.click();
      const detail = page.getByRole('dialog', { name: 'Detalle del evento' });
      await expect(detail).toContainText(name);
      await expect(detail.getByRole('link', { name: 'Ver contrato' })).toBeVisible();
      await expectAccessible(page, { exclude: '[data-staff-colours]' });
    });

    test("the wizard's missing-field marks after 'Crear evento' with nothing filled", async ({
      page,
      request,
    }) => {
      const staff = await loginSuperAdmin(request);
      const customer = await createActiveUser(request, { name: 'Iván', lastname: `Accesible${width}` });
      await openAs(page, staff.token, `/admin/event/${customer.id}`);
      // 'Crear evento' is on the last step
      for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('button', { name: 'Crear evento', exact: true }).click();
      const missing = page.getByRole('alert').filter({ hasText: 'Faltan datos para crear el evento' });
      await expect(missing.getByRole('button', { name: 'Paso 1 · Paquete' })).toBeVisible();
      await expect(page.getByLabel('Cantidad del abono')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, { exclude: '[data-staff-colours]' });
      await missing.getByRole('button', { name: 'Paso 1 · Paquete' }).click();
      await expect(page.getByRole('textbox', { name: 'Número de personas' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectAccessible(page, { exclude: '[data-staff-colours]' });
    });

    test("/admin/users (cards on a phone) and /admin/orders with a request's comments", async ({
      page,
      request,
    }) => {
      const staff = await loginSuperAdmin(request);
      const lastname = `Accesible${width}${Date.now().toString(36).slice(-4)}`;
      const customer = await createActiveUser(request, { name: 'Olga', lastname });
      await openAs(page, staff.token, '/admin/users');
      await page.getByRole('textbox', { name: 'Buscar' }).fill(lastname);
      if (width < 768) await expect(page.getByRole('article', { name: `Olga ${lastname}` })).toBeVisible();
      else await expect(page.getByRole('row').filter({ hasText: customer.email })).toBeVisible();
      await expectAccessible(page, { exclude: '[data-staff-colours]' });

      const { place, pkg } = await createPlaceWithPackage(request, staff.token);
      const comentarios = 'Piñata de unicornio y pastel sin nueces';
      await requestWithComments(request, customer.token, { place, pkg }, comentarios);
      await openAs(page, staff.token, '/admin/orders');
      await pick(page, 'Sucursal', place.sucursal);
      const shown =
        width < 768
          ? page.getByRole('article', { name: `Olga ${lastname}` })
          : page.getByTestId('request-row').filter({ hasText: lastname });
      await expect(shown).toContainText(comentarios);
      await expectAccessible(page, { exclude: '[data-staff-colours]' });
    });
  });
}
