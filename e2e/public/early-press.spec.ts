// Decisions 008 and 009: a server-rendered page starts its app late (at the visitor's first move), so for a
// moment its buttons have no handlers yet. A press in that moment is held and replayed once the page is
// hydrated — here the app's download is held back until after the press, so the press surely comes first.
import { expect, test } from '@playwright/test';
import { MSG } from '@salones/shared/messages';
import { createFullBranch } from '../support/data.ts';
// Playwright's own `test`: the suite's fixture would wait for the app before the press (waitForApp)
import { toast } from '../support/fixtures.ts';

test('a press on a button before the page is hydrated is replayed once it is', async ({ page, request }) => {
  const { branch } = await createFullBranch(request, 'Toque temprano');
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

  // 'Consultar disponibilidad' needs the app ('Agregar al carrito' is an island: decision 015, islands.spec.ts)
  const incomplete = MSG.availabilityIncomplete.trim();
  await page.goto(`/${branch.lugarname}`);
  await expect.poll(() => appRequested).toBe(true); // the page has loaded and fetches its app ahead
  await page.getByRole('button', { name: 'Consultar disponibilidad' }).click();
  await page.waitForTimeout(300);
  await expect(toast(page, incomplete)).toHaveCount(0); // nothing can answer it yet

  releaseApp();
  await expect(toast(page, incomplete)).toBeVisible(); // answered once hydrated, exactly once
  await expect(toast(page, incomplete)).toHaveCount(1);
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
  const fecha = page.getByRole('textbox', { name: 'Fecha' });
  await fecha.click(); // starts the app, whose download is held
  await fecha.pressSequentially('25/12/2030');
  releaseApp();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
      ),
    )
    .toBe(true);
  await page.waitForTimeout(500); // the app's renders after hydration would have emptied it
  await page.getByRole('heading', { name: 'Disponibilidad', exact: true }).click(); // away: the field parses its text
  await expect(fecha).toHaveValue('25/12/2030');
});
