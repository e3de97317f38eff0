// Decision 009: a server-rendered page arrives complete and runs no app until the visitor does something (a
// touch, a key, a wheel, a mouse move), a browser-only part comes into view, or the page has a part the app draws
// from this browser's cart (the cart page's packages). A session or a cart alone no longer starts it: the header
// shows them by its islands (decision 015). Playwright's own `test`: the suite's fixture moves the mouse on every goto.
import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@salones/shared/messages';
import { loginSuperAdmin } from '../support/api.ts';
import { createFullBranch } from '../support/data.ts';
import { toast } from '../support/fixtures.ts';

// a phone's window, where the calendar and the browser-only parts (the map) start below the fold
test.use({ viewport: { width: 412, height: 823 } });

const appStarted = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );

/** Whether the app's own file (app/boot.tsx's chunk) has been asked for, prefetched or imported. */
function watchBootFile(page: Page) {
  const seen = { boot: false };
  page.on('request', (r) => {
    if (/\/assets\/boot-[^/]+\.js$/.test(r.url())) seen.boot = true;
  });
  return seen;
}

test('a page left alone fetches no app; a scroll fetches it ahead without running it; a move starts it', async ({
  page,
  request,
}) => {
  const { branch, packages } = await createFullBranch(request, 'Inicio al moverse');
  const seen = watchBootFile(page);
  await page.goto(`/${branch.lugarname}/${packages[0].uid}`);
  await expect(page.getByRole('heading', { level: 1, name: packages[0].name })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(seen.boot).toBe(false); // every file arriving is work a phone pays for
  // nor did any island run: 'Agregar al carrito' is still the server's link to log in (a button once it runs)
  await expect(page.getByRole('link', { name: 'Agregar al carrito' })).toHaveCount(1);
  // a scroll is the visitor's sign, no intent: the app's files come into the cache, and nothing runs
  await page.evaluate(() => window.scrollBy(0, 40));
  await expect.poll(() => seen.boot).toBe(true);
  await page.waitForTimeout(1000);
  expect(await appStarted(page)).toBe(false);

  await page.mouse.move(20, 20);
  await expect.poll(() => appStarted(page)).toBe(true);
});

test('a key starts the app too: the keyboard reaches every control', async ({ page, request }) => {
  const { branch } = await createFullBranch(request, 'Inicio con teclado');
  await page.goto(`/${branch.lugarname}`);
  await page.waitForTimeout(500);
  expect(await appStarted(page)).toBe(false);
  await page.keyboard.press('Tab');
  await expect.poll(() => appStarted(page)).toBe(true);
});

test('a bare click, as a screen reader sends, starts the app and is answered', async ({ page }) => {
  await page.goto('/carrito');
  await page.waitForTimeout(500);
  expect(await appStarted(page)).toBe(false);
  // no pointer, touch or key event: only the click an assistive technology dispatches on the control (one
  // the app answers: the cart page's 'Iniciar sesión' opens its modal; the navbar's opens the log-in dialog's
  // island, and 'Agregar al carrito' and 'Consultar disponibilidad' are islands — decision 015)
  await page.evaluate(() =>
    document.querySelector<HTMLElement>('[data-testid="cart-login"] [role="button"]')?.click(),
  );
  // the app, then the modal's own chunk: on a busy machine, seconds
  await expect(page.getByRole('dialog', { name: 'Inicia sesión' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/carrito$/);
});

test('scrolled to its end, a branch page starts no app: the calendar is an island, the map made by the entry', async ({
  page,
  request,
}) => {
  const { branch } = await createFullBranch(request, 'Inicio al verse');
  await page.goto(`/${branch.lugarname}`);
  await page.waitForTimeout(500);
  expect(await appStarted(page)).toBe(false);
  // a scroll made by the page, not by an input event: the availability calendar (an island, decision 015)
  // coming into view starts nothing, nor does the map
  await page.evaluate(() => document.getElementById('calendario')?.scrollIntoView());
  await expect(page.locator('#calendario').getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  await page.waitForTimeout(500);
  expect(await appStarted(page)).toBe(false);
  // the map: its iframe made by the entry as its room comes into view (lib/lazy-frame.ts), not before
  const map = page.getByTitle(`Mapa de ${branch.sucursal}`);
  await expect(map).toHaveCount(0);
  await page.locator('[data-lazy-frame]').evaluate((room) => room.scrollIntoView({ behavior: 'instant' }));
  await expect(map).toBeInViewport();
  await expect(map).toHaveAttribute('src', branch.mapaURL);
  await page.waitForTimeout(500);
  expect(await appStarted(page)).toBe(false);
});

test('a signed-in visitor with a cart: no app after the load; the header shows both by its islands', async ({
  page,
  request,
}) => {
  // decision 015: the account corner and the cart's number are islands, so neither starts the app any more
  const { token } = await loginSuperAdmin(request);
  const { packages } = await createFullBranch(request, 'Sesión sin app');
  await page.addInitScript(
    ({ t, cart }) => {
      localStorage.setItem('token', t);
      localStorage.setItem('carrito', cart);
    },
    { t: token, cart: packages[0].uid },
  );
  await page.goto('/descripcion');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Administrador' })).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('cart-link')).toHaveAccessibleName('Carrito 1 paquete');
  await page.waitForTimeout(1000);
  expect(await appStarted(page)).toBe(false);
  await page.mouse.move(20, 20);
  await expect.poll(() => appStarted(page)).toBe(true);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toHaveCount(0);
});

test('the cart page: empty and "log in" at once from the server when signed out, or filled by the app by itself (it reads the cart)', async ({
  page,
  request,
}) => {
  // docs/product.md#2-screens-and-routes /carrito: the empty state 'Tu carrito está vacio', and signed out the way to log in under it
  await page.goto('/carrito');
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacio' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inicia sesión para usar tu carrito' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await appStarted(page)).toBe(false);
  // the app takes the room over as it is: its 'Iniciar sesión' is the server's element, not one drawn anew (a
  // press held on it before the app is answered on it: decision 009)
  const logIn = '[data-testid="cart-login"] [role="button"]';
  await page.evaluate(
    (selector) => document.querySelector(selector)?.setAttribute('data-server-drawn', ''),
    logIn,
  );
  await page.mouse.move(20, 20);
  await expect.poll(() => appStarted(page)).toBe(true);
  await page.waitForTimeout(500); // the render after hydration, which reads the cart and the session
  await expect(page.locator(logIn)).toHaveAttribute('data-server-drawn', '');

  const { packages } = await createFullBranch(request, 'Carrito por sí solo');
  await page.evaluate((id) => localStorage.setItem('carrito', id), packages[0].uid);
  await page.reload();
  await expect(page.getByText(packages[0].name, { exact: true }).first()).toBeVisible();
  expect(await appStarted(page)).toBe(true);
  await expect(page.getByText('Tu carrito está vacio')).toBeHidden();
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test("a tap on the phone's menu button opens the menu and starts no app: the browser answers it (decision 015)", async ({
    page,
    request,
  }) => {
    const { branch } = await createFullBranch(request, 'Inicio menú');
    await page.goto(`/${branch.lugarname}`);
    await page.waitForTimeout(500);
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await page.getByRole('button', { name: 'Abrir menú' }).tap();
    await expect(menu).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await appStarted(page)).toBe(false);
    await menu.getByRole('button', { name: 'Cerrar menú' }).tap();
    await expect(menu).toBeHidden();
    expect(await appStarted(page)).toBe(false);
    await page.getByRole('heading', { level: 1 }).tap();
    await expect.poll(() => appStarted(page)).toBe(true); // a tap elsewhere is the app's
  });

  test("a tap on 'Agregar al carrito' is answered by its island and starts no app (decision 015)", async ({
    page,
    request,
  }) => {
    const { branch } = await createFullBranch(request, 'Inicio isla');
    await page.goto(`/${branch.lugarname}`);
    // the server's link to log in until touched: the touch wakes its island, which answers the tap
    await page.getByRole('link', { name: 'Agregar al carrito' }).first().tap();
    await expect(toast(page, MSG.cartNeedsLogin)).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await appStarted(page)).toBe(false);
  });
});
