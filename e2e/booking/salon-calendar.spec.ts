import { CLOSURE_MSG } from '@salones/shared/closures';
import { addDays } from '@salones/shared/dates';
import { pick } from '../events/events-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, test, toast } from '../support/fixtures.ts';
import { saturdayAhead, showMonthOf, turnoButton } from './booking-support.ts';

// A branch with two salones and a third turno on Saturdays: staff close one salón on a Saturday from
// /admin/cierres (the salón choice shows because the branch has two); the family's calendar draws that
// Saturday's three turnos, still 'Libre' — one salón is open — and a Friday's two.
const EVERY_DAY_BUT_SATURDAY = [0, 1, 2, 3, 4, 5];

for (const [width, height] of [
  [375, 812],
  [1280, 900],
] as const) {
  test(`three turnos on a Saturday at ${width}px; one salón closed leaves them free`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const staff = await loginSuperAdmin(request);
    const headers = { 'x-auth-token': staff.token };
    const branch = await createBranch(request, { name: `Tres turnos ${width}` });
    await createPackage(request, branch.uid, { name: 'Fiesta', basico: 10_000, grande: 14_000 });
    const schedule = await request.put(`${BASE_URL}/api/lugares/${branch.uid}/turnos`, {
      headers,
      data: {
        turnos: [
          { nombre: 'Matutino', inicio: '10:00', fin: '14:00', dias: [...EVERY_DAY_BUT_SATURDAY, 6] },
          { nombre: 'Vespertino', inicio: '15:00', fin: '19:00', dias: [...EVERY_DAY_BUT_SATURDAY, 6] },
          { nombre: 'Nocturno', inicio: '20:00', fin: '23:30', dias: [6] },
        ],
        limpiezaMin: 60,
      },
    });
    expect(schedule.status(), await schedule.text()).toBe(200);
    const salon = await request.post(`${BASE_URL}/api/lugares/${branch.uid}/salones`, {
      headers,
      data: { nombre: 'Salón Jardín', capacidadMin: 30, capacidadMax: 90 },
    });
    expect(salon.status(), await salon.text()).toBe(201);
    let saturday = saturdayAhead(20);
    // the Friday before in the same month's grid
    if (addDays(saturday, -1).slice(0, 7) !== saturday.slice(0, 7)) saturday = addDays(saturday, 7);
    const friday = addDays(saturday, -1);

    await openAs(page, staff.token, '/admin/cierres');
    const form = page.getByRole('form', { name: 'Nuevo cierre' });
    await pick(page, 'Sucursal', branch.sucursal);
    await pick(page, 'Salón', 'Salón Jardín');
    await form.getByLabel('Desde').fill(saturday);
    await form.getByLabel('Motivo').fill('Pintura');
    await form.getByRole('button', { name: 'Agregar cierre' }).click();
    await expect(toast(page, CLOSURE_MSG.created)).toBeVisible();
    const list = page.getByRole(width === 375 ? 'list' : 'table', { name: 'Cierres' });
    await expect(list).toContainText(`${branch.sucursal} · Salón Jardín`);

    const family = await createActiveUser(request);
    await openAs(page, family.token, `/${branch.lugarname}`);
    await page.locator('#calendario').scrollIntoViewIfNeeded();
    const calendar = await showMonthOf(page, `Disponibilidad de ${branch.sucursal}`, saturday);
    for (const turno of ['Matutino', 'Vespertino', 'Nocturno'])
      await expect(turnoButton(calendar, turno, saturday, 'Libre')).toBeVisible();
    const fridayCell = turnoButton(calendar, 'Matutino', friday, 'Libre').locator('xpath=ancestor::td');
    await expect(fridayCell.getByRole('button')).toHaveCount(2);
  });
}
