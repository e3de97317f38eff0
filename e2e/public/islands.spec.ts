// Decision 015: 'Agregar al carrito' is an island: hydrated alone after the load (Preact, its own chunk), it
// answers without the app. Issue #24's "lost tap": signed in, a tap as soon as the button shows was neither
// answered nor replayed. Here the island's chunk (and the app) are held back, the press comes first, and it
// must be answered once the island runs — with the app still held back, so by the island alone.
// Playwright's own `test`: the suite's fixture would wait for the app before the press (waitForApp).
import { expect, type Page, type Route, test } from '@playwright/test';
import { MSG } from '@salones/shared/messages';
import { createActiveUser } from '../support/api.ts';
import { createFullBranch } from '../support/data.ts';
import { toast } from '../support/fixtures.ts';

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

const ISLAND_CHUNK = /\/assets\/islands\/[^/]+\.js$/;
const APP_CHUNK = /\/assets\/boot-[^/]+\.js$/;

const appHydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
  );

for (const who of ['signed out', 'signed in'] as const)
  for (const width of [375, 1280])
    test.describe(`${who}, ${width} px`, () => {
      test.use({ viewport: { width, height: width < 700 ? 800 : 900 }, hasTouch: width < 700 });
      let token: string | null = null;
      test.beforeAll(async ({ playwright }) => {
        if (who === 'signed out') return;
        const request = await playwright.request.newContext();
        token = (await createActiveUser(request)).token;
        await request.dispose();
      });

      test("'Agregar al carrito' pressed before its island runs is answered by the island", async ({
        page,
        request,
      }) => {
        const b = await createFullBranch(request, `Isla ${width}`);
        if (token) await page.addInitScript((t) => localStorage.setItem('token', t), token);
        const app = await holdBack(page, APP_CHUNK);
        const island = await holdBack(page, ISLAND_CHUNK);
        await page.goto(`/${b.branch.lugarname}`);
        await island.requested(); // loaded; the island's chunk is on its way but held back
        // the server's HTML: a link to log in (what a visitor without JavaScript follows)
        const early = page.getByRole('link', { name: 'Agregar al carrito' }).first();
        await expect(early).toHaveAttribute('href', `/iniciar-sesion?volver=%2F${b.branch.lugarname}`);
        await (width < 700 ? early.tap() : early.click());
        await page.waitForTimeout(300);
        await expect(page).toHaveURL(new RegExp(`/${b.branch.lugarname}$`)); // held, not followed
        await expect(page.getByRole('alert')).toHaveCount(0);

        island.release();
        if (who === 'signed out') await expect(toast(page, MSG.cartNeedsLogin)).toHaveCount(1);
        else {
          await expect(toast(page, MSG.cartAdded)).toHaveCount(1);
          expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe(b.packages[0].uid);
        }
        expect(await appHydrated(page)).toBe(false); // the island answered, not the app
        app.release();
      });
    });

test('the island adds to the cart without the app; the app, once started, takes over the same button', async ({
  page,
  request,
}) => {
  const b = await createFullBranch(request, 'Isla uso');
  const { token } = await createActiveUser(request);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  const app = await holdBack(page, APP_CHUNK);
  await page.goto(`/${b.branch.lugarname}/${b.packages[0].uid}`);
  const add = page.getByRole('button', { name: 'Agregar al carrito' });
  await add.click();
  await expect(toast(page, MSG.cartAddedAlt)).toHaveCount(1);
  await expect(toast(page, MSG.cartAddedAlt).getByRole('link', { name: 'Ver carrito' })).toHaveAttribute(
    'href',
    '/carrito',
  );
  await add.click();
  await expect(toast(page, MSG.cartDuplicate)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe(b.packages[0].uid);
  expect(await appHydrated(page)).toBe(false);

  // the app starts (at the visitor's move: a session alone no longer starts it) and the island hands its
  // button over
  app.release();
  await page.getByRole('heading', { level: 1 }).hover();
  await expect.poll(() => appHydrated(page)).toBe(true);
  await page.evaluate(() => {
    localStorage.removeItem('carrito');
    document.getElementById('island-toasts')?.remove();
  });
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(toast(page, MSG.cartAddedAlt)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe(b.packages[0].uid);
});
