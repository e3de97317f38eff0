// Issue #24 "works without JavaScript": a visitor whose JavaScript failed, is slow or is off still uses the public
// pages the server rendered. Decision 015. What is covered so far: the phone's menu (a native popover), the
// links (real links), the branch page's availability check (a real form post answered by the server), and
// 'Agregar al carrito' (an island: a link to log in until it runs). Not yet: the contact form's server answer
// (decision 015, "Left").
import { expect, test } from '@playwright/test';
import { MSG } from '@salones/shared/messages';
import { createFullBranch } from '../support/data.ts';
import { futureDate } from './public-support.ts';

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

test("'Agregar al carrito' is a link to log in, coming back to the page, without JavaScript", async ({
  page,
  request,
}) => {
  const { branch, packages } = await createFullBranch(request, 'Sin JavaScript carrito');
  await page.goto(`/${branch.lugarname}`);
  const onCard = page.getByRole('link', { name: 'Agregar al carrito' }).first();
  await expect(onCard).toHaveAttribute('href', `/iniciar-sesion?volver=%2F${branch.lugarname}`);
  await page.goto(`/${branch.lugarname}/${packages[0].uid}`);
  await expect(page.getByRole('link', { name: 'Agregar al carrito' })).toHaveAttribute(
    'href',
    `/iniciar-sesion?volver=${encodeURIComponent(`/${branch.lugarname}/${packages[0].uid}`)}`,
  );
});

test("the branch page's availability check is answered by the server, without JavaScript", async ({
  page,
  request,
}) => {
  const { branch } = await createFullBranch(request, 'Sin JavaScript disponibilidad');
  await page.goto(`/${branch.lugarname}`);
  const form = page.getByRole('form', { name: 'Consultar disponibilidad' });
  const fecha = form.getByRole('textbox', { name: 'Fecha' }); // the app's own is hidden
  const turno = form.getByRole('combobox', { name: 'Turno' });
  // the browser's own fields stand in for the app's (hidden without JavaScript)
  await expect(fecha).toHaveAttribute('type', 'date');
  await expect(turno).toBeVisible();

  // no date: the same Spanish message as the app's, status 400
  await turno.selectOption('Matutino');
  const missing = page.waitForResponse((r) => r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Consultar disponibilidad' }).click();
  expect((await missing).status()).toBe(400);
  const answer = page.getByTestId('availability-answer');
  await expect(answer).toContainText('No pudimos consultar');
  await expect(answer).toContainText(MSG.availabilityIncomplete.trim());
  await expect(turno).toHaveValue('Matutino'); // what was chosen stays chosen

  const { iso } = futureDate(40);
  await fecha.fill(iso);
  const free = page.waitForResponse((r) => r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Consultar disponibilidad' }).click();
  expect((await free).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/${branch.lugarname}#disponibilidad$`));
  await expect(answer).toContainText('Fecha disponible');
  await expect(answer).toContainText(MSG.dateAvailable);
  await expect(fecha).toHaveValue(iso);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/availability-no-js-${width}.png` });
  }
});
