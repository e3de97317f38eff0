// Screenshots of the staff calendar at 375 and 1280 px: one branch's month with both turnos and
// a pending request, and an event's detail.
import { seedCalendar } from '../admin/calendar-support.ts';
import { pick } from '../events/events-support.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

test.describe('screenshots: staff calendar', () => {
  test('month of a branch, event detail', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { staff, branch, dates } = await seedCalendar(request);
    await openAs(page, staff.token, `/admin/calendar?fecha=${dates.morning}`);
    await pick(page, 'Sucursal', branch.sucursal);
    await expect(page.getByRole('link', { name: 'Matutino · Ana Calendario' })).toBeVisible();
    await shoot(page, 'admin-calendar');
    await page.getByRole('link', { name: 'Matutino · Ana Calendario' }).click();
    await expect(page.getByRole('dialog', { name: 'Detalle del evento' })).toBeVisible();
    await shoot(page, 'admin-calendar-detail');
  });
});
