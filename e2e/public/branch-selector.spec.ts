// Decision 015: the home's branch selector needs no JavaScript. Every branch's summary is in the
// server's HTML; the choice is a group of native radios and CSS shows the checked one's summary. So a tap (or an
// arrow key) is answered by the browser before the app runs, starts no app, and the app, once it runs, keeps
// the choice. Here the app's chunk is held back, so nothing but the browser can answer.
// Playwright's own `test`: the suite's fixture would wait for the app before the press (waitForApp).
import { expect, type Page, test } from '@playwright/test';
import { createBranch } from '../support/data.ts';

const APP_CHUNK = /\/assets\/boot-[^/]+\.js$/;

/** Holds back the app's chunk until `release`. */
async function holdApp(page: Page) {
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

const choices = (page: Page) => page.getByRole('group', { name: 'Sucursal' });
const choice = (page: Page, name: string) => choices(page).getByRole('radio', { name, exact: true });
const shownSummary = (page: Page) =>
  page.locator('#sucursales').getByTestId('branch-summary').filter({ visible: true });

/** The one summary shown is `branch`'s, with its details and its profile link. */
async function expectShown(page: Page, branch: { sucursal: string; lugarname: string; direccion: string }) {
  await expect(shownSummary(page)).toHaveCount(1);
  await expect(shownSummary(page).getByRole('heading', { level: 3 })).toHaveText(branch.sucursal);
  await expect(shownSummary(page)).toContainText(branch.direccion);
  await expect(shownSummary(page).getByRole('link', { name: 'Ver perfil' })).toHaveAttribute(
    'href',
    `/${branch.lugarname}`,
  );
}

for (const width of [375, 1280])
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 700 ? 800 : 900 }, hasTouch: width < 700 });

    test('a tap and the arrow keys choose a branch before the app runs, and start no app; the app keeps the choice', async ({
      page,
      request,
    }) => {
      const branch = await createBranch(request, {
        name: `Elegida ${width}`,
        direccion: 'Calle del Árbol 7, Tlalpan',
        horario: 'Sábados de 9:00 a 15:00',
      });
      const app = await holdApp(page);
      await page.goto('/');
      await page.waitForLoadState('load'); // the app is fetched at the first sign (the tap), held back

      // the first branch is chosen and shown; the others' summaries are in the page, hidden
      const all = choices(page).getByRole('radio');
      await expect(all.first()).toBeChecked();
      expect(await page.locator('#sucursales').getByTestId('branch-summary').count()).toBe(await all.count());
      await expect(shownSummary(page)).toHaveCount(1);

      // a tap (a click on a desktop) on this test's branch: answered by the browser
      const mine = choice(page, branch.sucursal);
      await expect(mine).not.toBeChecked();
      await (width < 700 ? mine.tap() : mine.click());
      await expect(mine).toBeChecked();
      await expectShown(page, branch);

      // the keyboard: the arrows move the choice (and the summary with it), as a native radio group does
      await all.first().focus();
      await page.keyboard.press('Space');
      await expect(all.first()).toBeChecked();
      await page.keyboard.press('ArrowRight');
      await expect(all.nth(1)).toBeChecked();
      await expect(all.nth(1)).toBeFocused();
      await expect(shownSummary(page).getByRole('heading', { level: 3 })).toHaveText(
        (await all.nth(1).evaluate((r) => (r as HTMLInputElement).labels?.[0]?.textContent)) ?? '',
      );
      await page.keyboard.press('ArrowLeft');
      await expect(all.first()).toBeChecked();
      await mine.focus();
      await page.keyboard.press('Space');
      await expect(mine).toBeChecked();
      await expectShown(page, branch);

      // none of that started the app: let its chunk through, and it still does not run
      app.release();
      await page.waitForTimeout(1500);
      expect(await appHydrated(page)).toBe(false);

      // the visitor's next move starts it; it hydrates the same markup and keeps the choice
      await page.mouse.move(5, 5);
      await expect.poll(() => appHydrated(page)).toBe(true);
      await expect(mine).toBeChecked();
      await expectShown(page, branch);
      await all.first().check();
      await expect(shownSummary(page).getByRole('heading', { level: 3 })).not.toHaveText(branch.sucursal);
    });
  });
