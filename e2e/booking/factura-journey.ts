// A family's factura (CFDI 4.0), from its phone or its computer: its fiscal data on /pedidos → the anticipo paid online → 'Solicitar
// factura' → a CFDI PPD with the anticipo's complemento de pago → its PDF and XML downloaded → the same window from
// the contract (not printed) → the balance paid → its complemento listed; then staff's 'Facturas' with the three
// CFDI, on a desktop and on a phone, and their CSV. The PAC is the Facturapi-compatible server global-setup.ts starts.
// Run by screens/facturas.spec.ts from a phone: one run is the journey and its screenshots (facturas-*-{375,1280}.png);
// and by booking/factura-desktop.spec.ts from a desktop, where the complements are a table.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download, Locator, Page, Response } from '@playwright/test';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, toast } from '../support/fixtures.ts';
import { DESKTOP, PHONE, shoot } from '../support/screenshots.ts';
import { createBookingRequest, saturdayAhead } from './booking-support.ts';

/** Picks `option` (its text begins so) in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
}

/** Clicks `link` and answers the file the browser saved and the API's answer it came from (its path and query). */
async function download(page: Page, link: Locator, from: RegExp): Promise<[Download, Response]> {
  const [file, answer] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((r) => from.test(new URL(r.url()).pathname + new URL(r.url()).search)),
    link.click(),
  ]);
  return [file, answer];
}

/** Pays on the Stripe-compatible server's page, back on /pagos/{id} with the payment received. */
async function payOnProviderPage(page: Page) {
  await page.waitForURL(/\/pay\/cs_test_/);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await page.waitForURL(/\/pagos\//);
  await expect(page.getByRole('status')).toContainText('Pago recibido', { timeout: 15_000 });
}

/** The family's window of its CFDI's complementos: cards on a phone, a table's rows on a desktop. */
const complemento = (modal: Locator, size: { width: number }, parcialidad: number) =>
  size.width < DESKTOP.width
    ? modal.getByRole('listitem').filter({ hasText: `Parcialidad ${parcialidad}` })
    : modal.getByRole('row', { name: new RegExp(`Parcialidad ${parcialidad}`) });

export async function facturaJourney(page: Page, request: APIRequestContext, size = PHONE) {
  const admin = await loginSuperAdmin(request);
  const terms = await request.put(`${BASE_URL}/api/terminos`, {
    headers: { 'x-auth-token': admin.token },
    data: { texto: 'Cláusula única. El anticipo aparta la fecha y se descuenta del total.' },
  });
  expect(terms.status(), await terms.text()).toBe(200);
  const version = (await terms.json()).terminos.version as number;
  const branch = await createBranch(request, { name: 'Facturas' });
  const pkg = await createPackage(request, branch.uid, {
    name: 'Fiesta facturada',
    basico: 10_000,
    grande: 14_000,
  });
  const family = await createActiveUser(request, {
    name: 'Mariana',
    lastname: `López Factura ${Date.now().toString(36)}`,
  });
  await createBookingRequest(request, family.token, {
    lugar: branch.uid,
    paquete: pkg.uid,
    fecha: saturdayAhead(40),
    turno: 'Matutino',
    personas: 80,
    festejado: 'Leo',
    edad: 6,
  });
  await page.setViewportSize(size);

  // 'Datos de facturación' on /pedidos
  await openAs(page, family.token, '/pedidos');
  const form = page.getByRole('form', { name: 'Datos de facturación' });
  await form.getByLabel('RFC').fill('MHTR93041179A');
  await form.getByLabel('Nombre o razón social').fill('Mariana López Hernández');
  await choose(page, 'Régimen fiscal', '612');
  await choose(page, 'Uso del CFDI', 'G03');
  await form.getByLabel('Código postal fiscal').fill('04100');
  await form.getByRole('button', { name: 'Guardar datos de facturación' }).click();
  await expect(toast(page, 'Tus datos de facturación se guardaron')).toBeVisible();
  await shoot(page, 'facturas-datos');

  // the anticipo, paid online by card
  await page.getByRole('button', { name: 'Pagar anticipo' }).click();
  const anticipo = page.getByRole('dialog', { name: 'Pagar anticipo' });
  await anticipo.getByLabel(`He leído y acepto el contrato (versión ${version})`).check();
  await anticipo.getByRole('button', { name: /Pagar \$3,000\.00/ }).click();
  await payOnProviderPage(page);

  // 'Solicitar factura': a CFDI PPD for the total, and the anticipo's complemento de pago at once
  await page.goto('/pedidos');
  const contractPath = (await page.getByRole('link', { name: 'Ver contrato' }).first().getAttribute('href'))!;
  const eventId = contractPath.split('/').pop()!;
  await page.getByRole('button', { name: 'Solicitar factura' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Factura' });
  await expect(modal).toContainText('Emitiremos tu factura (CFDI 4.0) con tus datos de facturación');
  await shoot(page, 'facturas-solicitar');
  await modal.getByRole('button', { name: 'Solicitar factura' }).click();
  await expect(toast(page, 'Tu factura está lista')).toBeVisible();
  await expect(modal).toContainText(/Factura F-\d+ \(pago en parcialidades\) por \$10,000\.00/);
  // on a phone, each complemento de pago is a card (a table would be cut off, its files out of reach)
  const first = complemento(modal, size, 1);
  await expect(first).toContainText('$3,000.00');
  await expect(first).toContainText('$7,000.00');
  await shoot(page, 'facturas-emitida');

  // its PDF and XML, streamed from the PAC and saved by the browser
  const serieFolio = (await modal.textContent())!.match(/Factura (F-\d+)/)![1];
  const [pdf, pdfAnswer] = await download(
    page,
    modal.getByRole('button', { name: `PDF de la factura ${serieFolio}` }),
    /\/api\/facturas\/[^/]+\/pdf$/,
  );
  expect(pdfAnswer.headers()['content-type']).toContain('application/pdf');
  expect(pdf.suggestedFilename()).toMatch(/^cfdi-[0-9A-F-]{36}\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const [xml, xmlAnswer] = await download(
    page,
    modal.getByRole('button', { name: `XML de la factura ${serieFolio}` }),
    /\/api\/facturas\/[^/]+\/xml$/,
  );
  expect(xmlAnswer.headers()['content-type']).toContain('application/xml');
  expect(xml.suggestedFilename()).toMatch(/^cfdi-[0-9A-F-]{36}\.xml$/);
  const stamped = readFileSync(await xml.path(), 'utf8');
  expect(stamped.startsWith('<?xml')).toBe(true);
  expect(stamped).toContain('TipoDeComprobante="I"');
  await page.keyboard.press('Escape');

  // the contract offers the same window, and prints without it
  await page.goto(contractPath);
  const onContract = page.getByRole('button', { name: 'Solicitar factura' });
  await expect(onContract).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(onContract).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await shoot(page, 'facturas-contrato');
  await onContract.click();
  await expect(modal).toContainText(`Factura ${serieFolio}`);
  await page.keyboard.press('Escape');

  // the balance, paid online: its complemento de pago comes from the job queue
  await page.goto('/pedidos');
  await page.getByRole('button', { name: 'Pagar saldo' }).first().click();
  const balance = page.getByRole('dialog', { name: 'Pagar saldo' });
  await balance.getByRole('button', { name: /Pagar \$7,000\.00/ }).click();
  await payOnProviderPage(page);
  await expect
    .poll(
      async () => {
        const read = await request.get(`${BASE_URL}/api/event/${eventId}/factura`, {
          headers: { 'x-auth-token': family.token },
        });
        return ((await read.json()) as { complementos: unknown[] }).complementos.length;
      },
      { timeout: 20_000 },
    )
    .toBe(2);
  await page.goto('/pedidos');
  await page.getByRole('button', { name: 'Solicitar factura' }).first().click();
  const second = complemento(modal, size, 2);
  await expect(second).toContainText('$7,000.00');
  await expect(second).toContainText('$0.00');
  await expect(second.getByRole('button', { name: 'PDF de la parcialidad 2' })).toBeInViewport();
  // on a desktop, a table
  await page.setViewportSize(DESKTOP);
  const secondRow = modal.getByRole('row', { name: /Parcialidad 2/ });
  await expect(secondRow).toContainText('$7,000.00');
  await expect(secondRow.getByRole('button', { name: 'XML de la parcialidad 2' })).toBeVisible();
  await shoot(page, 'facturas-complemento');

  // staff: every CFDI of the branch this month, on a desktop and on a phone; the CSV
  await openAs(page, admin.token, `/admin/facturas?lugar=${branch.uid}`);
  const table = page.getByRole('table', { name: 'Facturas' });
  await expect(table.getByRole('row')).toHaveCount(4);
  const ingreso = table.getByRole('row', { name: /Ingreso PPD/ });
  await expect(ingreso).toContainText(serieFolio);
  await expect(ingreso).toContainText('$10,000.00');
  await expect(ingreso).toContainText('MHTR93041179A');
  await expect(ingreso).toContainText('Fiesta de Leo');
  await expect(ingreso).toContainText('Vigente');
  await expect(table.getByRole('row', { name: /Complemento de pago/ })).toHaveCount(2);
  await expect(ingreso.getByRole('button', { name: `PDF de ${serieFolio}` })).toBeVisible();
  const [csv, csvAnswer] = await download(
    page,
    page.getByRole('button', { name: 'Descargar CSV' }),
    /^\/api\/facturas\.csv\?mes=\d{4}-\d{2}&lugar=/,
  );
  expect(csvAnswer.headers()['content-type']).toContain('text/csv');
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  expect(readFileSync(await csv.path(), 'utf8')).toContain('MHTR93041179A');
  await shoot(page, 'facturas-admin');
  await page.setViewportSize(PHONE);
  const cards = page.getByRole('list', { name: 'Facturas' });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('table', { name: 'Facturas' })).toHaveCount(0);
}
