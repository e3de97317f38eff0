// 'Descargar PDF' on /pdf/{id} saves the API's PDF of the same contract.
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEventViaApi, freshDate, money, mx, openAs } from './events-support.ts';

test.describe('events: the contract as a PDF', { tag: '@events' }, () => {
  test('the owner downloads the contract as a PDF with the same data', async ({ page, request }) => {
    const owner = await createActiveUser(request, { name: 'Lucía', lastname: 'Méndez' });
    const staff = await loginSuperAdmin(request);
    const place = await createBranch(request, { name: 'PDF' });
    const pkg = await createPackage(request, place.uid, { name: 'Estelar', basico: 9_000, grande: 12_000 });
    const fecha = freshDate();
    const evento = await createEventViaApi(request, staff.token, {
      user: owner.id,
      lugar: place.uid,
      paquete: pkg.uid,
      fecha,
      name: 'Bautizo de Lucía',
      abono: 1_500,
    });

    await openAs(page, owner.token, `/pdf/${evento.uid}`);
    await expect(page.getByText('Bautizo de Lucía')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contrato-.+\.pdf$/);
    const bytes = await readFile(await download.path());
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Contrato de evento',
      'Bautizo de Lucía',
      'Lucía Méndez',
      mx(fecha),
      place.sucursal,
      'Transferencia Electrónica',
      `Total ${money(evento.precioTotal)}`,
      `Abonado ${money(1_500)}`,
      `Adeudo ${money(evento.adeudo)}`,
      'Firma del cliente',
    ])
      expect(flat).toContain(expected);
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  });
});
