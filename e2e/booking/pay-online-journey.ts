// Issue #22: the family's journey paying online — request → accept the terms → pay the anticipo on the
// Stripe-compatible server's page → the event and the receipt mail; then the balance → 'Liquidado'.
// Run by booking/pay-online.spec.ts (functional) and screens/payments.spec.ts (screenshots).
import type { APIRequestContext, Page } from '@playwright/test';
import { RECEIPT_MAIL } from '@salones/shared/mails';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { BASE_URL, CLUB_NAME } from '../support/env.ts';
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

  // /pedidos: 'Pagar anticipo' on the pending request → the plan, the terms, the checkbox
  await openAs(page, customer.token, '/pedidos');
  await expect(page.getByRole('button', { name: 'Pagar anticipo' })).toBeVisible();
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
  await shoot(page, 'payments-status');

  // the request became the event; the receipt arrives
  const receipt = await waitForMail(customer.email, {
    subject: RECEIPT_MAIL.subject(CLUB_NAME),
    timeoutMs: 20_000,
  });
  expect(receipt).toContain('$3,000.00');
  await page.goto('/pedidos');
  await expect(page.getByText('Confirmada').first()).toBeVisible();

  // its contract: named after the child, the terms she accepted with their line, the turno's hours, and
  // 'Reserva en línea' / 'Por definir con la sucursal' instead of 'Sin especificar'
  const contract = (await page.getByRole('link', { name: 'Ver contrato' }).first().getAttribute('href'))!;
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
  await page.goto('/pedidos');

  // the balance: 'Pagar saldo' → the whole balance → 'Liquidado'
  await page.getByRole('button', { name: 'Pagar saldo' }).first().click();
  const balance = page.getByRole('dialog', { name: 'Pagar saldo' });
  await expect(balance.getByLabel('Monto a pagar (MXN)')).toHaveValue('$7,000');
  await shoot(page, 'payments-balance');
  await balance.getByRole('button', { name: /Pagar \$7,000\.00/ }).click();
  await page.waitForURL(/\/pay\/cs_test_/);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Pago recibido', { timeout: 15_000 });
  await page.goto('/pedidos');
  await expect(page.getByText('Liquidado').first()).toBeVisible();
  await shoot(page, 'payments-pedidos');

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
