// /admin/reports — a branch's period shows its income, payment methods and debts, and a report
// downloads as a CSV Excel in Spanish opens (UTF-8 with BOM, Spanish headers).
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { todayInMexicoCity } from '@salones/shared/dates';
import { monthLabel } from '@salones/shared/reports';
import { createEventViaApi, freshDate, money, putOk } from '../events/events-support.ts';
import { createActiveUser, createAdmin, loginSuperAdmin } from '../support/api.ts';
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
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

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

  test('an admin has "Reportes" in the menu', async ({ page, request }) => {
    const admin = await createAdmin(request);
    await openAs(page, admin.token, '/admin');
    await page.getByRole('link', { name: 'Reportes' }).click();
    await expect(page.getByRole('heading', { name: 'Reportes', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Saldos pendientes' })).toBeVisible();
  });
});
