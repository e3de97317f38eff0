// Screenshots of the admin screens at 375 and 1280 px (project `screenshots`), with this spec's own data.
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { drawPng, openAdmin, toggleSwitch } from '../admin/admin-support.ts';
import { createEventViaApi, freshDate, mx } from '../events/events-support.ts';
import { createActiveUser, createAdmin, loginSuperAdmin } from '../support/api.ts';
import {
  addGalleryImage,
  addSlide,
  createBranch,
  createPackage,
  deleteSlide,
  uniqueId,
} from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { PHONE, shoot, shootOnce } from '../support/screenshots.ts';

test.describe('screenshots: admin', () => {
  test('shell, branches, users, admins, messages, footer, products, slides', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { token } = await loginSuperAdmin(request);
    const tag = uniqueId();
    const place = await createBranch(request, { name: 'Admin', horario: '10:00 a 20:00' });
    for (const name of ['Anabel', 'Beto'])
      await createActiveUser(request, { name, lastname: `Quiroga${tag}` });
    for (const n of [1, 2]) {
      const res = await request.post(`${BASE_URL}/api/contact`, {
        data: { email: `visita${n}.${tag}@e2e.test`, message: `Quiero informes ${n} ${tag}` },
      });
      expect(res.ok(), await res.text()).toBeTruthy();
    }

    await openAdmin(page, token, '/admin/orders');
    await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
    await shoot(page, 'admin-orders');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Menú' }).click();
    const productos = page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Productos' });
    await expect(productos).toBeVisible();
    // the drawer slides in: shoot once it has stopped moving and the backdrop has faded in
    let lastX = Number.NaN;
    await expect
      .poll(
        async () => {
          const x = (await productos.boundingBox())?.x ?? Number.NaN;
          const still = x === lastX;
          lastX = x;
          return still;
        },
        { intervals: [100] },
      )
      .toBe(true);
    await page.waitForTimeout(250);
    await shootOnce(page, 'admin-drawer-375');
    await page.keyboard.press('Escape');

    await page.goto('/admin/places');
    await expect(page.getByRole('row').filter({ hasText: place.sucursal })).toBeVisible();
    await shoot(page, 'admin-places');
    await page.getByRole('button', { name: `Editar ${place.sucursal}` }).click();
    const dialog = page.getByRole('dialog', { name: `Editando a ${place.sucursal}` });
    await dialog.getByLabel('Horario').fill('Solo fines de semana');
    await dialog.getByLabel('E-mail').fill('sucursal@e2e.test');
    await shoot(page, 'admin-place-edit');
    await page.keyboard.press('Escape');

    await page.goto('/admin/users');
    await page.getByPlaceholder('Buscar...').fill(tag);
    // A table on a desktop, cards on a phone
    const users = page.getByRole('row').or(page.getByRole('article'));
    await expect(users.filter({ hasText: `Quiroga${tag}` })).toHaveCount(2);
    await shoot(page, 'admin-users');

    await page.goto('/admin/admins');
    await expect(page.getByRole('row').nth(1).or(page.getByRole('article').first())).toBeVisible();
    await shoot(page, 'admin-admins');

    await page.goto('/admin/messages');
    await expect(page.getByRole('article').filter({ hasText: tag })).toHaveCount(2);
    await shoot(page, 'admin-messages');

    await page.goto('/admin/footer');
    const facebook = page.getByRole('switch', { name: 'Mostrar Facebook' });
    await expect(facebook).toBeVisible();
    // a switch turned off, as in the functional spec; not saved, so the public footer is left as it is
    if (await facebook.isChecked()) await toggleSwitch(page, 'Mostrar Facebook');
    await expect(facebook).not.toBeChecked();
    await shoot(page, 'admin-footer');

    await page.goto('/admin/products');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await shoot(page, 'admin-products');

    const slide = await addSlide(request);
    await page.goto('/admin/slides');
    await expect(page.getByRole('img', { name: /^Slide \d+$/ }).first()).toBeVisible();
    await shoot(page, 'admin-slides');
    await deleteSlide(request, slide.uid);
  });

  test('gallery and packages of a branch', async ({ page, request }) => {
    const { token } = await loginSuperAdmin(request);
    const place = await createBranch(request, { name: 'Galeria' });
    await openAdmin(page, token, `/admin/gallery/${place.uid}`);
    await expect(page.getByRole('heading', { name: `Galería de ${place.sucursal}` })).toBeVisible();
    const png = await drawPng(page);
    await page.getByRole('button', { name: 'Agregar' }).click();
    const upload = page.getByRole('dialog');
    await upload
      .getByLabel('Imagen')
      .setInputFiles({ name: 'salon.png', mimeType: 'image/png', buffer: png.buffer });
    await expect(upload.getByRole('img', { name: 'Vista previa de la imagen' })).toBeVisible();
    await shoot(page, 'admin-gallery-upload');
    await page.keyboard.press('Escape');
    await addGalleryImage(request, place.uid, '#ff6900');
    await addGalleryImage(request, place.uid, '#8ed1fc');
    await page.reload();
    const images = page.getByRole('img', { name: /de la galería/ });
    await expect(images).toHaveCount(2);
    await expect(images.first()).toHaveJSProperty('complete', true);
    await shoot(page, 'admin-gallery');

    await createPackage(request, place.uid, {
      name: 'Fiesta',
      basico: 12_500,
      grande: 15_000,
      duracion: '5 horas',
      descripciones: ['Pastel de tres leches'],
    });
    await page.goto(`/admin/package/${place.uid}`);
    await expect(page.getByRole('button', { name: 'Eliminar servicio Pastel de tres leches' })).toBeVisible();
    await shoot(page, 'admin-packages');
    await page.getByRole('button', { name: 'Agregar', exact: true }).first().click();
    const form = page.getByRole('dialog', { name: 'Agregar paquete' });
    await form.getByLabel('Nombre').fill('Fiesta Grande');
    await form.getByLabel('Duración').fill('5 horas');
    await form.getByLabel('Precio básico').fill('12500.5');
    await form.getByLabel('Precio grande').fill('15000');
    await form.getByRole('radio', { name: 'verde #00d084' }).click();
    await form.getByRole('radio', { name: 'negro #000000' }).click();
    await shoot(page, 'admin-package-form');
  });

  test('trip-ups on a phone: past date in the wizard, long admin name, paid badge', async ({
    page,
    request,
  }) => {
    const staff = await loginSuperAdmin(request);
    const customer = await createActiveUser(request, { name: 'Ramiro', lastname: 'Vega' });
    await openAs(page, staff.token, `/admin/event/${customer.id}`);
    const field = page.getByRole('textbox', { name: 'Fecha del evento', exact: true });
    const yesterday = addDays(todayInMexicoCity(), -1);
    await field.fill(mx(yesterday));
    await field.blur();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('textbox', { name: 'Nombre del evento' }).fill('Cumpleaños de Ramiro');
    await shoot(page, 'ux-wizard-past-date');

    await page.setViewportSize(PHONE);
    const admin = await createAdmin(request, {
      name: 'Maximilianoalejandrofranciscojavier',
      lastname: `Fernándezdelacruzmontemayor${uniqueId().replace(/\d/g, 'x')}`,
    });
    await openAs(page, staff.token, '/admin');
    const admins = page.getByRole('region', { name: 'Administradores' });
    await expect(admins.getByRole('cell', { name: `${admin.name} ${admin.lastname}` })).toBeVisible();
    await shoot(page, 'ux-dashboard-long-admin');

    const place = await createBranch(request, { name: 'Insignia' });
    const pkg = await createPackage(request, place.uid);
    const name = 'Cumpleaños número siete de Valentina Ríos Altamirano';
    await createEventViaApi(request, staff.token, {
      user: customer.id,
      lugar: place.uid,
      paquete: pkg.uid,
      fecha: freshDate(),
      name,
      abono: 10_300,
    });
    await openAs(page, customer.token, '/pedidos');
    await expect(
      page.getByRole('article', { name, exact: true }).locator('.mantine-Badge-root'),
    ).toBeVisible();
    await shoot(page, 'ux-orders-badge');
  });
});
