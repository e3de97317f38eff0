import { BOOKING_MSG } from '@salones/shared/booking-requests';
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { EVENT_MSG } from '@salones/shared/events';
import { toast } from '../accounts/auth-modal.ts';
import { pick } from '../events/events-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage, createProduct, uniqueId } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, test, waitForApp } from '../support/fixtures.ts';
import { picture } from '../support/screenshots.ts';
import { openDateRequest, pickFreeTurno, saturdayAhead } from './booking-support.ts';

// Staff set a Saturday surcharge and a code; a family adds a piñata and the code in 'Solicitar
// fecha' and sees the server's quote line by line; staff convert the request and see the same lines; the
// event's total is the quote's.
for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const) {
  test(`the quote at ${width}px: extras, a Saturday rule and a code, carried into the event`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height });
    const staff = await loginSuperAdmin(request);
    const auth = { 'x-auth-token': staff.token };
    const branch = await createBranch(request, { name: `Cotiza ${width}` });
    const pkg = await createPackage(request, branch.uid, { name: 'Fiesta', basico: 10_000, grande: 14_000 });
    const pinata = await createProduct(request, 450, 'Piñata');
    const rule = await request.post(`${BASE_URL}/api/reglas-precio`, {
      headers: auth,
      data: { lugar: branch.uid, nombre: 'Sábado', dias: [6], porcentaje: 10 },
    });
    expect(rule.status(), await rule.text()).toBe(201);
    const codigo = `FIESTA${uniqueId().slice(-5).toUpperCase()}`.replace(/[^A-Z0-9]/g, '');
    const today = todayInMexicoCity();
    const promo = await request.post(`${BASE_URL}/api/promociones`, {
      headers: auth,
      data: { codigo, monto: 500, desde: today, hasta: addDays(today, 5) },
    });
    expect(promo.status(), await promo.text()).toBe(201);
    const saturday = saturdayAhead(width === 375 ? 12 : 19);
    const family = await createActiveUser(request);

    // The family: cart → 'Solicitar fecha' → Saturday afternoon, 120 people, a piñata and the code.
    await openAs(page, family.token, `/${branch.lugarname}`);
    await waitForApp(page);
    const form = await openDateRequest(page, pkg.name);
    await pickFreeTurno(page, branch, saturday, 'Vespertino');
    await form.getByRole('textbox', { name: /¿Quién cumple años\?/ }).fill('Iker');
    await form.getByLabel('Número de personas').fill('120');
    const lines = form.getByTestId('quote-lines');
    await expect(lines).toContainText('Sábado');
    await expect(form.getByTestId('quote-total')).toHaveText('$15,400.00');
    await pick(page, 'Producto', `${pinata.name} — $450.00 c/u`);
    await form.getByRole('button', { name: 'Agregar' }).click();
    await expect(form.getByTestId('quote-total')).toHaveText('$15,850.00');
    await form.getByLabel('Código de promoción (opcional)').fill(codigo.toLowerCase());
    await form.getByRole('button', { name: 'Aplicar' }).click();
    await expect(lines).toContainText(`Descuento (código ${codigo})`);
    await expect(form.getByTestId('quote-total')).toHaveText('$15,350.00');
    await expect(lines).toContainText(pinata.name);
    await form.scrollIntoViewIfNeeded();
    await lines.scrollIntoViewIfNeeded();
    await picture(page, { path: `screenshots/quote-request-${width}.png` });
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(toast(page, BOOKING_MSG.created)).toBeVisible();

    // Staff: the request's quote on the conversion page, the same lines; the event is its total.
    await openAs(page, staff.token, '/admin/orders');
    await pick(page, 'Sucursal', branch.sucursal);
    // a table row at 1280 px, a card at 375 px: the link is named after the family either way
    await page
      .getByRole('link', { name: `Convertir en evento la solicitud de ${family.name} ${family.lastname}` })
      .first()
      .click();
    const staffLines = page.getByRole('table', { name: 'Cotización de la solicitud' });
    await expect(staffLines).toContainText('Sábado');
    await expect(staffLines).toContainText(pinata.name);
    await expect(staffLines).toContainText(`Descuento (código ${codigo})`);
    await expect(staffLines.getByTestId('quote-total')).toHaveText('$15,350.00');
    await staffLines.scrollIntoViewIfNeeded();
    await picture(page, { path: `screenshots/quote-convert-${width}.png` });
    await page.getByLabel('Nombre del evento').fill(`Fiesta ${family.lastname}`);
    await page.getByLabel('Hora de entrada').fill('14:00');
    await page.getByLabel('Hora de salida').fill('19:00');
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Cantidad del abono').fill('1000');
    await pick(page, 'Forma de pago', 'Pago en efectivo');
    await page.getByRole('button', { name: 'Crear evento', exact: true }).click();
    await expect(toast(page, EVENT_MSG.created)).toBeVisible();
    // docs/product.md#2-screens-and-routes: after creating, /admin/users
    await expect(page).toHaveURL(/\/admin\/users$/);
    const booked = await (await request.get(`${BASE_URL}/api/event/${family.id}`, { headers: auth })).json();
    expect(booked.evento).toHaveLength(1);
    const eventId = booked.evento[0].uid;
    const event = await (
      await request.get(`${BASE_URL}/api/event/obtener/${eventId}`, { headers: auth })
    ).json();
    const evento = event.eventoData;
    expect({
      total: evento.precioTotal,
      descuento: evento.descuento,
      extras: evento.adicionales.length,
    }).toEqual({
      total: 15_350,
      descuento: 500,
      extras: 1,
    });
  });
}
