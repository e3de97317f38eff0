import { DEFAULT_BRANCH_PHONE } from '@salones/shared/constants';
import { MSG } from '@salones/shared/messages';
import { createActiveUser } from '../support/api.ts';
import { addGalleryImage, createBranch, createFullBranch, createPackage } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { bookSlot, fillAvailability, futureDate, toast } from './public-support.ts';

test('an unknown branch or package shows the not-found page', async ({ page, request }) => {
  const branch = await createBranch(request, { name: 'Sin Paquete' });
  for (const path of [
    '/sucursal-que-no-existe',
    `/${branch.lugarname}/00000000-0000-4000-8000-000000000000`,
    `/${branch.lugarname}/no-es-id`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: MSG.notFound })).toBeVisible();
  }
});

test('a package opened under another branch address shows the not-found page', async ({ page, request }) => {
  const owner = await createBranch(request, { name: 'Duena' });
  const other = await createBranch(request, { name: 'Otra' });
  const paquete = await createPackage(request, owner.uid);
  await page.goto(`/${owner.lugarname}/${paquete.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: paquete.name })).toBeVisible();
  await page.goto(`/${other.lugarname}/${paquete.uid}`);
  await expect(page.getByRole('heading', { name: MSG.notFound })).toBeVisible();
});

test('a branch without packages, phone, map or WhatsApp asks to call the default phone', async ({
  page,
  request,
}) => {
  const branch = await createBranch(request, { name: 'Sola', direccion: 'Av. Presidente Masaryk 300' });
  await page.goto(`/${branch.lugarname}`);
  await expect(page.getByRole('heading', { level: 1, name: branch.sucursal })).toBeVisible();
  const empty = page.getByTestId('packages-empty');
  await expect(empty).toContainText('Llámanos al');
  await expect(empty.getByRole('link', { name: DEFAULT_BRANCH_PHONE })).toHaveAttribute(
    'href',
    `tel:${DEFAULT_BRANCH_PHONE}`,
  );
  await expect(page.getByTestId('package-card')).toHaveCount(0);
  await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
  await expect(page.locator('#ubicacion iframe')).toHaveCount(0);
});

test('a branch with a map and WhatsApp shows both, and its contact block links to Google Maps', async ({
  page,
  request,
}) => {
  const { branch: place } = await createFullBranch(request, 'Mapa');
  await addGalleryImage(request, place.uid);
  await page.goto(`/${place.lugarname}`);
  const whatsApp = page.getByRole('link', { name: `Escribir por WhatsApp a ${place.sucursal}` });
  await expect(whatsApp).toBeVisible();
  const href = new URL((await whatsApp.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://wa.me/525512345678');
  expect(href.searchParams.get('text')).toBe(
    `Hola, me gustaría información sobre los paquetes de ${place.sucursal}`,
  );
  // the map is made as its room comes into view (lib/lazy-frame.ts)
  await page.locator('#ubicacion').evaluate((section) => section.scrollIntoView({ behavior: 'instant' }));
  await expect(page.locator('#ubicacion iframe')).toHaveAttribute('src', place.mapaURL);
  await expect(page.locator('#ubicacion iframe')).toHaveAttribute('title', `Mapa de ${place.sucursal}`);
  const contact = page.getByTestId('branch-contact');
  await expect(contact.getByRole('link', { name: '5512345678' })).toHaveAttribute('href', 'tel:5512345678');
  await expect(contact.getByRole('link', { name: place.direccion })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place.direccion)}`,
  );
  await expect(page.getByTestId('package-card')).toHaveCount(2);
});

test('a branch with WhatsApp but no map shows no map', async ({ page, request }) => {
  const branch = await createBranch(request, {
    name: 'Satelite',
    phone: '5587654321',
    whatsApp: '5587654321',
  });
  await createPackage(request, branch.uid);
  await page.goto(`/${branch.lugarname}`);
  await expect(page.getByRole('link', { name: `Escribir por WhatsApp a ${branch.sucursal}` })).toBeVisible();
  await expect(page.locator('#ubicacion iframe')).toHaveCount(0);
});

test('a booked date and turno is reported as taken; the other turno is free', async ({ page, request }) => {
  const place = await createBranch(request, { name: 'Reservada' });
  const paquete = await createPackage(request, place.uid);
  const customer = await createActiveUser(request, { name: 'Mateo' });
  const date = futureDate(60);
  await bookSlot(request, {
    userId: customer.id,
    placeId: place.uid,
    packageId: paquete.uid,
    fecha: date.iso,
    turno: 'Matutino',
  });

  await page.goto(`/${place.lugarname}`);
  const form = await fillAvailability(page, { fecha: date.iso, turno: 'Matutino' });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/event/fecha'));
  await form.getByRole('button', { name: 'Consultar disponibilidad' }).click();
  // docs/product.md#5-validation-rules: the date is sent with slashes.
  expect((await sent).postDataJSON()).toEqual({
    lugar: place.uid,
    turno: 'Matutino',
    fecha: date.iso.replaceAll('-', '/'),
  });
  await expect(page.getByRole('alert').filter({ hasText: /ocupada/ })).toBeVisible();
  await expect(toast(page, MSG.dateAvailable)).toHaveCount(0);

  await fillAvailability(page, { turno: 'Vespertino' });
  await form.getByRole('button', { name: 'Consultar disponibilidad' }).click();
  await expect(toast(page, MSG.dateAvailable)).toBeVisible();
});

test('a cart entry whose package no longer exists is dropped', async ({ page, request }) => {
  const customer = await createActiveUser(request);
  const branch = await createBranch(request, { name: 'Carrito' });
  const paquete = await createPackage(request, branch.uid);
  await openAs(page, customer.token, '/');
  await page.evaluate(
    (ids) => localStorage.setItem('carrito', ids),
    `00000000-0000-4000-8000-000000000000,${paquete.uid}`,
  );
  await page.goto('/carrito');
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('carrito'))).toBe(paquete.uid);
});

test('the home page opens each intro video in a dialog and removes the player when closed', async ({
  page,
  request,
}) => {
  const site = await (await request.get(`${BASE_URL}/api/site`)).json();
  await page.goto('/');
  const conocenos = page.locator('#conocenos');
  await expect(page.locator('iframe')).toHaveCount(0);
  const buttons = conocenos.getByRole('button', { name: /^Ver video/ });
  await expect(buttons).toHaveCount(2);
  for (const [i, url] of (site.introVideos as string[]).entries()) {
    await buttons.nth(i).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('iframe')).toHaveAttribute('src', url);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
  }
});

test('the sitemap lists the public pages with absolute addresses', async ({ request }) => {
  const branch = await createBranch(request, { name: 'Mapa Sitio' });
  const res = await request.get(`${BASE_URL}/sitemap.xml`);
  expect(res.ok()).toBeTruthy();
  expect(res.headers()['content-type']).toContain('application/xml');
  const body = await res.text();
  for (const path of ['/', '/descripcion', `/${branch.lugarname}`]) {
    expect(body).toContain(`<loc>${BASE_URL}${path}</loc>`);
  }
});
