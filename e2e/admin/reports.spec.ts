// /admin/reports — a branch's period shows its income, payment methods and debts, and a report
// downloads as a CSV Excel in Spanish opens (UTF-8 with BOM, Spanish headers).
import { readFile } from 'node:fs/promises';
import { todayInMexicoCity } from '@salones/shared/dates';
import { monthLabel } from '@salones/shared/reports';
import { occupancyOfElevenBranches } from '../admin/admin-support.ts';
import { createEventViaApi, freshDate, money, putOk } from '../events/events-support.ts';
import { createActiveUser, createAdmin, loginSuperAdmin } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { expect, openAs, test } from '../support/fixtures.ts';

test.describe('reports', { tag: '@admin' }, () => {
  test('a branch’s period: income, payment methods, debts and their CSV', async ({ page, request }) => {
    const staff = await loginSuperAdmin(request);
    const customer = await createActiveUser(request, { name: 'Lucía', lastname: 'Mora' });
    const place = await createBranch(request, { name: 'Reportes' });
    const pkg = await createPackage(request, place.uid, { name: 'Fiesta', basico: 12_000, grande: 15_000 });
    const fechas = [freshDate(), freshDate()];
    const [first] = await Promise.all(
      fechas.map((fecha, i) =>
        createEventViaApi(request, staff.token, {
          user: customer.id,
          lugar: place.uid,
          paquete: pkg.uid,
          fecha,
          name: `Fiesta ${i + 1}`,
        }),
      ),
    );
    await putOk(request, staff.token, `/api/event/abono/${first.uid}`, {
      abonos: { abono: 1_000, metodo: 'PayPal' },
    });

    const today = todayInMexicoCity();
    await openAs(page, staff.token, `/admin/reports?desde=${today}&hasta=${fechas[1]}&lugar=${place.uid}`);
    await expect(page.getByRole('heading', { name: 'Reportes', level: 2 })).toBeVisible();

    const earnings = page.getByRole('table', { name: 'Ingresos por mes y sucursal' });
    await expect(
      earnings.getByRole('row', {
        name: `${monthLabel(today.slice(0, 7))} ${place.sucursal} 3 ${money(2_000)}`,
      }),
    ).toBeVisible();
    const methods = page.getByRole('table', { name: 'Pagos por forma de pago' });
    await expect(methods.getByRole('row', { name: /^PayPal 1 \$1,000\.00 50 %$/ })).toBeVisible();
    await expect(
      methods.getByRole('row', { name: /^Transferencia Electrónica 2 \$1,000\.00 50 %$/ }),
    ).toBeVisible();
    // each event: package $12,000 + balloons $300; $500 paid at booking, $1,000 more on the first
    await expect(page.getByText(`2 eventos con adeudo · total ${money(11_800 + 10_800)}`)).toBeVisible();
    const debts = page.getByRole('table', { name: /saldo pendiente/ });
    await expect(debts.getByRole('row').nth(1)).toContainText('Fiesta 1');
    await expect(debts.getByRole('row').nth(1)).toContainText(money(10_800));
    await expect(page.getByRole('table', { name: /por día de la semana/ })).toBeVisible();

    // the charts are pictures of the tables: hidden from screen readers, not focusable, no serious axe finding
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV: Saldos pendientes' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`saldos-pendientes-${today}-a-${fechas[1]}.csv`);
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    // Each balance's due date, and 'Vencido' once it went by
    expect(lines[0]).toBe(
      'Fecha,Turno,Sucursal,Evento,Cliente,Total (MXN),Abonado (MXN),Adeudo (MXN),Saldo vence el,Estado',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',Fiesta 1,Lucía Mora,12300.00,1500.00,10800.00');

    // a bad period is explained, not sent
    await openAs(page, staff.token, `/admin/reports?desde=${fechas[1]}&hasta=${today}`);
    await expect(page.getByText('La fecha inicial debe ser anterior o igual a la final')).toBeVisible();
  });

  test('every branch: the occupancy by salón comes a page of branches at a time', async ({
    page,
    request,
  }) => {
    const occupancy = await occupancyOfElevenBranches(page, request, 'Pagina');
    const shown = occupancy.getByTestId('occupancy-branches');
    // four reports of every branch load at once: on a busy machine that can take more than the usual wait
    await expect(occupancy.getByRole('heading', { name: 'Por salón y turno' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(shown).toHaveText(/^Sucursales 1 a 10 de \d+, por nombre\. El CSV las tiene todas\.$/);
    const total = Number(/de (\d+),/.exec((await shown.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThanOrEqual(11);
    const table = occupancy.getByRole('table', { name: /Turnos ofrecidos/ });
    const branchesShown = async () =>
      new Set(await table.locator('tbody tr td:first-child').allTextContents()).size;
    expect(await branchesShown()).toBe(10);

    await occupancy.getByRole('button', { name: 'Página 2' }).click();
    await expect(shown).toHaveText(new RegExp(`^Sucursales 11 a ${Math.min(20, total)} de ${total},`));
    expect(await branchesShown()).toBe(Math.min(20, total) - 10);

    // the CSV holds every branch
    const download = page.waitForEvent('download');
    await occupancy.getByRole('button', { name: 'Descargar CSV: Ocupación por salón y turno' }).click();
    const lines = (await readFile((await (await download).path())!, 'utf8')).trim().split('\r\n').slice(1);
    expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(total);

    // a branch chosen: its rows only, no pages
    await page.getByRole('combobox', { name: 'Sucursal' }).fill('Sucursal Pagina');
    await page.getByRole('option').first().click();
    await expect(shown).toBeHidden();
    await expect(page.getByRole('button', { name: 'Página 2' })).toBeHidden();
    // the pager goes as the branch's report is asked for: its rows come with the answer
    await expect.poll(branchesShown).toBe(1);
  });

  test('an admin has "Reportes" in the menu', async ({ page, request }) => {
    const admin = await createAdmin(request);
    await openAs(page, admin.token, '/admin');
    await page.getByRole('link', { name: 'Reportes' }).click();
    await expect(page.getByRole('heading', { name: 'Reportes', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Saldos pendientes' })).toBeVisible();
  });
});
