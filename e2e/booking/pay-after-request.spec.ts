// 'Pagar anticipo' right after 'Enviar solicitud' (the request's confirmation in the cart) — the
// plan, the terms, the provider's page — and staff then see on the event's screen the online payment (method,
// state, reference), the contract accepted online and the refund (super_admin, confirmed first). At 375 and 1280.
// The party is 15 days away or fewer: the balance is due with the anticipo
// (docs/architecture.md#money-online), so the quote and 'Pagar anticipo' ask for the whole total and say why
// before she pays.
import { BOOKING_MSG } from '@salones/shared/booking-requests';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, test, toast } from '../support/fixtures.ts';
import { picture } from '../support/screenshots.ts';
import { openDateRequest, pickFreeTurno, saturdayAhead } from './booking-support.ts';

const SHOTS = new URL('../../test-results/pay-after-request/', import.meta.url).pathname;

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`paying the anticipo right after the request (${viewport.width} px)`, {
    tag: '@booking',
  }, () => {
    test.use({ viewport });
    test('the request → Pagar anticipo → paid; staff see the payment and the acceptance on the event', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const admin = await loginSuperAdmin(request);
      const put = await request.put(`${BASE_URL}/api/terminos`, {
        headers: { 'x-auth-token': admin.token },
        data: { texto: `Cláusula única. El anticipo aparta la fecha (${viewport.width}).` },
      });
      expect(put.status(), await put.text()).toBe(200);
      const version = (await put.json()).terminos.version as number;
      const branch = await createBranch(request, { name: `Anticipo ${viewport.width}` });
      const pkg = await createPackage(request, branch.uid, {
        name: 'Fiesta al momento',
        basico: 10_000,
        grande: 14_000,
      });
      const customer = await createActiveUser(request, {
        name: 'Paula',
        lastname: `Pronto ${Date.now().toString(36)}`,
      });
      const saturday = saturdayAhead(8); // 8 to 14 days ahead

      // the cart: 'Solicitar fecha' → a free Saturday morning, 80 people → 'Enviar solicitud'
      await openAs(page, customer.token, `/${branch.lugarname}`);
      const form = await openDateRequest(page, pkg.name);
      await pickFreeTurno(page, branch, saturday, 'Matutino');
      await form.getByRole('textbox', { name: /¿Quién cumple años\?/ }).fill('Emilia');
      await form.getByLabel('Número de personas').fill('80');
      // the quote: all of it at booking, and why
      const quote = form.getByRole('table', { name: 'Tu cotización' });
      await expect(quote.getByRole('row', { name: /A pagar al reservar/ })).toContainText('$10,000.00');
      await expect(quote.getByTestId('pay-all-now')).toHaveText(
        'Como faltan 15 días o menos para tu fiesta, el saldo se paga completo ahora.',
      );
      await picture(form, { path: `${SHOTS}quote-${viewport.width}.png` });
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(toast(page, BOOKING_MSG.created)).toBeVisible();

      // right there: 'Pagar anticipo' → the plan and the terms
      const sent = page.getByTestId('request-sent');
      await expect(sent.getByRole('button', { name: 'Pagar anticipo' })).toBeVisible();
      await picture(sent, { path: `${SHOTS}sent-${viewport.width}.png` });
      await sent.getByRole('button', { name: 'Pagar anticipo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pagar anticipo' });
      await expect(dialog.getByText('A pagar ahora')).toBeVisible();
      await expect(dialog.getByTestId('pay-all-now')).toHaveText(
        'Como faltan 15 días o menos para tu fiesta, el saldo se paga completo ahora.',
      );
      await expect(dialog.getByText('a más tardar el', { exact: false })).toHaveCount(0);
      await expect(dialog.getByText('Cláusula única', { exact: false })).toBeVisible();
      await picture(page, { path: `${SHOTS}plan-${viewport.width}.png` });
      await dialog.getByLabel(`He leído y acepto el contrato (versión ${version})`).check();
      await picture(page, { path: `${SHOTS}anticipo-${viewport.width}.png` });
      await dialog.getByRole('button', { name: /Pagar \$10,000\.00/ }).click();

      // the provider's page, then back on /pagos/{id}
      await page.waitForURL(/\/pay\/cs_test_/);
      await page.getByRole('button', { name: 'Pagar', exact: true }).click();
      await page.waitForURL(/\/pagos\//);
      await expect(page.getByRole('status')).toContainText('Pago recibido', { timeout: 15_000 });
      // the page after it: the party's date confirmed, nothing left to pay
      await expect(page.getByTestId('date-confirmed')).toHaveText('Tu fecha está confirmada');
      await expect(page.getByText('Liquidado')).toBeVisible();
      await picture(page, { path: `${SHOTS}status-${viewport.width}.png`, fullPage: true });
      const paymentId = new URL(page.url()).pathname.split('/').pop()!;
      const read = await request.get(`${BASE_URL}/api/pagos/${paymentId}`, {
        headers: { 'x-auth-token': customer.token },
      });
      const pago = (await read.json()).pago as { evento: string; referencia: string };
      expect(pago.evento).toBeTruthy();

      // staff: the event's screen shows the online payment, the acceptance, and the refund (confirmed first)
      await openAs(page, admin.token, `/admin/event/edit/${pago.evento}`);
      const online = page.getByRole('group', { name: 'Pagos en línea y contrato' });
      await expect(online.getByTestId('contract-acceptance')).toHaveText(
        new RegExp(
          `^Aceptado electrónicamente por Paula Pronto \\w+ el \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d \\(versión ${version}\\)$`,
        ),
      );
      await expect(online.getByText(pago.referencia).filter({ visible: true })).toBeVisible();
      await expect(online.getByText('Tarjeta').filter({ visible: true })).toBeVisible();
      await expect(online.getByText('Pagado').filter({ visible: true })).toBeVisible();
      await online.scrollIntoViewIfNeeded();
      await picture(page, { path: `${SHOTS}staff-event-${viewport.width}.png`, fullPage: true });
      await online.getByRole('button', { name: 'Reembolsar' }).filter({ visible: true }).click();
      const refund = page.getByRole('dialog', { name: 'Reembolsar pago' });
      await expect(refund).toContainText('Quedan $10,000.00 por reembolsar');
      await refund.getByRole('button', { name: 'No reembolsar' }).click();
      await expect(refund).toBeHidden();

      // the family's /pedidos: paid in full at booking — no balance, no due date before the day of booking
      await openAs(page, customer.token, '/pedidos');
      await expect(page.getByText('Liquidado').filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByText('a más tardar el', { exact: false })).toHaveCount(0);
      await picture(page, { path: `${SHOTS}pedidos-${viewport.width}.png`, fullPage: true });
    });
  });
}
