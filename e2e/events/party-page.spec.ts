// The party page journey — the family creates the page in /pedidos, a guest without an account
// opens it, answers and edits; the family sees the count; staff see it on the event and mark an arrival.
// Also: the RSVP form with JavaScript off, and axe on the page. At 375 and 1280 px.
import type { Browser, Page } from '@playwright/test';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, test, toast } from '../support/fixtures.ts';
import { picture, shoot } from '../support/screenshots.ts';
import { createEventViaApi, createPlaceWithPackage, freshDate } from './events-support.ts';

async function answer(
  page: Page,
  fields: { nombre: string; ninos: string; adultos: string; alergias?: string },
) {
  await page.getByLabel('Tu nombre (y el de tu hijo o hija)').fill(fields.nombre);
  await page.getByLabel('Sí, ahí estaremos').check();
  await page.getByLabel('Niños').fill(fields.ninos);
  await page.getByLabel('Adultos').fill(fields.adultos);
  if (fields.alergias) await page.getByLabel('Alergias o comida especial (opcional)').fill(fields.alergias);
}

/** A guest's own browser: no account, no session; `javaScriptEnabled` false for the no-JavaScript run. */
const guestPage = async (browser: Browser, width: number, javaScriptEnabled = true) => {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled,
    locale: 'es-MX',
  });
  return context.newPage();
};

for (const width of [375, 1280]) {
  test.describe(`party page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('family creates it, a guest answers and edits, family and staff see the count', async ({
      page,
      request,
      browser,
    }) => {
      const { token: staffToken } = await loginSuperAdmin(request);
      const family = await createActiveUser(request, { name: 'Regina', lastname: 'Zubiría' });
      const { place, pkg } = await createPlaceWithPackage(request, staffToken);
      const event = await createEventViaApi(request, staffToken, {
        user: family.id,
        lugar: place.uid,
        paquete: pkg.uid,
        fecha: freshDate(),
        name: `Fiesta Valentina ${width}`,
        personas: 60,
      });

      // the family: 'Crear invitación' in /pedidos
      await openAs(page, family.token, '/pedidos');
      await page
        .getByRole('button', { name: `Invitación de ${event.name}` })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nombre del festejado').fill('Valentina');
      await dialog.getByLabel('Edad que cumple').fill('5');
      await dialog
        .getByLabel('Mensaje para los invitados')
        .fill('¡Ven disfrazado de tu superhéroe favorito!');
      await dialog.getByRole('button', { name: 'Crear invitación' }).click();
      await expect(toast(page, 'Invitación guardada')).toBeVisible();
      const link = dialog.getByRole('link', { name: /\/fiesta\// });
      await expect(link).toBeVisible();
      const url = new URL((await link.getAttribute('href'))!);
      await expect(dialog.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\?text=.*Valentina/,
      );
      await shoot(page, 'party-family-created');
      await picture(page, { path: `screenshots/party-family-created-${width}.png` });

      // a guest without an account opens it, answers, edits
      const guest = await guestPage(browser, width);
      await guest.goto(`${BASE_URL}${url.pathname}`);
      await expect(guest.getByRole('heading', { level: 1, name: 'Valentina' })).toBeVisible();
      await expect(guest.getByText('¡Cumple 5 años!')).toBeVisible();
      await expect(guest.getByText(place.sucursal)).toBeVisible();
      // when: the date, the turno and the hours
      await expect(guest.locator('dt', { hasText: 'Turno' })).toBeVisible();
      await expect(guest.locator('dd', { hasText: /^Matutino$/ })).toBeVisible();
      await expect(guest.getByText('De 10:00 a 15:00')).toBeVisible();
      // 'Ver mapa' opens the phone's maps app (Google's universal Maps URL)
      await expect(guest.getByRole('link', { name: 'Ver mapa' })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
      );
      await expect(guest.getByText('Zubiría')).toHaveCount(0);
      await expectAccessible(guest);
      await picture(guest, { path: `screenshots/party-page-${width}.png`, fullPage: true });
      await answer(guest, { nombre: 'Mamá de Leo', ninos: '2', adultos: '1', alergias: 'Nueces' });
      await guest.getByRole('button', { name: 'Enviar respuesta' }).click();
      await expect(guest.getByRole('status')).toHaveText('¡Gracias! Tu asistencia quedó confirmada');
      // answered: the address is still the party's page (POST-redirect-GET), never the API's
      await expect(guest).toHaveURL(`${BASE_URL}${url.pathname}`);
      await picture(guest, { path: `screenshots/party-page-answered-${width}.png`, fullPage: true });
      // the guest's own link opens the answer in any other browser (WhatsApp's own, say)
      const own = guest.getByRole('link', { name: 'Cambiar mi respuesta' });
      await expect(own).toBeVisible();
      const elsewhere = await guestPage(browser, width);
      await elsewhere.goto((await own.getAttribute('href'))!);
      await expect(elsewhere.getByLabel('Tu nombre (y el de tu hijo o hija)')).toHaveValue('Mamá de Leo');
      await expect(elsewhere.getByLabel('Niños')).toHaveValue('2');
      await elsewhere.context().close();
      // the page remembers the answer: it reopens with it, to edit
      await guest.goto(`${BASE_URL}${url.pathname}`);
      await expect(guest.getByLabel('Tu nombre (y el de tu hijo o hija)')).toHaveValue('Mamá de Leo');
      await guest.getByLabel('Niños').fill('3');
      await guest.getByRole('button', { name: 'Actualizar respuesta' }).click();
      await expect(guest.getByRole('status')).toHaveText('Tu respuesta se actualizó');
      await guest.context().close();

      // the family sees the count
      await page.reload();
      await page
        .getByRole('button', { name: `Invitación de ${event.name}` })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByTestId('head-count')).toHaveText('4 de 60 confirmados');
      await expect(page.getByRole('dialog').getByRole('cell', { name: 'Nueces' })).toBeVisible();
      await shoot(page, 'party-family-guests');
      await picture(page, { path: `screenshots/party-family-guests-${width}.png` });
      // 'Dejar de recibir respuestas': at the dialog's foot, away from its close, and it asks first
      await page.getByRole('dialog').getByRole('button', { name: 'Dejar de recibir respuestas' }).click();
      const confirm = page.getByRole('group', { name: '¿Dejar de recibir respuestas?' });
      await expect(confirm).toContainText('seguirán viendo la invitación');
      await picture(page, { path: `screenshots/party-family-stop-${width}.png` });
      await confirm.getByRole('button', { name: 'Dejar de recibir respuestas' }).click();
      await expect(
        toast(page, 'Ya no recibes respuestas; los invitados siguen viendo la invitación'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Volver a recibir respuestas' })).toBeVisible();
      const read = await request.get(`${BASE_URL}/api/invitacion${url.pathname.replace('/fiesta', '')}`);
      expect(((await read.json()) as { invitacion: { abierta: boolean } }).invitacion.abierta).toBe(false);

      // staff see it on the event and mark the arrival from a phone
      await openAs(page, staffToken, `/admin/event/edit/${event.uid}`);
      await expect(page.getByTestId('head-count')).toHaveText('4 de 60 confirmados');
      await expect(page.getByText('Mamá de Leo: Nueces')).toBeVisible();
      const arrived = page.getByRole('checkbox', { name: 'Marcar llegada: Mamá de Leo' });
      // a controlled box: it shows the tick once the API has recorded the arrival
      await arrived.click();
      await expect(toast(page, 'Llegada registrada')).toBeVisible();
      await expect(arrived).toBeChecked();
      await page.getByTestId('head-count').scrollIntoViewIfNeeded();
      await picture(page, { path: `screenshots/party-staff-${width}.png`, fullPage: true });
    });

    test('the RSVP form works with JavaScript off', async ({ page, request, browser }) => {
      const { token: staffToken } = await loginSuperAdmin(request);
      const family = await createActiveUser(request, { name: 'Olga' });
      const { place, pkg } = await createPlaceWithPackage(request, staffToken);
      const event = await createEventViaApi(request, staffToken, {
        user: family.id,
        lugar: place.uid,
        paquete: pkg.uid,
        fecha: freshDate(),
        name: `Fiesta sin JS ${width}`,
      });
      const res = await request.put(`${BASE_URL}/api/event/${event.uid}/invitacion`, {
        headers: { 'x-auth-token': family.token },
        data: { festejado: 'Mateo', edad: 8, tema: 'espacio' },
      });
      const { invitacion } = (await res.json()) as { invitacion: { url: string } };
      const guest = await guestPage(browser, width, false);
      await guest.goto(`${BASE_URL}${new URL(invitacion.url).pathname}`);
      await expect(guest.getByRole('heading', { level: 1, name: 'Mateo' })).toBeVisible();
      // refused by the server, with its Spanish message, keeping what was typed
      await answer(guest, { nombre: 'Tío Beto', ninos: '0', adultos: '0' });
      await guest.getByRole('button', { name: 'Enviar respuesta' }).click();
      await expect(guest.getByRole('alert')).toHaveText('Indica cuántos niños y adultos asistirán');
      await expect(guest.getByLabel('Tu nombre (y el de tu hijo o hija)')).toHaveValue('Tío Beto');
      await guest.getByLabel('Adultos').fill('2');
      await guest.getByRole('button', { name: 'Enviar respuesta' }).click();
      await expect(guest.getByRole('status')).toHaveText('¡Gracias! Tu asistencia quedó confirmada');
      // the page's address, so reloading shows the party (and the answer), not the API's JSON
      const pagePath = new URL(invitacion.url).pathname;
      await expect(guest).toHaveURL(`${BASE_URL}${pagePath}`);
      await guest.reload();
      await expect(guest.getByRole('heading', { level: 1, name: 'Mateo' })).toBeVisible();
      await expect(guest.getByLabel('Tu nombre (y el de tu hijo o hija)')).toHaveValue('Tío Beto');
      await guest.getByRole('button', { name: 'Retirar mi respuesta' }).click();
      await expect(guest.getByRole('status')).toHaveText('Tu respuesta se retiró');
      await picture(guest, { path: `screenshots/party-page-nojs-${width}.png`, fullPage: true });
      await guest.context().close();
      // axe needs a script of its own: the same page (the dark 'espacio' theme) checked with JavaScript on
      await page.goto(new URL(invitacion.url).pathname);
      await expectAccessible(page);
    });
  });
}
