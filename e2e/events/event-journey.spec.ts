import { EVENT_MSG } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage, createProduct } from '../support/data.ts';
import { expect, test } from '../support/fixtures.ts';
import { freshDate, money, mx, openAs, pick, select, typeDate } from './events-support.ts';

// The spec's own package: basico $12,500; its own product: $1,500 × 2.
const TOTAL = 12_500 + 3_000;

test.describe('events: schedule, pay and print', { tag: '@events' }, () => {
  test('staff books through the wizard, the customer follows it, payments settle it, the contract prints', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const customer = await createActiveUser(request, { name: 'Valeria', lastname: 'Ruiz' });
    const staff = await loginSuperAdmin(request);
    const place = await createBranch(request, { name: 'Eventos' });
    const pkg = await createPackage(request, place.uid, {
      name: 'Fiesta',
      basico: 12_500,
      grande: 16_500,
      descripciones: ['Salón por 5 horas', 'Pastel y piñata'],
    });
    const product = await createProduct(request, 1_500, 'Mesa de dulces');
    const fecha = freshDate();
    const name = `Cumpleaños de Mateo ${Date.now().toString(36)}`;

    // Step 1 — 'Crear evento'
    await openAs(page, staff.token, `/admin/event/${customer.id}`);
    await expect(page.getByText(`Cliente: Valeria Ruiz`)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progreso del evento' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Crear evento', exact: true })).toHaveCount(0);
    await page.getByLabel('Nombre del evento').fill(name);
    await pick(page, 'Sucursal', place.sucursal);
    await typeDate(page, 'Fecha del evento', fecha);
    await pick(page, 'Turno', 'Vespertino');
    await pick(page, 'Paquete', pkg.name);
    await page.getByLabel('Hora de entrada').fill('14:00');
    await page.getByLabel('Hora de salida').fill('19:00');
    await page.getByLabel('Número de personas').fill('80');
    await expect(select(page, 'Precio por asistencia')).toHaveValue(
      'Básico (50 a 100 personas) · $12,500.00',
    );
    await page.getByRole('button', { name: 'Consultar Fecha' }).click();
    await expect(page.getByText(MSG.dateAvailable)).toBeVisible();

    // Step 2 — 'Paquete solicitado'
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('progressbar', { name: 'Progreso del evento' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(page.getByRole('heading', { name: pkg.name })).toBeVisible();
    await expect(page.getByText('Pastel y piñata')).toBeVisible();
    await page.getByLabel('Pastel').fill('Chocolate con fresas');
    await page.getByLabel('Guisado 1').fill('Tinga de pollo');
    await page.getByLabel('Menú infantil').fill('Nuggets con papas');

    // Step 3 — 'Adicionar Extras': a product fixes the price
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('progressbar', { name: 'Progreso del evento' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await page.getByRole('button', { name: 'Agregar adicional' }).click();
    await pick(page, 'Producto', `${product.name} · $1,500.00`);
    await expect(page.getByLabel('Precio')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Precio')).toHaveValue('$1,500');
    await page.getByLabel('Piezas').fill('2');
    await expect(page.getByText('Total: $3,000.00')).toBeVisible();

    // Step 4 — 'Pago o abono'
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('progressbar', { name: 'Progreso del evento' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await page.getByLabel('Cantidad del abono').fill('500');
    await pick(page, 'Forma de pago', 'Pago en efectivo');
    await page.getByLabel('Comentarios').fill('Decoración de dinosaurios');
    // The server's quote, line by line
    const totals = page.getByTestId('wizard-totals');
    await expect(totals.getByTestId('quote-total')).toHaveText(money(TOTAL));
    await expect(totals.getByTestId('total-adeudo')).toHaveText(money(TOTAL - 500));

    await page.getByRole('button', { name: 'Visualizar Contrato' }).click();
    const preview = page.getByRole('dialog', { name: 'Vista previa del contrato' });
    for (const text of [
      name,
      pkg.name,
      'Vespertino',
      '80',
      mx(fecha),
      place.sucursal,
      product.name,
      'Pago en efectivo',
      'Tinga de pollo',
      'Decoración de dinosaurios',
      'Firma del cliente',
    ]) {
      await expect(preview.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Crear evento', exact: true }).click();
    await expect(page.getByText(MSG.eventCreated)).toBeVisible();
    await expect(page.getByTestId('confetti').locator('canvas')).toBeVisible();
    // docs/product.md#2-screens-and-routes /admin/event/{id}: "After success it goes to /admin/users and a confetti
    // celebration runs for 7000 ms"
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();

    // The customer sees it in /pedidos with the debt.
    await openAs(page, customer.token, '/pedidos');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(mx(fecha));
    await expect(row).toContainText(money(TOTAL - 500));
    await expect(row).toContainText(money(TOTAL));
    await row.getByRole('button', { name: `Ver ${name}` }).click();
    await expect(
      page.getByRole('dialog', { name: 'Contrato del evento' }).getByText('Datos del evento'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // Staff records payments: the minimum is checked, the debt drops, then it is settled.
    await openAs(page, staff.token, `/admin/user/${customer.id}`);
    await expect(page.getByRole('heading', { name: 'Eventos de Valeria Ruiz' })).toBeVisible();
    const staffRow = page.getByRole('row').filter({ hasText: name });
    // docs/product.md#2-screens-and-routes /admin/user/{id}: Fecha (YYYY-MM-DD)
    await expect(staffRow).toContainText(fecha);
    await staffRow.getByRole('button', { name: 'Abonar' }).click();
    const payDialog = page.getByRole('dialog');
    await payDialog.getByLabel('Cantidad').fill('300');
    await payDialog.getByRole('button', { name: 'Abonar' }).click();
    await expect(payDialog.getByText(MSG.abonoMinSingle)).toBeVisible();
    await payDialog.getByLabel('Cantidad').fill('5000');
    await payDialog.getByRole('button', { name: 'Abonar' }).click();
    await expect(page.getByText(EVENT_MSG.paymentAdded)).toBeVisible();
    await expect(staffRow).toContainText(money(TOTAL - 5_500));
    await staffRow.getByRole('button', { name: 'Abonar' }).click();
    await page
      .getByRole('dialog')
      .getByLabel('Cantidad')
      .fill(String(TOTAL - 5_500));
    await page.getByRole('dialog').getByRole('button', { name: 'Abonar' }).click();
    await expect(staffRow).toContainText(MSG.paidInFull);

    await openAs(page, customer.token, '/pedidos');
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(MSG.paidInFull);

    // The contract: three sections, payments and extras; Imprimir prints and hides itself on paper.
    const eventId = await staffRowEventId(page, staff.token, customer.id, name);
    await openAs(page, customer.token, `/pdf/${eventId}`);
    for (const heading of ['Datos del evento', 'Pagos y adicionales', 'Menú y observaciones']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    const payments = page.getByRole('table').first();
    await expect(payments.getByRole('row')).toHaveCount(4);
    await expect(payments).toContainText('Pago en efectivo');
    await expect(page.getByRole('table').nth(1)).toContainText('Mesa de dulces');
    await expect(page.getByText('Firma del cliente')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi
    await page.emulateMedia({ media: 'screen' });
  });
});

/** The event id, read the way the staff screen links to the contract. */
async function staffRowEventId(
  page: import('@playwright/test').Page,
  token: string,
  customerId: string,
  name: string,
) {
  await openAs(page, token, `/admin/user/${customerId}`);
  const link = page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('link', { name: `Ver contrato de ${name}` });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  return (await link.getAttribute('href'))!.split('/pdf/')[1];
}
