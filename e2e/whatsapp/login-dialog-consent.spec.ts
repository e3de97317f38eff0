// docs/decisions/018-login-island.md, docs/whatsapp.md#consent: with WhatsApp on, the header's log-in dialog (an
// island: the app never runs here) offers the registration's WhatsApp consent as the app's form does — unticked,
// naming the phone as it is typed — and the account keeps the family's answer. The dialog learns that the site
// sends WhatsApp from the page the server drew, without a request of its own.
import { expect, type Page, type Route, test } from '@playwright/test';
import { MSG } from '@salones/shared/messages';
import { login, uniqueEmail } from '../support/api.ts';
import { BASE_URL } from '../support/env.ts';
import { toast } from '../support/fixtures.ts';
import { watchIslandFiles } from '../support/islands.ts';
import { linkFrom, waitForMail } from '../support/mailbox.ts';
import { picture } from '../support/screenshots.ts';

const APP_CHUNK = /\/assets\/boot-[^/]+\.js$/;
const SHOTS = new URL('../../screenshots/', import.meta.url).pathname;

/** The app's own file never arrives: what answers is the island. */
const withoutTheApp = (page: Page) => page.route(APP_CHUNK, (_route: Route) => new Promise<void>(() => {}));

for (const tick of [true, false])
  test(`the dialog's registration offers the WhatsApp consent, and the account keeps it (${tick ? 'ticked' : 'left unticked'})`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('dialogo-whatsapp');
    await withoutTheApp(page);
    const siteCalls: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/api/site' && siteCalls.push(r.url()));
    const islandFile = watchIslandFiles(page);
    await page.goto('/');
    await islandFile('login-dialog');
    await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
    await page
      .getByRole('dialog', { name: 'Inicia sesión' })
      .getByRole('button', { name: 'Crear cuenta' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
    await dialog.getByLabel('Nombre(s)').fill('Valeria');
    await dialog.getByLabel('Apellidos').fill('Hernández');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Teléfono').fill('5512345678');
    await dialog.getByLabel('Contraseña', { exact: true }).fill('fiesta123');
    await dialog.getByLabel('Repetir contraseña', { exact: true }).fill('fiesta123');
    const consent = dialog.getByRole('checkbox', {
      name: 'Quiero recibir avisos de mi fiesta por WhatsApp al 55 1234 5678',
    });
    await expect(consent).not.toBeChecked();
    await expect(consent).toHaveAccessibleDescription(/Puedes darte de baja cuando quieras escribiendo BAJA/);
    if (tick) {
      await consent.check();
      await picture(page, { path: `${SHOTS}register-dialog-whatsapp-1280.png` });
    }
    await dialog.getByRole('button', { name: 'Registrarme' }).click();
    await expect(toast(page, MSG.registered)).toBeVisible();
    expect(siteCalls).toEqual([]); // the island asked nothing of the site's settings

    // the account, once activated, holds the family's answer
    const link = linkFrom(await waitForMail(email), '/activar/');
    const activated = await request.put(
      `${BASE_URL}/api/usuarios/activarusuario/${link.split('/activar/')[1]}`,
      {
        data: { active: true },
      },
    );
    expect(activated.ok(), await activated.text()).toBeTruthy();
    const session = await login(request, email, 'fiesta123');
    const res = await request.get(`${BASE_URL}/api/usuarios/${session.user.uid}`, {
      headers: { 'x-auth-token': session.token },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    expect(((await res.json()) as { avisos: { whatsapp: boolean } }).avisos.whatsapp).toBe(tick);
  });
