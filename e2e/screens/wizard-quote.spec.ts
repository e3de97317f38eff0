// Screenshots of the event wizard's totals at 375 and 1280 px (project `screenshots`): the server's
// quote of a Saturday with the branch's surcharge, an extra and a promo code; the event created has its total.
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { freshDate, money, openAs, pick, typeDate } from '../events/events-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage, createProduct, uniqueId } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { shoot, shootElement } from '../support/screenshots.ts';

test.describe('screenshots: the wizard’s quote', () => {
  test('a Saturday with a surcharge, an extra and a code', async ({ page, request }) => {
    test.setTimeout(180_000);
    const staff = await loginSuperAdmin(request);
    const headers = { 'x-auth-token': staff.token };
    const customer = await createActiveUser(request, { name: 'Valeria', lastname: 'Ruiz' });
    const place = await createBranch(request, { name: 'Cotiza' });
    const pkg = await createPackage(request, place.uid, { name: 'Fiesta', basico: 12_500, grande: 16_500 });
    const product = await createProduct(request, 1_500, 'Mesa de dulces');
    const rule = await request.post(`${BASE_URL}/api/reglas-precio`, {
      headers,
      data: { lugar: place.uid, nombre: 'Recargo fin de semana', dias: [6], porcentaje: 20 },
    });
    expect(rule.status(), await rule.text()).toBe(201);
    const today = todayInMexicoCity();
    const codigo = `FOTO-${uniqueId()}`.toUpperCase();
    const promo = await request.post(`${BASE_URL}/api/promociones`, {
      headers,
      data: { codigo, porcentaje: 10, desde: today, hasta: addDays(today, 30) },
    });
    expect(promo.status(), await promo.text()).toBe(201);
    let saturday = freshDate();
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);

    await openAs(page, staff.token, `/admin/event/${customer.id}`);
    await page.getByLabel('Nombre del evento').fill('Cumpleaños de Mateo');
    await pick(page, 'Sucursal', place.sucursal);
    await typeDate(page, 'Fecha del evento', saturday);
    await pick(page, 'Turno', 'Vespertino');
    await pick(page, 'Paquete', pkg.name);
    await page.getByLabel('Hora de entrada').fill('14:00');
    await page.getByLabel('Hora de salida').fill('19:00');
    await page.getByLabel('Número de personas').fill('80');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Agregar adicional' }).click();
    await pick(page, 'Producto', `${product.name} · $1,500.00`);
    await page.getByLabel('Piezas').fill('2');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Cantidad del abono').fill('500');
    await pick(page, 'Forma de pago', 'Pago en efectivo');

    // $12,500 + 20 % ($2,500) + 2 × $1,500 = $18,000; the code's 10 % → $16,200
    const totals = page.getByTestId('wizard-totals');
    await expect(totals.getByText('Recargo fin de semana')).toBeVisible();
    await expect(totals.getByTestId('quote-total')).toHaveText(money(18_000));
    await page.getByRole('textbox', { name: 'Código de promoción (opcional)' }).fill(codigo.toLowerCase());
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(totals.getByText(`Descuento (código ${codigo})`)).toBeVisible();
    await expect(totals.getByTestId('quote-total')).toHaveText(money(16_200));
    await expect(totals.getByTestId('total-adeudo')).toHaveText(money(15_700));
    await shoot(page, 'events-wizard-quote');
    await shootElement(page, totals, 'events-wizard-quote-totals');

    // a refused code: the API's message under the field
    const field = page.getByRole('textbox', { name: 'Código de promoción (opcional)' });
    await field.fill('NOEXISTE');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await shoot(page, 'events-wizard-quote-refused');
    await field.fill(codigo);
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(totals.getByTestId('quote-total')).toHaveText(money(16_200));

    // the event booked has the panel's total
    await page.getByRole('button', { name: 'Crear evento', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    const booked = await (
      await request.get(`${BASE_URL}/api/event/${customer.id}`, { headers: { 'x-auth-token': staff.token } })
    ).json();
    await openAs(page, staff.token, `/admin/event/edit/${booked.evento[0].uid}`);
    await expect(page.getByTestId('total-total')).toHaveText(money(16_200));
  });
});
