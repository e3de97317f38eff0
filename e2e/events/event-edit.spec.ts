import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { EVENT_MSG } from '@salones/shared/events';
import { confirmDeleteText, MSG } from '@salones/shared/messages';
import { createActiveUser, createAdmin, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { expect, test, toast } from '../support/fixtures.ts';
import { createEventViaApi, freshDate, money, mx, openAs, typeDate } from './events-support.ts';

// toast(): the edit page's 'Historial' shows the same words as labels of its entries
test.describe('events: edit page', { tag: '@events' }, () => {
  test('staff edits fields, manages extras and changes the date', async ({ page, request }) => {
    test.setTimeout(120_000);
    const customer = await createActiveUser(request, { name: 'Lucía', lastname: 'Torres' });
    const staff = await loginSuperAdmin(request);
    const place = await createBranch(request, { name: 'Edicion' });
    const pkg = await createPackage(request, place.uid, { name: 'Fiesta', basico: 12_500, grande: 16_500 });
    const evento = await createEventViaApi(request, staff.token, {
      user: customer.id,
      lugar: place.uid,
      paquete: pkg.uid,
      fecha: freshDate(),
      name: 'Bautizo de Ana',
      personas: 60,
    });
    // 12,500 (basico) + 3 × 100 (Globos)
    expect(evento.precioTotal).toBe(12_800);

    await openAs(page, staff.token, `/admin/event/edit/${evento.uid}`);
    for (const legend of ['Evento', 'Guisados', 'Otros elementos', 'Adicionales', 'Totales']) {
      await expect(page.getByRole('group', { name: legend })).toBeVisible();
    }
    await expect(page.getByLabel('Nombre del evento')).toHaveValue('Bautizo de Ana');
    await expect(page.getByLabel('Guisado 1')).toHaveValue('Tinga de pollo');
    const extras = page.getByRole('group', { name: 'Adicionales' });
    await expect(extras.getByRole('row').filter({ hasText: 'Globos' })).toContainText(money(300));

    // Add an extra in the modal, then edit it, then delete it after confirming.
    await extras.getByRole('button', { name: 'Agregar adicional' }).click();
    let dialog = page.getByRole('dialog', { name: 'Agregar adicional' });
    await dialog.getByLabel('Adicional').fill('Mago');
    await dialog.getByLabel('Precio').fill('1200');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(toast(page, EVENT_MSG.extraAdded)).toBeVisible();
    await expect(extras.getByRole('row').filter({ hasText: 'Mago' })).toContainText(money(1_200));
    await extras.getByRole('button', { name: 'Editar Mago' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar adicional' });
    await dialog.getByLabel('Piezas').fill('2');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(extras.getByRole('row').filter({ hasText: 'Mago' })).toContainText(money(2_400));
    await expect(page.getByTestId('total-total')).toHaveText(money(12_800 + 2_400));
    await extras.getByRole('button', { name: 'Eliminar Mago' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, EVENT_MSG.extraDeleted)).toBeVisible();
    await expect(extras.getByRole('row').filter({ hasText: 'Mago' })).toHaveCount(0);

    // Fields and discount: the totals follow live, 'Actualizar' saves.
    await page.getByLabel('Nombre del evento').fill('Bautizo de Ana María');
    await page.getByLabel('Descuento').fill('800');
    await expect(page.getByTestId('total-total')).toHaveText(money(12_000));
    // Extras edits answer the same message: let their toasts close so this one is the click's own.
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(toast(page, EVENT_MSG.updated)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Nombre del evento')).toHaveValue('Bautizo de Ana María');
    await expect(page.getByTestId('total-total')).toHaveText(money(12_000));

    // Date change: not today or earlier; a later date is saved.
    await page.getByRole('button', { name: 'Cambiar fecha' }).click();
    dialog = page.getByRole('dialog', { name: 'Cambiar fecha del evento' });
    await typeDate(page, 'Nueva fecha', todayInMexicoCity());
    await dialog.getByRole('button', { name: 'Cambiar fecha' }).click();
    await expect(dialog.getByText(MSG.dateNotAfterToday)).toBeVisible();
    const later = addDays(evento.fecha, 1);
    await typeDate(page, 'Nueva fecha', later);
    await dialog.getByRole('button', { name: 'Cambiar fecha' }).click();
    await expect(toast(page, EVENT_MSG.dateChanged)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Evento' })).toContainText(mx(later));
  });

  test('only a super_admin deletes an event, after confirming', async ({ page, request }) => {
    const customer = await createActiveUser(request, { name: 'Bruno', lastname: 'Solís' });
    const staff = await loginSuperAdmin(request);
    const admin = await createAdmin(request);
    const place = await createBranch(request, { name: 'Borrado' });
    const pkg = await createPackage(request, place.uid, { name: 'Fiesta' });
    await createEventViaApi(request, staff.token, {
      user: customer.id,
      lugar: place.uid,
      paquete: pkg.uid,
      fecha: freshDate(),
      name: 'Posada de Bruno',
    });

    await openAs(page, admin.token, `/admin/user/${customer.id}`);
    const row = page.getByRole('row').filter({ hasText: 'Posada de Bruno' });
    await expect(row.getByRole('button', { name: 'Abonar' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Eliminar Posada de Bruno' })).toHaveCount(0);

    await openAs(page, staff.token, `/admin/user/${customer.id}`);
    await row.getByRole('button', { name: 'Eliminar Posada de Bruno' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(confirmDeleteText('Posada de Bruno'));
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Eliminar Posada de Bruno' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, EVENT_MSG.deleted)).toBeVisible();
    await expect(page.getByText(MSG.noEvents)).toBeVisible();
  });
});
