// Screenshots of the audit trail at 375 and 1280 px: an event's Historial on its edit page,
// and /admin/audit filtered to that event.
import { createEventToAudit } from '../admin/admin-support.ts';
import { putOk } from '../events/events-support.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

test.describe('screenshots: audit trail', () => {
  test('event history, audit log', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { staff, admin, evento } = await createEventToAudit(request, {
      customer: { name: 'Paola', lastname: 'Cruz' },
      branch: 'Historial',
      event: 'XV años de Paola',
    });
    await putOk(request, admin.token, `/api/event/abono/${evento.uid}`, {
      abonos: { abono: 2_000, metodo: 'Transferencia Electrónica' },
    });
    await putOk(request, admin.token, `/api/event/adicional/${evento.uid}`, {
      adicionales: { nombre: 'Mesa de postres', piezas: 1, precio: 1_800 },
    });
    await putOk(request, staff.token, `/api/event/${evento.uid}`, {
      descuento: 600,
      comentarios: 'Decoración dorada',
    });

    await openAs(page, admin.token, `/admin/event/edit/${evento.uid}`);
    const history = page.getByRole('region', { name: 'Historial' });
    // The booking and its first abono are audited too
    await expect(history.getByText('6 cambios registrados')).toBeVisible();
    await shoot(page, 'admin-event-history');

    await openAs(page, staff.token, `/admin/audit?evento=${evento.uid}`);
    await expect(page.getByText('Solo el evento «XV años de Paola»')).toBeVisible();
    await shoot(page, 'admin-audit');
  });
});
