import type { Page } from '@playwright/test';
import { BOOKING_MSG } from '@salones/shared/booking-requests';
import { RECURSO_MSG } from '@salones/shared/recursos';
import { TURNO_MSG } from '@salones/shared/turnos';
import { sideMenu } from '../admin/admin-support.ts';
import { createEventViaApi } from '../events/events-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, test, toast } from '../support/fixtures.ts';
import { picture } from '../support/screenshots.ts';
import {
  openDateRequest,
  pickFreeTurno,
  saturdayAhead,
  showMonthOf,
  turnoButton,
} from './booking-support.ts';

// A branch that grows: staff add a second salón and give Saturdays three turnos on /admin/salones/{id}; a
// family sees that Saturday's three turnos and asks for the last free salón of one (the other holds a party
// booked by staff); the next family sees that turno 'Ocupado'; staff add an animador, assign them to the party
// and print the day sheet. Screenshots of each screen at the width of the run.
const SHOTS = new URL('../../screenshots/', import.meta.url).pathname;
const shot = (page: Page, name: string, width: number, fullPage = true) =>
  picture(page, { path: `${SHOTS}salones-${name}-${width}.png`, fullPage });

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
    await page
      .getByRole('group', { name: `Días del turno ${nombre}` })
      .getByText(SATURDAY)
      .click();
  await page.getByLabel('Limpieza entre fiestas (minutos)').fill('60');
  for (const turno of SATURDAY_TURNOS) {
    await page.getByRole('button', { name: 'Agregar turno' }).click();
    const card = page.getByRole('group', { name: /^Turno \d+$/ }).last();
    await card.getByLabel('Nombre').fill(turno.nombre);
    await card.getByLabel('Empieza').fill(turno.inicio);
    await card.getByLabel('Termina').fill(turno.fin);
    await card
      .getByRole('group', { name: `Días del turno ${turno.nombre}` })
      .getByText(SATURDAY)
      .click();
  }
  await page.getByRole('button', { name: 'Guardar turnos' }).click();
}

for (const [width, height] of [
  [375, 812],
  [1280, 900],
] as const) {
  test(`salones at ${width}px: staff add a salón and three Saturday turnos; families book the last salón; an animador on the day sheet`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height });
    const staff = await loginSuperAdmin(request);
    const branch = await createBranch(request, { name: `Salones ${width}` });
    const pkg = await createPackage(request, branch.uid, { name: 'Fiesta', basico: 10_000, grande: 14_000 });

    await openAs(page, staff.token, `/admin/salones/${branch.uid}`);
    await expect(page.getByRole('heading', { name: `Salones de ${branch.sucursal}` })).toBeVisible();
    await addSalon(page, 'Salón jardín', 20, 80);
    const list = page.getByRole(width < 768 ? 'list' : 'table', { name: 'Salones' });
    await expect(list).toContainText('Salón principal');
    await expect(list).toContainText('Salón jardín');

    await giveSaturdaysThreeTurnos(page);
    await expect(toast(page, TURNO_MSG.saved)).toBeVisible();
    const saved = await request.get(`${BASE_URL}/api/lugares/${branch.uid}/turnos`);
    const schedule = (await saved.json()) as {
      turnos: { nombre: string; dias: number[] }[];
      limpiezaMin: number;
    };
    expect(schedule.limpiezaMin).toBe(60);
    const onSaturday = schedule.turnos.filter((t) => t.dias.includes(6)).map((t) => t.nombre);
    expect(onSaturday).toEqual(SATURDAY_TURNOS.map((t) => t.nombre));
    expect(schedule.turnos.find((t) => t.nombre === 'Matutino')?.dias).toEqual([0, 1, 2, 3, 4, 5]);
    await shot(page, 'staff', width);

    // Staff book the Saturday's 'Tarde' for 60 people: the first salón by order that fits, the principal one.
    const saturday = saturdayAhead(width === 375 ? 16 : 30);
    const first = await createActiveUser(request, { name: 'Lupita', lastname: `Salones${width}` });
    const party = await createEventViaApi(request, staff.token, {
      user: first.id,
      lugar: branch.uid,
      paquete: pkg.uid,
      fecha: saturday,
      name: `Fiesta de Lupita ${width}`,
      turno: 'Tarde',
    });

    // A family sees the Saturday's three turnos, 'Tarde' still free (the jardín), and asks for it.
    const family = await createActiveUser(request, { name: 'Sofía' });
    await openAs(page, family.token, `/${branch.lugarname}`);
    const calendar = await showMonthOf(page, `Disponibilidad de ${branch.sucursal}`, saturday);
    for (const turno of SATURDAY_TURNOS)
      await expect(turnoButton(calendar, turno.nombre, saturday, 'Libre')).toBeVisible();
    await shot(page, 'family-calendar', width);
    const form = await openDateRequest(page, pkg.name);
    await pickFreeTurno(page, branch, saturday, 'Tarde');
    await form.getByRole('textbox', { name: /¿Quién cumple años\?/ }).fill('Sofía');
    await form.getByLabel('Número de personas').fill('60');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(toast(page, BOOKING_MSG.created)).toBeVisible();
    await expect(page.getByTestId('request-sent')).toContainText('Tarde, 60 personas');

    // The next family: the Saturday's 'Tarde' is taken in both salones.
    const next = await createActiveUser(request, { name: 'Mateo' });
    await openAs(page, next.token, `/${branch.lugarname}`);
    const nextCalendar = await showMonthOf(page, `Disponibilidad de ${branch.sucursal}`, saturday);
    await expect(turnoButton(nextCalendar, 'Tarde', saturday, 'Ocupado')).toBeVisible();
    await expect(turnoButton(nextCalendar, 'Mañana', saturday, 'Libre')).toBeVisible();

    // Staff: an animador for the branch, assigned to the party; the day sheet, printable.
    await openAs(page, staff.token, `/admin/salones/${branch.uid}`);
    await page.getByRole('button', { name: 'Agregar recurso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar recurso' });
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Pepe Payaso');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(toast(page, RECURSO_MSG.created)).toBeVisible();
    await page.goto(`/admin/event/edit/${party.uid}`);
    await page.getByRole('combobox', { name: 'Recursos asignados' }).click();
    await page.getByRole('option', { name: 'Pepe Payaso (Animador)' }).click();
    await page.getByRole('button', { name: 'Guardar recursos' }).click();
    await expect(toast(page, RECURSO_MSG.assigned)).toBeVisible();
    await page.goto(`/admin/dia/${saturday}?lugar=${branch.uid}`);
    await expect(page.getByRole('heading', { name: 'Hoja del día' })).toBeVisible();
    const principal = page.getByRole('region', { name: 'Salón principal' });
    await expect(principal).toContainText(`Fiesta de Lupita ${width}`);
    await expect(principal).toContainText('Pepe Payaso (Animador)');
    await expect(principal).toContainText('Tarde');
    await shot(page, 'day-sheet', width);
    await page.emulateMedia({ media: 'print' });
    await expect(sideMenu(page)).toBeHidden();
    await expect(principal).toBeVisible();
    await shot(page, 'day-sheet-print', width);
  });
}
