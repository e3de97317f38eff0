// Issue #24 "works without JavaScript": a visitor whose JavaScript failed, is slow or is off still uses the public
// pages the server rendered. Decision 015. What is covered so far: the phone's menu (a native popover) and the
// links (real links). Not yet: the availability check's and the contact form's server answers, and 'Agregar al
// carrito' sending a signed-out visitor to log in (decision 015, "Left").
import { expect, test } from '@playwright/test';
import { createFullBranch } from '../support/data.ts';

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 }, hasTouch: true });

test("the phone's menu opens and its links take the visitor to the section, without JavaScript", async ({
  page,
  request,
}) => {
  const { branch } = await createFullBranch(request, 'Sin JavaScript menú');
  await page.goto(`/${branch.lugarname}`);
  await page.getByRole('button', { name: 'Abrir menú' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Cerrar menú' }).tap();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Abrir menú' }).tap();
  await menu.getByRole('link', { name: 'Contacto' }).tap(); // the footer, on this page
  await expect(page).toHaveURL(new RegExp(`/${branch.lugarname}#contacto$`));
  await expect(page.locator('#contacto')).toBeInViewport();
});

test('a package is reached by its real link, and its page is complete, without JavaScript', async ({
  page,
  request,
}) => {
  const { branch, packages } = await createFullBranch(request, 'Sin JavaScript enlaces');
  await page.goto(`/${branch.lugarname}`);
  await page.getByRole('link', { name: `Ver detalles de ${packages[0].name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${branch.lugarname}/${packages[0].uid}$`));
  await expect(page.getByRole('heading', { level: 1, name: packages[0].name })).toBeVisible();
});
