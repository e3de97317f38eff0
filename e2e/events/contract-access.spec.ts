import { EVENT_MSG } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEventViaApi, freshDate, openAs } from './events-support.ts';

test.describe('events: who may see what', { tag: '@events' }, () => {
  test("a customer cannot open another customer's contract; a visitor is sent home", async ({
    page,
    request,
  }) => {
    const owner = await createActiveUser(request, { name: 'Sara', lastname: 'Núñez' });
    const other = await createActiveUser(request, { name: 'Iván', lastname: 'Paz' });
    const staff = await loginSuperAdmin(request);
    const place = await createBranch(request, { name: 'Contrato' });
    const pkg = await createPackage(request, place.uid, { name: 'Mágico' });
    const evento = await createEventViaApi(request, staff.token, {
      user: owner.id,
      lugar: place.uid,
      paquete: pkg.uid,
      fecha: freshDate(),
      name: 'Graduación de Sara',
    });

    await openAs(page, other.token, `/pdf/${evento.uid}`);
    await expect(page.getByText(EVENT_MSG.forbiddenEvent)).toBeVisible();
    await expect(page.getByText('Graduación de Sara')).toHaveCount(0);

    await openAs(page, other.token, '/pedidos');
    await expect(page.getByText(MSG.noEvents)).toBeVisible();

    await openAs(page, null, `/pdf/${evento.uid}`);
    await expect(page).toHaveURL(/\/$/);
    await openAs(page, null, '/pedidos');
    await expect(page).toHaveURL(/\/$/);
  });

  test('on a phone, /pedidos shows cards instead of a wide table', async ({ page, request }) => {
    const owner = await createActiveUser(request, { name: 'Elena', lastname: 'Vega' });
    const staff = await loginSuperAdmin(request);
    const place = await createBranch(request, { name: 'Pedidos' });
    const pkg = await createPackage(request, place.uid, { name: 'Mágico' });
    await createEventViaApi(request, staff.token, {
      user: owner.id,
      lugar: place.uid,
      paquete: pkg.uid,
      fecha: freshDate(),
      name: 'Primera comunión de Elena',
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await openAs(page, owner.token, '/pedidos');
    const card = page.getByRole('article', { name: 'Primera comunión de Elena' });
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrolls).toBe(false);
    await card.getByRole('button', { name: 'Ver' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Contrato del evento' })
        .getByText('Primera comunión de Elena')
        .first(),
    ).toBeVisible();
  });
});
