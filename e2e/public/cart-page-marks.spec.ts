// The cart page before any of the app's code runs: the page's inline script (allowed by the site's policy by its
// hash) marks <html> with the session and the cart before the first paint, so the empty state and, signed
// out, the way to log in are drawn where they stay — nothing moves when the entry or the app runs.
// Playwright's own `test`: the suite's fixture would start the app on every goto (waitForApp).
import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@salones/shared/messages';
import { createActiveUser } from '../support/api.ts';

/** Every script but the page's own inline one refused: what the first paint shows. */
const onlyTheInlineScript = (page: Page) => page.route(/\/assets\/.*\.js$/, (route) => route.abort());

function watchPolicy(page: Page) {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to execute/i.test(m.text())) refused.push(m.text());
  });
  return refused;
}

for (const width of [375, 1280])
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('signed out: the empty cart and the way to log in, drawn before any module runs', async ({
      page,
    }) => {
      const refused = watchPolicy(page);
      await onlyTheInlineScript(page);
      await page.goto('/carrito');
      await expect(page.locator('html')).toHaveAttribute('data-session', 'none');
      await expect(page.locator('html')).toHaveAttribute('data-cart', 'empty');
      await expect(page.getByRole('heading', { name: MSG.cartEmpty })).toBeVisible();
      await expect(page.getByTestId('cart-login')).toBeVisible();
      const footer = await page.locator('footer').boundingBox();
      // the entry and the app, once they run, change nothing of it
      await page.unrouteAll();
      await page.goto('/carrito');
      await page.waitForLoadState('load');
      await expect(page.getByTestId('cart-login')).toBeVisible();
      expect((await page.locator('footer').boundingBox())?.y).toBe(footer?.y);
      expect(refused).toEqual([]);
    });

    test('signed in with an empty cart: the empty state, no way to log in', async ({ page, request }) => {
      const user = await createActiveUser(request);
      const refused = watchPolicy(page);
      await page.addInitScript((token) => localStorage.setItem('token', token), user.token);
      await onlyTheInlineScript(page);
      await page.goto('/carrito');
      await expect(page.locator('html')).toHaveAttribute('data-session', 'user');
      await expect(page.getByRole('heading', { name: MSG.cartEmpty })).toBeVisible();
      await expect(page.getByTestId('cart-login')).toBeHidden();
      expect(refused).toEqual([]);
    });
  });
