// Accessibility: axe (WCAG 2 A and AA) finds no serious or critical violation on the main screens,
// at phone and desktop widths. Surfaces painted with a package's own colours ([data-staff-colours]) are left
// out: staff choose those pairs from the palette of spec §9, and some pairs (white on naranja) are below AA.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { loginSuperAdmin } from '../support/api.ts';
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
  '/coyoacan',
  '/polanco',
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
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of PUBLIC_PAGES) {
      test(`public page ${path}`, async ({ page }) => {
        await page.goto(path);
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
