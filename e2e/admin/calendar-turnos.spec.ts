// A branch whose Saturdays run three turnos of its own (Mañana, Mediodía, Tarde): the staff calendar gives each
// its own colour by its place in the day, the legend lists the branch's turnos in that order, and a phone and a
// desktop show them (screenshots at 375 and 1280 px).
import type { Page } from '@playwright/test';
import { saturdayAhead } from '../booking/booking-support.ts';
import { createEventViaApi, pick } from '../events/events-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { picture } from '../support/screenshots.ts';

const SHOTS = new URL('../../screenshots/', import.meta.url).pathname;
const WEEKDAYS = [0, 1, 2, 3, 4, 5];
const SATURDAY_TURNOS = ['Mañana', 'Mediodía', 'Tarde'];
const shot = (page: Page, name: string) => picture(page, { path: `${SHOTS}${name}.png`, fullPage: true });

for (const [width, height] of [
  [375, 812],
  [1280, 900],
] as const) {
  test(`a branch's own turnos at ${width}px: a colour each, the legend in the order of the day`, {
    tag: '@admin',
  }, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const staff = await loginSuperAdmin(request);
    const branch = await createBranch(request, { name: `Turnos propios ${width}` });
    const pkg = await createPackage(request, branch.uid, { name: 'Fiesta', basico: 10_000, grande: 14_000 });
    const schedule = await request.put(`${BASE_URL}/api/lugares/${branch.uid}/turnos`, {
      headers: { 'x-auth-token': staff.token },
      data: {
        turnos: [
          { nombre: 'Matutino', inicio: '10:00', fin: '15:00', dias: WEEKDAYS },
          { nombre: 'Vespertino', inicio: '16:00', fin: '21:00', dias: WEEKDAYS },
          { nombre: 'Tarde', inicio: '17:00', fin: '20:00', dias: [6] },
          { nombre: 'Mañana', inicio: '09:00', fin: '12:00', dias: [6] },
          { nombre: 'Mediodía', inicio: '13:00', fin: '16:00', dias: [6] },
        ],
        limpiezaMin: 60,
      },
    });
    expect(schedule.status(), await schedule.text()).toBe(200);
    const saturday = saturdayAhead(width === 375 ? 24 : 38);
    for (const turno of SATURDAY_TURNOS) {
      const family = await createActiveUser(request, { name: turno, lastname: `Turnos${width}` });
      await createEventViaApi(request, staff.token, {
        user: family.id,
        lugar: branch.uid,
        paquete: pkg.uid,
        fecha: saturday,
        turno,
        name: `Fiesta ${turno}`,
      });
    }

    await openAs(page, staff.token, `/admin/calendar?fecha=${saturday}`);
    await expect(page.getByRole('heading', { name: 'Calendario', level: 2 })).toBeVisible();
    await pick(page, 'Sucursal', branch.sucursal);
    const legend = page.getByRole('list', { name: 'Simbología' });
    await expect(legend.getByRole('listitem')).toHaveText([
      'Mañana',
      'Matutino',
      'Mediodía',
      'Vespertino',
      'Tarde',
      'Solicitud pendiente',
    ]);
    const entry = (turno: string) =>
      page.getByRole('link', { name: `${turno} · ${turno} Turnos${width}` }).first();
    for (const turno of SATURDAY_TURNOS) await expect(entry(turno)).toBeVisible();
    if (width > 375) {
      // each entry wears its legend's colour, and no two turnos share one
      const swatch = (turno: string) =>
        legend
          .getByRole('listitem')
          .filter({ hasText: new RegExp(`^${turno}$`) })
          .locator('span')
          .first()
          .evaluate((el) => getComputedStyle(el).borderTopColor);
      const border = (turno: string) => entry(turno).evaluate((el) => getComputedStyle(el).borderLeftColor);
      const colours: string[] = [];
      for (const turno of SATURDAY_TURNOS) {
        colours.push(await border(turno));
        expect(await border(turno)).toBe(await swatch(turno));
      }
      expect(new Set(colours).size).toBe(3);
    }
    await shot(page, `calendar-turnos-${width}`);
  });
}
