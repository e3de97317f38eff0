// Screenshots of the party page at 375 and 1280 px (project `screenshots`): the page a guest
// opens, the page with an answer, the family's guest list in /pedidos, the staff's head count on the event.
import { createEventViaApi, createPlaceWithPackage, freshDate } from '../events/events-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

test.describe('screenshots: party page', () => {
  test('page, answered page, family guest list, staff head count', async ({ page, request }) => {
    const staff = await loginSuperAdmin(request);
    const family = await createActiveUser(request, { name: 'Regina', lastname: 'Fiesta' });
    const { place, pkg } = await createPlaceWithPackage(request, staff.token);
    const event = await createEventViaApi(request, staff.token, {
      user: family.id,
      lugar: place.uid,
      paquete: pkg.uid,
      fecha: freshDate(),
      name: 'Cumpleaños de Valentina',
    });
    const headers = { 'x-auth-token': family.token };
    const res = await request.put(`${BASE_URL}/api/event/${event.uid}/invitacion`, {
      headers,
      data: { festejado: 'Valentina', edad: 5, mensaje: '¡Ven disfrazado de tu superhéroe favorito!' },
    });
    const { codigo } = ((await res.json()) as { invitacion: { codigo: string } }).invitacion;
    await page.goto(`/fiesta/${codigo}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Valentina' })).toBeVisible();
    await shoot(page, 'party-page');
    for (const [nombre, ninos, adultos, alergias] of [
      ['Mamá de Leo', 2, 1, 'Nueces'],
      ['Papá de Ana', 1, 1, ''],
    ] as const) {
      await request.post(`${BASE_URL}/api/invitacion/${codigo}/rsvp`, {
        data: { nombre, asistira: true, ninos, adultos, alergias },
      });
    }
    await page.getByLabel('Tu nombre (y el de tu hijo o hija)').fill('Abuela Lupita');
    await page.getByLabel('No podremos ir').check();
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await shoot(page, 'party-page-answered');

    await openAs(page, family.token, '/pedidos');
    await page
      .getByRole('button', { name: `Invitación de ${event.name}` })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByTestId('head-count')).toHaveText('5 de 60 confirmados');
    await shoot(page, 'party-family-guests');

    await openAs(page, staff.token, `/admin/event/edit/${event.uid}`);
    await expect(page.getByTestId('head-count')).toHaveText('5 de 60 confirmados');
    await shoot(page, 'party-staff-event');
  });
});
