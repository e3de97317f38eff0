import { MSG } from '@salones/shared/messages';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { expect, test } from '../support/fixtures.ts';
import { openAs, pick } from './events-support.ts';

test.describe('events: wizard rules', { tag: '@events' }, () => {
  test('an empty wizard shows the fallback texts, asks for date and turno, and reports the server rule', async ({
    page,
    request,
  }) => {
    const customer = await createActiveUser(request, { name: 'Pedro', lastname: 'Gómez' });
    const staff = await loginSuperAdmin(request);
    const place = await createBranch(request, { name: 'Reglas' });
    const pkg = await createPackage(request, place.uid, { name: 'Mágico', basico: 18_000, grande: 23_000 });
    await openAs(page, staff.token, `/admin/event/${customer.id}`);

    await page.getByRole('button', { name: 'Consultar Fecha' }).click();
    await expect(page.getByText(MSG.consultDateRequired)).toBeVisible();

    // Steps can be walked forward and back; the package panel has its own fallbacks.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText(MSG.fallbackPackageName)).toBeVisible();
    await expect(page.getByText(MSG.fallbackDescription)).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeEnabled();

    const paidOn = page.getByRole('textbox', { name: 'Fecha de pago' });
    await paidOn.fill('');
    await paidOn.blur();
    await page.getByRole('button', { name: 'Visualizar Contrato' }).click();
    const preview = page.getByRole('dialog', { name: 'Vista previa del contrato' });
    for (const text of [
      MSG.fallbackEventName,
      MSG.fallbackPackage,
      MSG.fallbackTurno,
      MSG.fallbackPersonas,
      MSG.fallbackFecha,
      MSG.fallbackLugar,
      MSG.fallbackCantidad,
      MSG.fallbackFechaPago,
      MSG.fallbackMetodo,
    ]) {
      await expect(preview.getByText(text, { exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');

    // Without name, package or people the server refuses (docs/product.md#5-validation-rules, rule 2).
    await page.getByRole('button', { name: 'Crear evento', exact: true }).click();
    await expect(page.getByText(MSG.eventMandatory)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/event/${customer.id}$`));

    // Packages follow the branch; choosing a band moves the number of people into it.
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await pick(page, 'Sucursal', place.sucursal);
    await pick(page, 'Paquete', pkg.name);
    await pick(page, 'Precio por asistencia', 'Grande (101 a 150 personas) · $23,000.00');
    await expect(page.getByLabel('Número de personas')).toHaveValue('101');
  });
});
