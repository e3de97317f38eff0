// Decisions 008 and 009: a server-rendered page starts its app late (at the visitor's first move), so for a
// moment its buttons have no handlers yet. A press in that moment is held and replayed once the page is
// hydrated — here the app's download is held back until after the press, so the press surely comes first.
// Playwright's own `test`: the suite's fixture would wait for the app before the press (waitForApp).
import { expect, test } from '@playwright/test';
import { createFullBranch } from '../support/data.ts';

test('a press on a button before the page is hydrated is replayed once it is', async ({ page }) => {
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  let appRequested = false;
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    appRequested = true;
    await appHeld;
    await route.continue();
  });

  // the cart page's 'Iniciar sesión' needs the app (its modal); the navbar's opens the log-in dialog's island,
  // and 'Agregar al carrito' and 'Consultar disponibilidad' are islands, answered without it (decision 015)
  await page.goto('/carrito');
  await page.waitForLoadState('load'); // the app's files wait for the visitor's first sign: the press
  const logIn = page.getByTestId('cart-login').getByRole('button', { name: 'Iniciar sesión' });
  await logIn.click();
  await expect.poll(() => appRequested).toBe(true); // the press starts the app, held back
  await page.waitForTimeout(300);
  const modal = page.getByRole('dialog', { name: 'Inicia sesión' });
  await expect(modal).toHaveCount(0); // nothing can answer it yet
  await expect(page).toHaveURL(/\/carrito$/); // held: the link is not followed

  releaseApp();
  // answered once hydrated (the app, then the modal's own chunk: on a busy machine, seconds), exactly once
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(modal).toHaveCount(1);
  await expect(page).toHaveURL(/\/carrito$/);
});

test('text typed into a field before the page is hydrated is kept once it is', async ({ page, request }) => {
  const { branch } = await createFullBranch(request, 'Escritura temprana');
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });

  await page.goto(`/${branch.lugarname}`);
  // the footer's contact form is an island: typing in it starts no app (decision 015); a move elsewhere does,
  // and the island hands the app its fields with what was typed
  const email = page.getByRole('textbox', { name: 'Tu e-mail' });
  await email.click();
  await email.pressSequentially('ana@example.com');
  await page.mouse.move(5, 5); // starts the app, whose download is held
  releaseApp();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
      ),
    )
    .toBe(true);
  await page.waitForTimeout(500); // the app's renders after hydration would have emptied it
  await expect(email).toHaveValue('ana@example.com');
});
