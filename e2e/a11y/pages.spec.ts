// Accessibility: axe (WCAG 2 A and AA) finds no serious or critical violation on the main screens,
// at phone and desktop widths. Surfaces painted with a package's own colours ([data-staff-colours]) are left
// out: staff choose those pairs from the palette of docs/product.md §9, and some pairs (white on naranja) are below AA.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, formatDateMx, todayInMexicoCity } from '@salones/shared/dates';
import { fillAvailability } from '../public/public-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createFullBranch } from '../support/data.ts';
import { openAs } from '../support/fixtures.ts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('[data-staff-colours]')
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .map((n) => `${n.html.slice(0, 120)} ${n.any[0]?.message ?? ''}`)
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect(serious, `${page.url()}\n${serious.join('\n')}`).toEqual([]);
}

const PUBLIC_PAGES = [
  '/',
  '/descripcion',
  'branch with packages',
  'branch without packages',
  '/carrito',
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
];

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

    for (const path of PUBLIC_PAGES) {
      test(`public page ${path}`, async ({ page, request }) => {
        await page.goto(await pathOf(request, path));
        await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page);
      });
    }

    test('admin pages', async ({ page, request }) => {
      const { token } = await loginSuperAdmin(request);
      for (const path of ADMIN_PAGES) {
        await openAs(page, token, path);
        await expect(page.getByText('Hola,')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page);
      }
    });
  });
}

// Issue #28's new controls, in the state a family meets them: the header's cart link with its number, the
// toast's 'Ver carrito', the availability answer with its next step, the cart's request form and its
// 44 px turnos, /pedidos. (/carrito signed out, with its 'Iniciar sesión', is the public page above.)
for (const width of [375, 1280]) {
  test(`issue #28 controls at ${width} px`, async ({ page, request }) => {
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
      typed: formatDateMx(addDays(todayInMexicoCity(), 45)),
      turno: 'Matutino',
    });
    await form.getByRole('button', { name: 'Consultar disponibilidad' }).click();
    await expect(page.getByTestId('availability-answer')).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/carrito');
    await page.getByRole('button', { name: `Solicitar fecha para ${packages[0].name}` }).click();
    await expect(page.getByRole('grid', { name: /^Elige fecha y turno/ })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expectNoSeriousViolations(page);

    await page.goto('/pedidos');
    await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });
}
