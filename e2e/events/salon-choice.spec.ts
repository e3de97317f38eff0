import type { Page } from '@playwright/test';
import { MSG } from '@salones/shared/messages';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { picture } from '../support/screenshots.ts';
import { freshDate, openAs, pick, typeDate } from './events-support.ts';

// A branch of two salones: staff name the second in the wizard (the turno's hours filled in from the schedule);
// the family's /pedidos names it, in the list and in the event's 'Ver'. Screenshots of 'Ver' at both widths.
const SHOTS = new URL('../../screenshots/', import.meta.url).pathname;
const shot = (page: Page, name: string) =>
  picture(page, { path: `${SHOTS}${name}-${page.viewportSize()?.width}.png`, fullPage: true });
test.describe('salón choice at a branch of two salones', { tag: '@events' }, () => {
  test('staff book the second salón; /pedidos names it on a phone and a desktop', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const customer = await createActiveUser(request, { name: 'Renata', lastname: 'Solís' });
    const staff = await loginSuperAdmin(request);
    const place = await createBranch(request, { name: 'Dos salones' });
    const pkg = await createPackage(request, place.uid, { name: 'Fiesta', basico: 12_500, grande: 16_500 });
    const added = await request.post(`${BASE_URL}/api/lugares/${place.uid}/salones`, {
      headers: { 'x-auth-token': staff.token },
      data: { nombre: 'Jardín', capacidadMin: 20, capacidadMax: 150 },
    });
    expect(added.ok(), await added.text()).toBeTruthy();
    const name = `Fiesta en el jardín ${Date.now().toString(36)}`;

    await openAs(page, staff.token, `/admin/event/${customer.id}`);
    await page.getByLabel('Nombre del evento').fill(name);
    await pick(page, 'Sucursal', place.sucursal);
    await pick(page, 'Salón', 'Jardín');
    await typeDate(page, 'Fecha del evento', freshDate());
    await pick(page, 'Turno', 'Vespertino');
    // the chain's Vespertino runs 16:00 to 21:00: the party's hours start there, and staff may change them
    await expect(page.getByLabel('Hora de entrada')).toHaveValue('16:00');
    await expect(page.getByLabel('Hora de salida')).toHaveValue('21:00');
    await pick(page, 'Paquete', pkg.name);
    await page.getByLabel('Hora de entrada').fill('14:00');
    await page.getByLabel('Hora de salida').fill('19:00');
    await page.getByLabel('Número de personas').fill('80');
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Cantidad del abono').fill('500');
    await pick(page, 'Forma de pago', 'Pago en efectivo');
    await page.getByRole('button', { name: 'Crear evento', exact: true }).click();
    await expect(page.getByText(MSG.eventCreated)).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, customer.token, '/pedidos');
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Salón: Jardín');
    // 'Ver': the contract's view names the salón after the branch
    const contract = page.getByRole('dialog', { name: 'Contrato del evento' });
    await page.getByRole('button', { name: `Ver ${name}` }).click();
    await expect(contract).toContainText(`Lugar${place.sucursal}SalónJardín`);
    await shot(page, 'pedidos-ver-salon');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 800 });
    await openAs(page, customer.token, '/pedidos');
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('SalónJardín');
    await card.getByRole('button', { name: 'Ver', exact: true }).click();
    await expect(contract).toContainText(`Lugar${place.sucursal}SalónJardín`);
    await shot(page, 'pedidos-ver-salon');
  });
});
