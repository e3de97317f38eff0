// Decision 015: a signed-in visitor's page, or one with a cart, no longer starts the app after the
// load to draw the header. The cart link's number and the account corner are islands: with the app's chunk
// held back (it never runs), the account menu opens with the right items, the cart's number shows and follows
// 'Agregar al carrito', and 'Cerrar sesión' (a real form post) logs out, keeping the cart. Then, once the app
// starts after all, it takes the header over without a hydration mismatch.
// Playwright's own `test`: the suite's fixture would start the app on every goto (waitForApp).
import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@salones/shared/messages';
import { createActiveUser, createAdmin } from '../support/api.ts';
import { createFullBranch } from '../support/data.ts';
import { toast } from '../support/fixtures.ts';

const APP_CHUNK = /\/assets\/boot-[^/]+\.js$/;

/** Holds back the app's own file until `release` (a request that never ends: the app cannot run). */
async function holdBackTheApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

const appHydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
  );

/** React's hydration complaints (dev text, or the production build's error numbers 418/423/425). */
function watchHydrationErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|#418|#423|#425/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (/hydrat|#418|#423|#425/i.test(e.message)) errors.push(e.message);
  });
  return errors;
}

const ACCOUNTS = {
  customer: { label: 'Tu cuenta', link: ['Mis pedidos', '/pedidos'], notLink: 'Ir a Admin' },
  staff: { label: 'Administrador', link: ['Ir a Admin', '/admin'], notLink: 'Mis pedidos' },
} as const;

for (const who of ['customer', 'staff'] as const)
  for (const width of [375, 1280])
    test.describe(`a ${who} at ${width} px`, () => {
      test.use({ viewport: { width, height: width < 700 ? 800 : 900 }, hasTouch: width < 700 });
      const account = ACCOUNTS[who];

      test('the header shows the account and the cart without the app, and logs out by a form post', async ({
        page,
        request,
      }) => {
        const b = await createFullBranch(request, `Cabecera ${who} ${width}`);
        const user = await (who === 'staff' ? createAdmin(request) : createActiveUser(request));
        await page.addInitScript(
          ({ token, cart }) => {
            // once: the log-out below must not be undone by the next page's script
            if (sessionStorage.getItem('puesto')) return;
            sessionStorage.setItem('puesto', '1');
            localStorage.setItem('token', token);
            localStorage.setItem('carrito', cart);
          },
          { token: user.token, cart: b.packages[0].uid },
        );
        await holdBackTheApp(page);
        await page.goto(`/${b.branch.lugarname}`);

        // the cart's number, from localStorage, by its island
        const cartLink = page.getByRole('banner').getByTestId('cart-link');
        await expect(cartLink).toHaveAccessibleName('Carrito 1 paquete');
        await expect(cartLink).toHaveText('1');

        // the account's trigger ('Tu cuenta' / 'Administrador'; on a phone the icon button named so)
        const trigger = page.getByRole('banner').getByRole('button', { name: account.label });
        await expect(trigger).toBeVisible();
        await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toHaveCount(0);
        await (width < 700 ? trigger.tap() : trigger.click());
        const menu = page.getByRole('dialog', { name: account.label });
        await expect(menu).toBeVisible();
        await expect(menu).toContainText(`${user.name} ${user.lastname}`);
        await expect(menu.getByRole('link', { name: account.link[0] })).toHaveAttribute(
          'href',
          account.link[1],
        );
        await expect(menu.getByRole('link', { name: account.notLink })).toHaveCount(0);
        await expect(menu.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
        // the keyboard's focus is in it; Escape closes it and gives the focus back to the trigger
        await expect(menu.getByRole('link', { name: account.link[0] })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(trigger).toBeFocused();

        // 'Agregar al carrito' answers (its island) and the cart's number follows
        // (the server's link until touched: the touch wakes its island, which answers the press)
        const add = page.getByRole('link', { name: 'Agregar al carrito' }).nth(1);
        await (width < 700 ? add.tap() : add.click());
        await expect(toast(page, MSG.cartAdded)).toHaveCount(1);
        await expect(cartLink).toHaveAccessibleName('Carrito 2 paquetes');
        expect(await appHydrated(page)).toBe(false); // the app never ran

        // 'Cerrar sesión': the form's post, the session gone, the cart kept
        await (width < 700 ? trigger.tap() : trigger.click());
        const posted = page.waitForResponse((r) => r.request().method() === 'POST');
        await menu.getByRole('button', { name: 'Cerrar sesión' }).click();
        expect((await posted).status()).toBe(303);
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
        expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe(
          `${b.packages[0].uid},${b.packages[1].uid}`,
        );
        await expect(cartLink).toHaveAccessibleName('Carrito 2 paquetes');
        expect((await page.context().cookies()).map((c) => c.name)).not.toContain('token');
        expect(await appHydrated(page)).toBe(false);
      });
    });

test('the app, once started, takes the header over from its islands without a mismatch', async ({
  page,
  request,
}) => {
  const b = await createFullBranch(request, 'Cabecera relevo');
  const user = await createActiveUser(request);
  const errors = watchHydrationErrors(page);
  await page.addInitScript(
    ({ token, cart }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('carrito', cart);
    },
    { token: user.token, cart: b.packages[0].uid },
  );
  const app = await holdBackTheApp(page);
  await page.goto(`/${b.branch.lugarname}/${b.packages[0].uid}`);
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Tu cuenta' });
  await expect(trigger).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('cart-link')).toHaveAccessibleName('Carrito 1 paquete');
  await page.waitForTimeout(1000);
  expect(await appHydrated(page)).toBe(false); // a session and a cart alone start no app now

  // the visitor's move starts it (decision 009): it hydrates the server's HTML, then shows the session
  app.release();
  await page.getByRole('heading', { level: 1 }).hover();
  await expect.poll(() => appHydrated(page)).toBe(true);
  await expect(trigger).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('cart-link')).toHaveAccessibleName('Carrito 1 paquete');
  await trigger.click();
  await expect(
    page.getByRole('dialog', { name: 'Tu cuenta' }).getByRole('link', { name: 'Mis pedidos' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("signed out, the account corner's 'Iniciar sesión' opens the log-in dialog's island, not the app", async ({
  page,
  request,
}) => {
  const b = await createFullBranch(request, 'Cabecera anónima');
  await page.goto(`/${b.branch.lugarname}`);
  await page.waitForTimeout(500);
  expect(await appHydrated(page)).toBe(false);
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('dialog', { name: 'Inicia sesión' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${b.branch.lugarname}$`));
  await page.waitForTimeout(300);
  expect(await appHydrated(page)).toBe(false); // docs/decisions/018-login-island.md
});
