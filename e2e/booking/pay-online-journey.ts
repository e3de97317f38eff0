// The family's journey paying online — request (its quote on /pedidos) → accept the terms → pay the
// anticipo on the Stripe-compatible server's page → the page after it (the party, 'Tu fecha está confirmada', the
// balance) and the receipt mail with its pay link; then part of the balance by OXXO (kept on /pedidos with its
// reference and link, and taken off what 'Pagar saldo' offers), the rest by card → 'Liquidado'; an event booked
// by staff asks for the contract before its first online payment.
// Run by booking/pay-online.spec.ts (functional) and screens/payments.spec.ts (screenshots).
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, formatDateMx } from '@salones/shared/dates';
import { RECEIPT_MAIL } from '@salones/shared/mails';
import { createEventViaApi } from '../events/events-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { BASE_URL, CLUB_NAME, STRIPE } from '../support/env.ts';
import { expect, openAs } from '../support/fixtures.ts';
import { waitForMail } from '../support/mailbox.ts';
import { shoot } from '../support/screenshots.ts';
import { createBookingRequest, saturdayAhead } from './booking-support.ts';

const TERMS =
  'Cláusula primera. El anticipo aparta la fecha y se descuenta del total.\nCláusula segunda. El saldo se paga a más tardar 15 días antes de la fiesta.';

export async function payOnlineJourney(page: Page, request: APIRequestContext) {
  const admin = await loginSuperAdmin(request);
  const put = await request.put(`${BASE_URL}/api/terminos`, {
    headers: { 'x-auth-token': admin.token },
    data: { texto: TERMS },
  });
  expect(put.status(), await put.text()).toBe(200);
  const version = (await put.json()).terminos.version as number;
  const branch = await createBranch(request, { name: 'Pagos' });
  const pkg = await createPackage(request, branch.uid, {
    name: 'Fiesta en línea',
    basico: 10_000,
    grande: 14_000,
  });
  const customer = await createActiveUser(request, {
    name: 'Paula',
    lastname: `Pagos ${Date.now().toString(36)}`,
  });
  const fecha = saturdayAhead(40);
  await createBookingRequest(request, customer.token, {
    lugar: branch.uid,
    paquete: pkg.uid,
    fecha,
    turno: 'Matutino',
    personas: 80,
    festejado: 'Mía',
    edad: 5,
  });

  // /pedidos: the request shows its quote (not the package's price alone), and 'Pagar anticipo' → the plan, the
  // terms, the checkbox
  await openAs(page, customer.token, '/pedidos');
  await expect(page.getByRole('button', { name: 'Pagar anticipo' })).toBeVisible();
  const quote = page.getByRole('table', { name: 'Cotización de la solicitud' });
  await expect(quote.getByTestId('quote-total')).toHaveText('$10,000.00');
  await expect(quote.getByRole('row', { name: /Anticipo/ })).toContainText('$3,000.00');
  await expect(page.getByText('Precio del paquete')).toHaveCount(0);
  await shoot(page, 'payments-request');
  await page.getByRole('button', { name: 'Pagar anticipo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar anticipo' });
  await expect(dialog.getByText('$3,000.00', { exact: false }).first()).toBeVisible();
  await expect(dialog.getByText('Cláusula primera', { exact: false })).toBeVisible();
  const pay = dialog.getByRole('button', { name: /Pagar \$3,000\.00/ });
  await expect(pay).toBeDisabled();
  await dialog.getByLabel(`He leído y acepto el contrato (versión ${version})`).check();
  await shoot(page, 'payments-anticipo');
  await pay.click();

  // the provider's page (the test server's), then back on /pagos/{id}
  await page.waitForURL(/\/pay\/cs_test_/);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await page.waitForURL(/\/pagos\//);
  await expect(page.getByRole('status')).toContainText('Pago recibido', { timeout: 15_000 });
  await expect(page.getByText('Tarjeta')).toBeVisible();
  // the page after it: the party, its date confirmed, the balance with its due date and 'Pagar saldo'
  const dueOn = formatDateMx(addDays(fecha, -15));
  await expect(page.getByTestId('date-confirmed')).toHaveText('Tu fecha está confirmada');
  await expect(page.getByRole('heading', { name: 'Fiesta de Mía (5 años)' })).toBeVisible();
  await expect(page.getByTestId('balance-left')).toContainText(`Saldo: $7,000.00 a más tardar el ${dueOn}`);
  await expect(page.getByRole('button', { name: 'Pagar saldo' })).toBeVisible();
  await shoot(page, 'payments-status');

  // the request became the event; the receipt arrives with the due date and the link that pays the balance
  const receipt = await waitForMail(customer.email, {
    subject: RECEIPT_MAIL.subject(CLUB_NAME),
    timeoutMs: 20_000,
  });
  expect(receipt).toContain('$3,000.00');
  expect(receipt).toContain(`Te falta pagar $7,000.00 a más tardar el ${dueOn}.`);
  const payLink = receipt.match(/https?:\/\/[^\s"'<>]+\/pedidos\?pagar=[0-9a-f-]{36}/)?.[0];
  expect(payLink, 'the receipt links to paying the balance').toBeTruthy();

  // its contract: named after the child, the terms she accepted with their line, the turno's hours, and
  // 'Reserva en línea' / 'Por definir con la sucursal' instead of 'Sin especificar'
  await page.goto('/pedidos');
  const contract = (await page.getByRole('link', { name: 'Ver contrato' }).first().getAttribute('href'))!;
  const journeySize = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(contract);
    await expect(
      page.getByRole('heading', { name: `Términos del contrato (versión ${version})` }),
    ).toBeVisible();
    await expect(page.getByText(/^Aceptado electrónicamente por Paula Pagos/)).toBeVisible();
    await expect(page.getByText('Fiesta de Mía (5 años)').first()).toBeVisible();
    await expect(page.getByText('Reserva en línea')).toBeVisible();
    await expect(page.getByText('10:00', { exact: true })).toBeVisible();
    await expect(page.getByText('Sin especificar')).toHaveCount(0);
  }
  await shoot(page, 'payments-contract');
  await page.setViewportSize(journeySize);

  // the receipt's link opens 'Pagar saldo' for the event: part of it by OXXO
  await page.goto(new URL(payLink!).pathname + new URL(payLink!).search);
  const balance = page.getByRole('dialog', { name: 'Pagar saldo' });
  await expect(balance.getByLabel('Monto a pagar (MXN)')).toHaveValue('$7,000');
  await balance.getByLabel('Monto a pagar (MXN)').fill('2000');
  await balance.getByRole('button', { name: /Pagar \$2,000\.00/ }).click();
  await page.waitForURL(/\/pay\/cs_test_/);
  await page.getByRole('button', { name: 'Generar ficha OXXO' }).click();
  await page.waitForURL(/\/pagos\//);
  const oxxoPaymentId = new URL(page.url()).pathname.split('/').pop()!;
  // the payment's page keeps the voucher: its number and Stripe's hosted voucher
  await expect(page.getByRole('status')).toContainText('Ficha OXXO pendiente', { timeout: 15_000 });
  const instructions = page.getByTestId('payment-instructions');
  await expect(instructions).toContainText('12345678901234567890');
  await expect(instructions.getByRole('link', { name: 'Ver ficha OXXO' })).toHaveAttribute(
    'href',
    /\/voucher$/,
  );
  await shoot(page, 'payments-oxxo-status');

  // /pedidos: the voucher on its way, and 'Pagar saldo' offers only what is left
  await page.goto('/pedidos');
  const pending = page.getByRole('article', { name: 'Ficha OXXO por $2,000.00' });
  await expect(pending).toContainText('Abono a Fiesta de Mía (5 años)');
  await expect(pending).toContainText('Paga antes del');
  await expect(pending).toContainText('12345678901234567890');
  await shoot(page, 'payments-pending');
  await page.getByRole('button', { name: 'Pagar saldo' }).first().click();
  await expect(balance.getByLabel('Monto a pagar (MXN)')).toHaveValue('$5,000');
  await expect(balance).toContainText('Descontando tus pagos en proceso, puedes pagar hasta $5,000.00.');
  await shoot(page, 'payments-balance');
  await balance.getByRole('button', { name: /Pagar \$5,000\.00/ }).click();
  await page.waitForURL(/\/pay\/cs_test_/);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Pago recibido', { timeout: 15_000 });

  // the voucher is paid at the store: the event is paid in full, once
  const sessions = (await (await request.get(`${STRIPE.url}/_test/sessions`)).json()) as {
    data: { id: string; metadata: { pago?: string } }[];
  };
  const voucher = sessions.data.find((x) => x.metadata.pago === oxxoPaymentId)!;
  expect((await request.post(`${STRIPE.url}/_test/sessions/${voucher.id}/succeed`)).ok()).toBe(true);
  await page.goto('/pedidos');
  await expect(page.getByText('Liquidado').first()).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ficha OXXO por $2,000.00' })).toHaveCount(0);
  await shoot(page, 'payments-pedidos');

  // an event booked by staff: its first online payment asks for the contract, as the anticipo does
  await createEventViaApi(request, admin.token, {
    user: customer.id,
    lugar: branch.uid,
    paquete: pkg.uid,
    fecha: saturdayAhead(60),
    name: 'Fiesta en la sucursal',
  });
  await page.goto('/pedidos');
  await page.getByRole('button', { name: 'Pagar saldo' }).first().click();
  await expect(balance.getByText('Cláusula primera', { exact: false })).toBeVisible();
  const payStaffBooked = balance.getByRole('button', { name: /^Pagar \$/ });
  await expect(payStaffBooked).toBeDisabled();
  await balance.getByLabel(`He leído y acepto el contrato (versión ${version})`).check();
  await expect(payStaffBooked).toBeEnabled();
  await shoot(page, 'payments-balance-terms');
  await balance.getByRole('button', { name: 'Ahora no' }).click();

  // staff: the online payments, the refund confirmation
  await openAs(page, admin.token, '/admin/pagos');
  await expect(page.getByRole('cell', { name: customer.lastname, exact: false }).first()).toBeVisible();
  await shoot(page, 'payments-admin-list');
  await page.getByRole('button', { name: 'Reembolsar' }).first().click();
  const refund = page.getByRole('dialog', { name: 'Reembolsar pago' });
  await refund.getByLabel('Motivo').fill('Prueba de reembolso');
  await shoot(page, 'payments-admin-refund');
  await refund.getByRole('button', { name: 'No reembolsar' }).click();

  // staff: /admin/terminos
  await openAs(page, admin.token, '/admin/terminos');
  await expect(page.getByLabel('Texto del contrato')).toHaveValue(TERMS);
  await shoot(page, 'payments-admin-terms');
}
