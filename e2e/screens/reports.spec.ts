// Screenshots of /admin/reports at 375 and 1280 px: a branch's period with four events (both
// turnos), payments in three methods, occupancy and debts; and every branch's occupancy by salón, a page of
// branches at a time.
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { occupancyOfElevenBranches } from '../admin/admin-support.ts';
import { createEventViaApi, freshDate, putOk } from '../events/events-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { DESKTOP, PHONE, shootElement, shootOnce } from '../support/screenshots.ts';

test.describe('screenshots: reports', () => {
  test('reports of a branch', async ({ page, request }) => {
    test.setTimeout(120_000);
    const staff = await loginSuperAdmin(request);
    const customer = await createActiveUser(request, { name: 'Lucía', lastname: 'Mora' });
    const place = await createBranch(request, { name: 'Graficas' });
    const pkg = await createPackage(request, place.uid, { name: 'Fiesta', basico: 12_000, grande: 15_000 });
    const fechas = [freshDate(), freshDate(), freshDate(), freshDate()];
    const names = ['Cumpleaños de Sofía', 'XV años de Paola', 'Bautizo de Leo', 'Graduación de Ana'];
    const methods = ['PayPal', 'Pago en efectivo', 'Tarjeta de crédito', 'Pago en efectivo'];
    for (const [i, fecha] of fechas.entries()) {
      const evento = await createEventViaApi(request, staff.token, {
        user: customer.id,
        lugar: place.uid,
        paquete: pkg.uid,
        fecha,
        name: names[i],
        turno: i % 2 ? 'Vespertino' : 'Matutino',
        abono: 1_000 + i * 700,
      });
      await putOk(request, staff.token, `/api/event/abono/${evento.uid}`, {
        abonos: { abono: 2_500 + i * 1_000, metodo: methods[i] },
      });
    }
    const desde = addDays(todayInMexicoCity(), -60);
    await openAs(page, staff.token, `/admin/reports?desde=${desde}&hasta=${fechas[3]}&lugar=${place.uid}`);
    await expect(page.getByText(/4 eventos con adeudo/)).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    // one shot per width, each after the charts have re-measured their width (recharts' ResizeObserver)
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(1_000);
      await shootOnce(page, `admin-reports-${size.width}`, true);
    }
  });

  test('occupancy by salón of every branch, second page', async ({ page, request }) => {
    const occupancy = await occupancyOfElevenBranches(page, request, 'Ocupacion');
    await occupancy.getByRole('button', { name: 'Página 2' }).click();
    await expect(occupancy.getByTestId('occupancy-branches')).toHaveText(/^Sucursales 11 a/);
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await shootElement(page, occupancy, 'admin-reports-occupancy-pages');
  });
});
