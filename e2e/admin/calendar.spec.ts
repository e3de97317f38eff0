// /admin/calendar shows a branch's events on their days, coloured by turno, and its pending
// requests apart; an entry opens a read-only detail whose link leads to the event's edit page.

import { pick } from '../events/events-support.ts';
import { createAdmin } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { PHONE } from '../support/screenshots.ts';
import { sideMenu } from './admin-support.ts';
import { seedCalendar } from './calendar-support.ts';

test.describe('staff calendar', { tag: '@admin' }, () => {
  test('events on their days in their turno colour, the request apart, detail and edit link', async ({
    page,
    request,
  }) => {
    const { staff, branch, dates, morning } = await seedCalendar(request);
    await openAs(page, staff.token, `/admin/calendar?fecha=${dates.morning}`);
    await expect(page.getByRole('heading', { name: 'Calendario', level: 2 })).toBeVisible();
    await pick(page, 'Sucursal', branch.sucursal);

    const day = (fecha: string) => page.locator(`td.fc-day[data-date="${fecha}"]`);
    const ana = day(dates.morning).getByRole('link', { name: 'Matutino · Ana Calendario' });
    const beto = day(dates.evening).getByRole('link', { name: 'Vespertino · Beto Calendario' });
    const carla = day(dates.request).getByRole('link', { name: 'Solicitud Matutino · Carla Solicitud' });
    await expect(ana).toBeVisible();
    await expect(beto).toBeVisible();
    await expect(carla).toBeVisible();
    // one colour per turno, the same as the legend's; the request is outlined, dashed
    const colors = async (link: typeof ana) =>
      link.evaluate((el) => {
        const s = getComputedStyle(el);
        return { border: s.borderLeftColor, background: s.backgroundColor, style: s.borderTopStyle };
      });
    const [a, b, c] = [await colors(ana), await colors(beto), await colors(carla)];
    expect(a.border).not.toBe(b.border);
    expect(a.background).not.toBe(b.background);
    expect(c.border).toBe(a.border);
    expect(c.background).not.toBe(a.background);
    expect(c.style).toBe('dashed');
    expect(a.style).toBe('solid');
    await expect(page.getByRole('list', { name: 'Simbología' })).toContainText('Solicitud pendiente');
    // axe (WCAG 2 A/AA): no serious or critical finding on the calendar, wide and on a phone
    await expectAccessible(page);
    const wide = page.viewportSize();
    await page.setViewportSize(PHONE);
    // A phone shows the month as a list, its controls above it
    await expect(page.getByRole('button', { name: 'Lista' })).toBeVisible();
    await expect(
      page.locator('.fc-list').getByRole('link', { name: 'Matutino · Ana Calendario' }),
    ).toBeVisible();
    await expectAccessible(page);
    if (wide) await page.setViewportSize(wide);
    // the week view of the first date holds its event too
    await page.getByRole('button', { name: 'Semana' }).click();
    await expect(page.locator('.fc-dayGridWeek-view')).toBeVisible();
    await expect(ana).toBeVisible();
    await page.getByRole('button', { name: 'Mes' }).click();
    await expect(carla).toBeVisible();

    // keyboard: the entry is a link; Enter opens the detail instead of leaving the page
    await ana.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: 'Detalle del evento' });
    await expect(detail).toContainText('Ana Calendario');
    await expect(detail).toContainText(branch.sucursal);
    await expect(detail).toContainText('Matutino');
    // 12,000 package + 3 × 100 balloons, 500 paid
    await expect(detail).toContainText('$12,300.00');
    await expect(detail).toContainText('$500.00');
    await expect(detail).toContainText('$11,800.00');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    await carla.click();
    const pending = page.getByRole('dialog', { name: 'Solicitud pendiente' });
    await expect(pending).toContainText('Carla Solicitud');
    await expect(pending.getByRole('link', { name: 'Ver en pedidos' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    await page.keyboard.press('Escape');

    await ana.click();
    await detail.getByRole('link', { name: 'Editar evento' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/event/edit/${morning.uid}$`));
  });

  test('an admin has it in the side menu too', async ({ page, request }) => {
    const admin = await createAdmin(request);
    await openAs(page, admin.token, '/admin/messages');
    await sideMenu(page).getByRole('link', { name: 'Calendario' }).click();
    await expect(page).toHaveURL(/\/admin\/calendar$/);
    await expect(page.getByRole('heading', { name: 'Calendario', level: 2 })).toBeVisible();
    await expect(page.locator('.fc-daygrid')).toBeVisible();
  });
});
