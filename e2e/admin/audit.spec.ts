// Staff read an event's history on its edit page; super_admin browses every change at /admin/audit.
import { money, openAs, pick, putOk } from '../events/events-support.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEventToAudit } from './admin-support.ts';

test.describe('audit trail', { tag: '@admin' }, () => {
  test('the edit page shows the event’s history; super_admin filters the whole log', async ({
    page,
    request,
  }) => {
    const { staff, admin, evento } = await createEventToAudit(request, {
      customer: { name: 'Pablo', lastname: 'Cruz' },
      branch: 'Bitacora',
      event: 'Comunión de Pablo',
    });
    await putOk(request, admin.token, `/api/event/abono/${evento.uid}`, {
      abonos: { abono: 1_500, metodo: 'Pago en efectivo' },
    });
    await putOk(request, staff.token, `/api/event/${evento.uid}`, { descuento: 500 });

    // An admin reads the history on the edit page, newest first, before → after.
    await openAs(page, admin.token, `/admin/event/edit/${evento.uid}`);
    const history = page.getByRole('region', { name: 'Historial' });
    // The booking and its first abono are there too, oldest last.
    await expect(history.getByText('4 cambios registrados')).toBeVisible();
    const entries = history.getByRole('listitem').filter({ has: page.locator('time') });
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(3)).toContainText('Evento creado');
    await expect(entries.nth(3)).toContainText('Nombre del evento: Comunión de Pablo');
    await expect(entries.nth(2)).toContainText('Abono registrado');
    await expect(entries.nth(2)).toContainText(`Abono: ${money(500)}`);
    await expect(entries.nth(0)).toContainText('Descuento modificado');
    await expect(entries.nth(0)).toContainText(`Descuento: ${money(0)} → ${money(500)}`);
    await expect(entries.nth(1)).toContainText('Abono registrado');
    await expect(entries.nth(1)).toContainText('por Marta Ríos');
    await expect(entries.nth(1)).toContainText(`Abono: ${money(1_500)}`);
    const debt = 12_000 + 300 - 500;
    await expect(entries.nth(1)).toContainText(`Adeudo: ${money(debt)} → ${money(debt - 1_500)}`);

    // An edit saved on the page appears in the history at once.
    await page.getByLabel('Nombre del evento').fill('Primera comunión de Pablo');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(entries).toHaveCount(5);
    await expect(entries.nth(0)).toContainText('Evento editado');
    await expect(entries.nth(0)).toContainText(
      'Nombre del evento: Comunión de Pablo → Primera comunión de Pablo',
    );

    // The admin has no 'Bitácora' in the menu; the super_admin has, and filters by kind, then by event.
    await expect(page.getByRole('link', { name: 'Bitácora' })).toHaveCount(0);
    await openAs(page, staff.token, '/admin');
    await page.getByRole('link', { name: 'Bitácora' }).click();
    await expect(page.getByRole('heading', { name: 'Bitácora de cambios' })).toBeVisible();
    await pick(page, 'Tipo de cambio', 'Descuento modificado');
    await expect(page).toHaveURL(/tipo=discount/);
    const log = page
      .getByRole('list', { name: 'Cambios registrados' })
      .getByRole('listitem')
      .filter({
        has: page.locator('time'),
      });
    const ours = log.filter({ hasText: 'Primera comunión de Pablo' });
    await expect(ours).toHaveCount(1);
    await expect(log.filter({ hasText: 'Abono registrado' })).toHaveCount(0);
    await ours.getByRole('link', { name: 'Solo este evento' }).click();
    await expect(page).toHaveURL(new RegExp(`evento=${evento.uid}`));
    await expect(page.getByText('Solo el evento «Primera comunión de Pablo»')).toBeVisible();
    await expect(log).toHaveCount(5);
    await expect(log.getByRole('link', { name: 'Solo este evento' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ver todos los eventos' }).click();
    await expect(page).not.toHaveURL(/evento=/);
  });
});
