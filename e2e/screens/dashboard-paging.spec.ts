// Screenshot of the dashboard with a card past its first page ('Ver más'), at 375 and 1280 px.
import { createTwelveEventsSoon, openAs } from '../events/events-support.ts';
import { loginSuperAdmin } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

test.describe('screenshots: dashboard paging', () => {
  test("dashboard card with 'Ver más'", async ({ page, request }) => {
    test.setTimeout(120_000);
    const staff = await loginSuperAdmin(request);
    await createTwelveEventsSoon(request, staff.token);
    await openAs(page, staff.token, '/admin');
    const card = page.getByRole('region', { name: 'Eventos de los próximos 15 días' });
    await expect(
      card.getByRole('button', { name: 'Ver más: eventos de los próximos 15 días' }),
    ).toBeVisible();
    await shoot(page, 'dashboard-ver-mas');
  });
});
