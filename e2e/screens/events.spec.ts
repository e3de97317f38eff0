// Screenshots of the event screens at 375 and 1280 px (project `screenshots`): the wizard's four steps and
// its preview, /pedidos, a customer's events, the contract (and its print layout), the edit page, the dashboard.
import { createEventViaApi, freshDate, openAs, pick, tomorrow, typeDate } from '../events/events-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage, createProduct } from '../support/data.ts';
import { expect, test } from '../support/fixtures.ts';
import { shoot, shootOnce } from '../support/screenshots.ts';

test.describe('screenshots: events', () => {
  test('wizard, pedidos, customer events, contract, edit page, dashboard', async ({ page, request }) => {
    test.setTimeout(180_000);
    const staff = await loginSuperAdmin(request);
    const customer = await createActiveUser(request, { name: 'Valeria', lastname: 'Ruiz' });
    const place = await createBranch(request, { name: 'Eventos' });
    const pkg = await createPackage(request, place.uid, {
      name: 'Fiesta',
      basico: 12_500,
      grande: 16_500,
      descripciones: ['Salón por 5 horas', 'Pastel y piñata'],
    });
    const product = await createProduct(request, 1_500, 'Mesa de dulces');

    // The wizard, step by step (nothing is saved).
    await openAs(page, staff.token, `/admin/event/${customer.id}`);
    await page.getByLabel('Nombre del evento').fill('Cumpleaños de Mateo');
    await pick(page, 'Sucursal', place.sucursal);
    await typeDate(page, 'Fecha del evento', freshDate());
    await pick(page, 'Turno', 'Vespertino');
    await pick(page, 'Paquete', pkg.name);
    await page.getByLabel('Hora de entrada').fill('14:00');
    await page.getByLabel('Hora de salida').fill('19:00');
    await page.getByLabel('Número de personas').fill('80');
    await shoot(page, 'events-wizard-1-evento');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Pastel y piñata')).toBeVisible();
    await page.getByLabel('Pastel').fill('Chocolate con fresas');
    await page.getByLabel('Guisado 1').fill('Tinga de pollo');
    await page.getByLabel('Menú infantil').fill('Nuggets con papas');
    await shoot(page, 'events-wizard-2-paquete');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Agregar adicional' }).click();
    await pick(page, 'Producto', `${product.name} · $1,500.00`);
    await page.getByLabel('Piezas').fill('2');
    await expect(page.getByText('Total: $3,000.00')).toBeVisible();
    await shoot(page, 'events-wizard-3-extras');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Cantidad del abono').fill('500');
    await pick(page, 'Forma de pago', 'Pago en efectivo');
    await page.getByLabel('Comentarios').fill('Decoración de dinosaurios');
    await shoot(page, 'events-wizard-4-pago');
    await page.getByRole('button', { name: 'Visualizar Contrato' }).click();
    await expect(page.getByRole('dialog', { name: 'Vista previa del contrato' })).toBeVisible();
    await shoot(page, 'events-wizard-preview');
    await page.keyboard.press('Escape');

    // A booked event (tomorrow, so the dashboard lists it), seen by the customer and by staff.
    const name = `Cumpleaños de Mateo ${Date.now().toString(36)}`;
    const evento = await createEventViaApi(request, staff.token, {
      user: customer.id,
      lugar: place.uid,
      paquete: pkg.uid,
      fecha: tomorrow(),
      name,
      abono: 5_000,
    });
    await openAs(page, customer.token, '/pedidos');
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    await shoot(page, 'events-pedidos');

    await openAs(page, staff.token, `/admin/user/${customer.id}`);
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    await shoot(page, 'events-user-events');

    await page.goto(`/pdf/${evento.uid}`);
    await expect(page.getByText('Firma del cliente')).toBeVisible();
    await shoot(page, 'events-pdf');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi
    await shootOnce(page, 'events-pdf-print', true);
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`/admin/event/edit/${evento.uid}`);
    await expect(page.getByRole('group', { name: 'Adicionales' })).toBeVisible();
    await shoot(page, 'events-edit');

    await page.goto('/admin');
    const next15 = page.getByRole('region', { name: 'Eventos de los próximos 15 días' });
    await expect(next15.getByRole('row').filter({ hasText: name })).toBeVisible();
    await shoot(page, 'events-dashboard');
  });
});
