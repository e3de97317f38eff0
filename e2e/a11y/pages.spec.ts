// Accessibility: axe (WCAG 2 A and AA) finds no serious or critical violation on the main screens,
// at phone and desktop widths. Surfaces painted with a package's own colours ([data-staff-colours]) are left
// out: staff choose those pairs from the palette of spec §9, and some pairs (white on naranja) are below AA.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginSuperAdmin } from '../support/api.ts';
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
