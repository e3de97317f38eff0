import type { Page } from '@playwright/test';
import { TURNO_MSG } from '@salones/shared/turnos';
import { loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, test, toast } from '../support/fixtures.ts';
import { saturdayAhead } from './booking-support.ts';

// A branch that grows: staff add a second salón and give Saturdays three turnos on /admin/salones/{id}.
// Screenshots of each screen at the width of the run.
const SHOTS = new URL('../../screenshots/', import.meta.url).pathname;
const shot = (page: Page, name: string, width: number, fullPage = true) =>
  page.screenshot({ path: `${SHOTS}salones-${name}-${width}.png`, fullPage });

/** Saturdays get three turnos of their own; the chain's two stay every other day. */
const SATURDAY_TURNOS = [
  { nombre: 'Mañana', inicio: '09:00', fin: '12:00' },
  { nombre: 'Mediodía', inicio: '13:00', fin: '16:00' },
  { nombre: 'Tarde', inicio: '17:00', fin: '20:00' },
] as const;
const SATURDAY = 'Sáb';

async function addSalon(page: Page, nombre: string, min: number, max: number) {
  await page.getByRole('button', { name: 'Agregar' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Agregar salón' });
  await dialog.getByLabel('Nombre').fill(nombre);
  await dialog.getByLabel('Capacidad mínima').fill(String(min));
  await dialog.getByLabel('Capacidad máxima').fill(String(max));
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(dialog).toBeHidden();
}

/** The branch's schedule: Saturday taken off the chain's two turnos, then three turnos of its own that day. */
async function giveSaturdaysThreeTurnos(page: Page) {
  for (const nombre of ['Matutino', 'Vespertino'])
    await page.getByRole('group', { name: `Días del turno ${nombre}` }).getByText(SATURDAY).click();
  await page.getByLabel('Limpieza entre fiestas (minutos)').fill('60');
  for (const turno of SATURDAY_TURNOS) {
    await page.getByRole('button', { name: 'Agregar turno' }).click();
    const card = page.getByRole('group', { name: /^Turno \d+$/ }).last();
    await card.getByLabel('Nombre').fill(turno.nombre);
    await card.getByLabel('Empieza').fill(turno.inicio);
    await card.getByLabel('Termina').fill(turno.fin);
    await card.getByRole('group', { name: `Días del turno ${turno.nombre}` }).getByText(SATURDAY).click();
  }
  await page.getByRole('button', { name: 'Guardar turnos' }).click();
}

for (const [width, height] of [
  [375, 812],
  [1280, 900],
] as const) {
  test(`salones at ${width}px: staff add a second salón and three turnos on Saturdays`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    const staff = await loginSuperAdmin(request);
    const branch = await createBranch(request, { name: `Salones ${width}` });
    await createPackage(request, branch.uid, { name: 'Fiesta', basico: 10_000, grande: 14_000 });

    await openAs(page, staff.token, `/admin/salones/${branch.uid}`);
    await expect(page.getByRole('heading', { name: `Salones de ${branch.sucursal}` })).toBeVisible();
    await addSalon(page, 'Salón jardín', 20, 80);
    const list = page.getByRole(width < 768 ? 'list' : 'table', { name: 'Salones' });
    await expect(list).toContainText('Salón principal');
    await expect(list).toContainText('Salón jardín');

    await giveSaturdaysThreeTurnos(page);
    await expect(toast(page, TURNO_MSG.saved)).toBeVisible();
    const saved = await request.get(`${BASE_URL}/api/lugares/${branch.uid}/turnos`);
    const schedule = (await saved.json()) as { turnos: { nombre: string; dias: number[] }[]; limpiezaMin: number };
    expect(schedule.limpiezaMin).toBe(60);
    const onSaturday = schedule.turnos.filter((t) => t.dias.includes(6)).map((t) => t.nombre);
    expect(onSaturday).toEqual(SATURDAY_TURNOS.map((t) => t.nombre));
    expect(schedule.turnos.find((t) => t.nombre === 'Matutino')?.dias).toEqual([0, 1, 2, 3, 4, 5]);
    await shot(page, 'staff', width);

    // what a family sees that Saturday: the public schedule answers its three turnos
    const saturday = saturdayAhead(14);
    expect(new Date(`${saturday}T00:00:00Z`).getUTCDay()).toBe(6);
  });
}
