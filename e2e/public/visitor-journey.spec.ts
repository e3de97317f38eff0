import { MSG } from '@salones/shared/messages';
import { createActiveUser } from '../support/api.ts';
import { addGalleryImage, createBranch, createFullBranch } from '../support/data.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { expectNoSidewaysScroll, fillAvailability, futureDate, toast } from './public-support.ts';

// Each run makes its own branches: one with two packages (the first $12,500/$16,500 with description items),
// a map and a photo, and one with other details; the home page shows them among the others.
test('a visitor goes from the home page to a branch, checks a date, and fills and empties the cart', async ({
  page,
  request,
}) => {
  const { branch, packages } = await createFullBranch(request, 'Visita');
  await addGalleryImage(request, branch.uid, '#f59e0b');
  const pkg = packages[0];
  const other = await createBranch(request, {
    name: 'Satelite',
    direccion: 'Circuito Centro Comercial 20, Ciudad Satélite',
    horario: 'Martes a domingo de 11:00 a 21:00',
    phone: '5587654321',
  });
  await page.goto('/');
  await expect(page).toHaveTitle(/Salones de fiestas infantiles/);
  await expect(page.locator('#home img').first()).toBeVisible();
  for (const id of ['home', 'conocenos', 'promociones', 'sucursales'])
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  await expectNoSidewaysScroll(page);

  // The branch selector (native radios: decision 015) switches the details shown: the chosen branch's only.
  const sucursales = page.locator('#sucursales');
  await expect(sucursales.getByRole('heading', { name: 'Elige tu sucursal' })).toBeVisible();
  const choices = sucursales.getByRole('group', { name: 'Sucursal' });
  const summary = sucursales.getByTestId('branch-summary').filter({ visible: true });
  await expect(choices.getByRole('radio').first()).toBeChecked();
  await expect(summary).toHaveCount(1);
  await choices.getByRole('radio', { name: other.sucursal, exact: true }).check();
  await expect(summary).toHaveCount(1);
  await expect(summary.getByRole('heading', { name: other.sucursal })).toBeVisible();
  await expect(summary).toContainText('Circuito Centro Comercial 20, Ciudad Satélite');
  await expect(summary).toContainText('Martes a domingo de 11:00 a 21:00');
  await expect(summary.getByRole('link', { name: '5587654321' })).toHaveAttribute('href', 'tel:5587654321');
  await choices.getByRole('radio', { name: branch.sucursal, exact: true }).check();
  await expect(summary).toHaveCount(1);
  await expect(summary).toContainText(branch.direccion);
  await summary.getByRole('link', { name: 'Ver perfil' }).click();

  // The branch page and its sections.
  await expect(page).toHaveURL(new RegExp(`/${branch.lugarname}$`));
  await expect(page).toHaveTitle(`Club Fiestas Infantiles ${branch.sucursal}`);
  await expect(page.getByRole('heading', { level: 1, name: branch.sucursal })).toBeVisible();
  await expect(page.getByTestId('package-card')).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  const anchors = page.getByRole('navigation', { name: 'Secciones de la sucursal' });
  for (const [label, id] of [
    ['Inicio', 'inicio'],
    ['Disponibilidad', 'disponibilidad'],
    ['Paquetes', 'paquetes'],
    ['Galería', 'galeria'],
    ['Ubicación', 'ubicacion'],
  ]) {
    await expect(anchors.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', `#${id}`);
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
  }
  await anchors.getByRole('link', { name: 'Paquetes', exact: true }).click();
  await expect(page.locator('section#paquetes')).toBeInViewport();

  // Availability: a missing field, then a free future date.
  await anchors.getByRole('link', { name: 'Disponibilidad' }).click();
  const form = page.getByRole('form', { name: 'Consultar disponibilidad' });
  await form.getByRole('button', { name: 'Consultar disponibilidad' }).click();
  const incomplete = toast(page, MSG.availabilityIncomplete.trim());
  await expect(incomplete).toBeVisible();
  expect(await incomplete.first().textContent()).toContain(MSG.availabilityIncomplete); // with its trailing space
  const { iso } = futureDate(45);
  await fillAvailability(page, { fecha: iso });
  await form.getByRole('button', { name: 'Consultar disponibilidad' }).click();
  await expect(incomplete).toHaveCount(2);
  await fillAvailability(page, { turno: 'Vespertino' });
  await form.getByRole('button', { name: 'Consultar disponibilidad' }).click();
  await expect(toast(page, MSG.dateAvailable)).toBeVisible();

  // Package detail, with both prices in es-MX money.
  await page.getByRole('link', { name: `Ver detalles de ${pkg.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${branch.lugarname}/${pkg.uid}$`));
  await expect(page.getByRole('heading', { level: 1, name: pkg.name })).toBeVisible();
  await expect(page.getByText('Básico (50 a 100 personas)')).toBeVisible();
  await expect(page.getByText('$12,500.00')).toBeVisible();
  await expect(page.getByText('Grande (101 a 150 personas)')).toBeVisible();
  await expect(page.getByText('$16,500.00')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Pastel y piñata' })).toBeVisible();
  const packageUrl = new URL(page.url()).pathname;
  await expectNoSidewaysScroll(page);

  // The cart needs a session.
  const addButton = page.getByRole('button', { name: 'Agregar al carrito' });
  await addButton.click();
  await expect(toast(page, MSG.cartNeedsLogin)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBeNull();

  const customer = await createActiveUser(request, { name: 'Renata' });
  await openAs(page, customer.token, packageUrl);
  await expect(page.getByRole('button', { name: 'Tu cuenta' })).toBeVisible();
  await addButton.click();
  await expect(toast(page, MSG.cartAddedAlt)).toBeVisible(); // the package's own page says it this way
  await addButton.click();
  await expect(toast(page, MSG.cartDuplicate)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe(packageUrl.split('/').at(-1));

  // The cart lists it; removing it leaves the empty state.
  await page.goto('/carrito');
  const item = page.getByTestId('cart-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { name: pkg.name })).toBeVisible();
  await expect(item).toContainText(branch.sucursal);
  await expect(item).toContainText('$12,500.00');
  await expect(item).toContainText('$16,500.00');
  await expectNoSidewaysScroll(page);
  await item.getByRole('button', { name: `Quitar ${pkg.name} del carrito` }).click();
  await expect(page.getByRole('heading', { name: MSG.cartEmpty })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe('');
  await expectNoSidewaysScroll(page);
  await page.getByRole('main').getByRole('link', { name: 'Ver sucursales' }).click();
  await expect(page).toHaveURL(/\/#sucursales$/);
  await expect(page.locator('#sucursales')).toBeInViewport();
});

test('the description page describes the business', async ({ page }) => {
  await page.goto('/descripcion');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
  await expect(page).toHaveTitle(/Quiénes somos/);
  await expectNoSidewaysScroll(page);
});
