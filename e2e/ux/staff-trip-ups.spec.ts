// What new staff trip over, at a phone's and a desktop's width.
import { EVENT_MSG } from '@salones/shared/events';
import { requestWithComments } from '../booking/booking-support.ts';
import {
  createEventViaApi,
  createPlaceWithPackage,
  freshDate,
  money,
  mx,
  pick,
  typeDate,
} from '../events/events-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { expect, openAs, test, toast } from '../support/fixtures.ts';
import { DESKTOP, PHONE } from '../support/screenshots.ts';
import { paymentsInThreeStates } from './online-payments-support.ts';
import { horizontalOverflow } from './ux-support.ts';

const SIZES = [PHONE, DESKTOP] as const;
const tag = () => Date.now().toString(36).slice(-5);

/** Fails when `locator` reaches past the right edge of the screen. */
async function expectOnScreen(locator: import('@playwright/test').Locator, width: number) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
}

/** A customer with one booked event ($500 paid at booking, package + 3 × $100 balloons). */
async function bookedEvent(request: import('@playwright/test').APIRequestContext, name: string) {
  const staff = await loginSuperAdmin(request);
  const customer = await createActiveUser(request, { name: 'Renata', lastname: `Staff${tag()}` });
  const { place, pkg } = await createPlaceWithPackage(request, staff.token);
  const fecha = freshDate();
  const evento = await createEventViaApi(request, staff.token, {
    user: customer.id,
    lugar: place.uid,
    paquete: pkg.uid,
    fecha,
    name,
  });
  return { staff, customer, place, pkg, fecha, evento };
}

test.describe('what staff trip over', { tag: '@ux' }, () => {
  for (const size of SIZES) {
    test(`${size.width} px: 'Editar evento' lists the payments, has 'Abonar' and the contract`, async ({
      page,
      request,
    }) => {
      const { staff, evento } = await bookedEvent(request, `Fiesta de pagos ${size.width}`);
      await page.setViewportSize(size);
      await openAs(page, staff.token, `/admin/event/edit/${evento.uid}`);
      const payments = page.getByRole('group', { name: 'Abonos' });
      await expect(payments).toContainText(money(500));
      await expect(payments).toContainText('Transferencia Electrónica');
      await expect(page.getByRole('link', { name: 'Ver contrato' })).toHaveAttribute(
        'href',
        `/pdf/${evento.uid}`,
      );
      await payments.getByRole('button', { name: 'Abonar' }).click();
      const dialog = page.getByRole('dialog', { name: `Abonar a ${evento.name}` });
      await dialog.getByLabel('Cantidad').fill('1000');
      await dialog.getByRole('button', { name: 'Abonar' }).click();
      await expect(dialog).toBeHidden();
      await expect(payments).toContainText(money(1000));
      await expect(payments).toContainText(`Abonado: ${money(1500)}`);
      // the booking itself is in the history, with the payment just made
      const history = page.getByRole('region', { name: 'Historial' });
      await expect(history).toContainText('Evento creado');
      await expect(history).toContainText(`Abono: ${money(1000)}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test('375 px: /admin/users is one card per person, the whole e-mail and every action on screen', async ({
    page,
    request,
  }) => {
    const staff = await loginSuperAdmin(request);
    const lastname = `Tarjetas${tag()}`;
    const user = await createActiveUser(request, { name: 'Maximiliana', lastname });
    await page.setViewportSize(PHONE);
    await openAs(page, staff.token, '/admin/users');
    await page.getByRole('textbox', { name: 'Buscar' }).fill(lastname);
    const card = page.getByRole('article', { name: `Maximiliana ${lastname}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText(user.email);
    await expect(card).toContainText('Activo');
    for (const control of [
      card.getByRole('button', { name: 'Editar a Maximiliana' }),
      card.getByRole('link', { name: 'Eventos' }),
      card.getByRole('link', { name: 'Agendar' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
      await expectOnScreen(control, PHONE.width);
    }
    const email = card.getByText(user.email);
    await expectOnScreen(email, PHONE.width);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // one layout in the page: no hidden table beside the cards, the e-mail found once
    await expect(page.locator('main table')).toHaveCount(0);
    await expect(page.getByText(user.email, { exact: true })).toHaveCount(1);
    // the desktop keeps the table, and only the table
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('row').filter({ hasText: user.email })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(0);
    await expect(page.getByText(user.email, { exact: true })).toHaveCount(1);
  });

  test('/admin/pagos: a card per payment on a phone, and each state in whole words at 1280 px', async ({
    page,
    request,
  }) => {
    const staff = await loginSuperAdmin(request);
    const lastname = `Pagos${tag()}`;
    await paymentsInThreeStates(request, staff.token, lastname);
    const states = ['Reembolsado parcial', 'Pagado', 'Pendiente'];

    await page.setViewportSize(PHONE);
    await openAs(page, staff.token, '/admin/pagos');
    const cards = page
      .getByRole('list', { name: 'Pagos en línea' })
      .getByRole('listitem')
      .filter({ hasText: lastname });
    await expect(cards).toHaveCount(3);
    for (const state of states) {
      const card = cards.filter({ has: page.getByText(state, { exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('Referencia');
      await expectOnScreen(card, PHONE.width);
      // what can still be refunded offers it, on the screen
      const refund = card.getByRole('button', { name: 'Reembolsar' });
      if (state === 'Pendiente') await expect(refund).toHaveCount(0);
      else await expectOnScreen(refund, PHONE.width);
    }
    await expect(page.locator('main table')).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.setViewportSize(DESKTOP);
    const rows = page
      .getByRole('table', { name: 'Pagos en línea' })
      .getByRole('row')
      .filter({ hasText: lastname });
    await expect(rows).toHaveCount(3);
    for (const state of states) {
      const label = rows.getByText(state, { exact: true });
      await expect(label).toBeVisible();
      // not 'PEND…', 'REEMB…': the badge's words are whole
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });

  test('reports: cards on a phone, and with no period chosen the debts of coming events are shown', async ({
    page,
    request,
  }) => {
    const name = `Fiesta con adeudo ${tag()}`;
    const { staff, place } = await bookedEvent(request, name);
    // no dates in the address: this month for the charts, and the debts of the coming months too
    await openAs(page, staff.token, `/admin/reports?lugar=${place.uid}`);
    await expect(
      page.getByText(/^Periodo: este mes \(del \d\d\/\d\d\/\d{4} al \d\d\/\d\d\/\d{4}\)\.$/),
    ).toBeVisible();
    const debts = page.getByRole('region', { name: 'Saldos pendientes' });
    await expect(debts.getByTestId('debts-period')).toContainText('(este mes y los próximos 12 meses)');
    await expect(debts.getByRole('table')).toContainText(name);
    await page.setViewportSize(PHONE);
    const list = debts.getByRole('list', { name: /saldo pendiente/ });
    const card = list.getByRole('listitem').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Adeudo');
    await expectOnScreen(card, PHONE.width);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('375 px: the contract shows its Recibió and Total columns whole, and a way back', async ({
    page,
    request,
  }) => {
    const { staff, customer, evento } = await bookedEvent(request, `Contrato ${tag()}`);
    await page.setViewportSize(PHONE);
    await openAs(page, staff.token, `/pdf/${evento.uid}`);
    for (const header of ['Recibió', 'Total']) {
      const cell = page.getByRole('columnheader', { name: header, exact: true }).first();
      await expect(cell).toBeVisible();
      await expectOnScreen(cell, PHONE.width);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Volver al evento' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/event/edit/${evento.uid}$`));
    await openAs(page, customer.token, `/pdf/${evento.uid}`);
    await expect(page.getByRole('link', { name: 'Volver a mis pedidos' })).toHaveAttribute(
      'href',
      '/pedidos',
    );
  });

  for (const size of SIZES) {
    test(`${size.width} px: the calendar's controls together, its entries whole, its detail with name, hours and contract`, async ({
      page,
      request,
    }) => {
      const name = `Calendario ${size.width} ${tag()}`;
      const { staff, customer, place, fecha, evento } = await bookedEvent(request, name);
      await page.setViewportSize(size);
      await openAs(page, staff.token, `/admin/calendar?fecha=${fecha}`);
      await pick(page, 'Sucursal', place.sucursal);
      // every control above the calendar, none under it; a phone does not open on one day
      await expect(page.locator('.fc-footer-toolbar')).toHaveCount(0);
      const toolbar = page.locator('.fc-header-toolbar');
      for (const label of ['Anterior', 'Siguiente', 'Hoy'])
        await expect(toolbar.getByRole('button', { name: label })).toBeVisible();
      await expect(page.locator('.fc-dayGridDay-view')).toHaveCount(0);
      // this event's customer only: until the branch is picked the calendar shows every branch's events
      const entry = page.getByRole('link', { name: new RegExp(`^Matutino · Renata ${customer.lastname}`) });
      await expect(entry).toBeVisible();
      // the entry's words are not cut
      const cut = await entry.evaluate((el) => {
        const title = (el.querySelector('.fc-event-title, .fc-list-event-title') ?? el) as HTMLElement;
        return title.scrollWidth > title.clientWidth + 1;
      });
      expect(cut).toBe(false);
      await expectOnScreen(entry, size.width);
      await entry.click();
      const detail = page.getByRole('dialog', { name: 'Detalle del evento' });
      await expect(detail).toContainText(name);
      await expect(detail).toContainText('10:00 a 15:00');
      await expect(detail.getByRole('link', { name: 'Ver contrato' })).toHaveAttribute(
        'href',
        `/pdf/${evento.uid}`,
      );
    });
  }

  test("the request's comments show in /admin/orders (table and phone card) and on the wizard's banner", async ({
    page,
    request,
  }) => {
    const staff = await loginSuperAdmin(request);
    const { place, pkg } = await createPlaceWithPackage(request, staff.token);
    const lastname = `Comenta${tag()}`;
    const customer = await createActiveUser(request, { name: 'Olga', lastname });
    const comentarios = 'Piñata de unicornio y pastel sin nueces';
    await requestWithComments(request, customer.token, { place, pkg }, comentarios);
    await openAs(page, staff.token, '/admin/orders');
    await pick(page, 'Sucursal', place.sucursal);
    const row = page.getByTestId('request-row').filter({ hasText: lastname });
    await expect(row).toContainText(comentarios);
    await page.setViewportSize(PHONE);
    const card = page.getByRole('article', { name: `Olga ${lastname}` });
    await expect(card).toContainText(comentarios);
    await expectOnScreen(card, PHONE.width);
    await page.setViewportSize(DESKTOP);
    await row.getByRole('link', { name: /^Convertir en evento/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Convertir solicitud en evento' })).toContainText(
      comentarios,
    );
  });

  for (const size of SIZES) {
    test(`${size.width} px: the wizard checks as it goes; docs/product.md#2-screens-and-routes: then /admin/users and the confetti, the new event a link away`, async ({
      page,
      request,
    }) => {
      const staff = await loginSuperAdmin(request);
      const { place, pkg } = await createPlaceWithPackage(request, staff.token);
      const customer = await createActiveUser(request, { name: 'Iván', lastname: `Asistente${tag()}` });
      await page.setViewportSize(size);
      await openAs(page, staff.token, `/admin/event/${customer.id}`);
      await page.getByLabel('Nombre del evento').fill('Bautizo de Iván');
      // a 24-hour clock: '2:30 pm' typed reads 14:30
      const entrada = page.getByRole('textbox', { name: 'Hora de entrada' });
      await entrada.fill('2:30 pm');
      await entrada.blur();
      await expect(entrada).toHaveValue('14:30');
      await page.getByRole('button', { name: 'Siguiente' }).click();
      // step 1 lacks branch, date, turno, package and people: not shown as done
      await expect(page.getByRole('button', { name: 'Paso 1: Crear evento (faltan datos)' })).toBeVisible();
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('button', { name: 'Siguiente' }).click();
      // no package yet: no total, and never 'Liquidado'
      const totals = page.getByLabel('Totales');
      await expect(totals).not.toContainText('Liquidado');
      await expect(page.getByTestId('total-adeudo')).toHaveText('—');
      await page.getByRole('button', { name: 'Crear evento', exact: true }).click();
      const missing = page.getByRole('alert').filter({ hasText: 'Faltan datos para crear el evento' });
      for (const field of ['Sucursal', 'Fecha del evento', 'Turno', 'Paquete', 'Número de personas'])
        await expect(missing.getByRole('button', { name: `Paso 1 · ${field}` })).toBeVisible();
      await expect(missing).toContainText('Cantidad del abono');
      await expect(page.getByLabel('Cantidad del abono')).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(new RegExp(`/admin/event/${customer.id}$`));
      await missing.getByRole('button', { name: 'Paso 1 · Paquete' }).click();
      await expect(page.getByRole('textbox', { name: 'Número de personas' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );

      await pick(page, 'Sucursal', place.sucursal);
      await typeDate(page, 'Fecha del evento', freshDate());
      await pick(page, 'Turno', 'Matutino');
      // the turno brings its salida; the entrada staff typed stays
      await expect(entrada).toHaveValue('14:30');
      await expect(page.getByRole('textbox', { name: 'Hora de salida' })).toHaveValue('15:00');
      await pick(page, 'Paquete', pkg.name);
      await page.getByRole('textbox', { name: 'Número de personas' }).fill('60');
      for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Siguiente' }).click();
      await expect(page.getByRole('button', { name: 'Paso 1: Crear evento', exact: true })).toBeVisible();
      await page.getByLabel('Cantidad del abono').fill('500');
      await page.getByRole('button', { name: 'Crear evento', exact: true }).click();
      // docs/product.md#2-screens-and-routes /admin/event/{id}: "After success it goes to /admin/users and a confetti celebration runs"
      await expect(page).toHaveURL(/\/admin\/users$/);
      await expect(page.getByTestId('confetti').locator('canvas')).toBeVisible();
      // beside it, the success toast's 'Ver evento' opens the new event
      // (a click event: the toast still moves in as the confetti falls, never 'stable' on a busy machine)
      await toast(page, EVENT_MSG.created).getByRole('link', { name: 'Ver evento' }).dispatchEvent('click');
      await expect(page).toHaveURL(/\/admin\/event\/edit\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('textbox', { name: 'Hora de entrada' })).toHaveValue('14:30');
    });
  }

  test('docs/product.md#2-screens-and-routes /admin/user/{id}: Fecha (YYYY-MM-DD), at both widths', async ({
    page,
    request,
  }) => {
    const { staff, customer, fecha } = await bookedEvent(request, `Fechas ${tag()}`);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await openAs(page, staff.token, `/admin/user/${customer.id}`);
      await expect(page.getByText(fecha, { exact: true })).toBeVisible();
      await expect(page.getByText(mx(fecha), { exact: true })).toHaveCount(0);
    }
  });
});
