import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createActiveUser } from '../support/api.ts';
import { BASE_URL } from '../support/env.ts';
import { openAs, toast } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

/** Picks `option` (its text begins so) in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
}

/**
 * A family writes its fiscal data on /pedidos ('Datos de facturación'): a mistyped RFC is refused with its
 * reason before anything is sent, the régimen list is a person's, the saved data are there after a reload and
 * through the API.
 */
export async function fiscalDataJourney(page: Page, request: APIRequestContext) {
  const family = await createActiveUser(request, { name: 'Mariana', lastname: 'López Hernández' });
  await openAs(page, family.token, '/pedidos');
  const form = page.getByRole('form', { name: 'Datos de facturación' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('E-mail para tus facturas')).toHaveValue(family.email);

  await form.getByLabel('RFC').fill('MHTR930411799');
  await form.getByLabel('Nombre o razón social').fill('Mariana López Hernández');
  await form.getByLabel('Código postal fiscal').fill('04100');
  await form.getByRole('button', { name: 'Guardar datos de facturación' }).click();
  await expect(
    form.getByText('El RFC no es válido: su último carácter (el dígito verificador) no corresponde'),
  ).toBeVisible();
  await expect(form.getByText('Elige tu régimen fiscal')).toBeVisible();
  await shoot(page, 'pedidos-datos-facturacion-errores');

  await form.getByLabel('RFC').fill('MHTR93041179A');
  await choose(page, 'Régimen fiscal', '612');
  await choose(page, 'Uso del CFDI', 'G03');
  await form.getByRole('button', { name: 'Guardar datos de facturación' }).click();
  await expect(toast(page, 'Tus datos de facturación se guardaron')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('RFC')).toHaveValue('MHTR93041179A');
  await expect(page.getByRole('combobox', { name: 'Régimen fiscal' })).toHaveValue(/^612/);
  await shoot(page, 'pedidos-datos-facturacion');
  const stored = await request.get(`${BASE_URL}/api/usuarios/${family.id}/datos-fiscales`, {
    headers: { 'x-auth-token': family.token },
  });
  expect((await stored.json()).datosFiscales).toMatchObject({
    rfc: 'MHTR93041179A',
    regimenFiscal: '612',
    usoCfdi: 'G03',
    codigoPostal: '04100',
  });
}
