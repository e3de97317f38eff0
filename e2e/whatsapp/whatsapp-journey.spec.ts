import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { BOOKING_MSG } from '@salones/shared/booking-requests';
import { WHATSAPP_MSG } from '@salones/shared/whatsapp';
import { inboundNotice, statusNotice } from '../../apps/api/src/test/whatsapp-compatible-server.ts';
import { openDateRequest, pickFreeTurno, saturdayAhead } from '../booking/booking-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { BASE_URL, WHATSAPP_FILE } from '../support/env.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { DESKTOP, PHONE, picture } from '../support/screenshots.ts';

// A family opts in to WhatsApp notices, asks for a date, answers the notice on WhatsApp; staff see the notice
// and the answer in /admin/whatsapp and reply. Runs against the server started with WhatsApp on
// (E2E_WHATSAPP=1: support/whatsapp-server.ts), whose Graph API is a compatible server of our own; the notices
// Meta would send to the webhook are signed here with that server's app secret.

const SHOTS = new URL('../../screenshots/', import.meta.url).pathname;
const settings = () =>
  JSON.parse(readFileSync(WHATSAPP_FILE, 'utf8')) as { phoneNumberId: string; appSecret: string };

/** A notice as Meta posts it to the webhook, signed with the app secret. */
async function deliver(request: APIRequestContext, notice: object) {
  const body = JSON.stringify(notice);
  const signature = `sha256=${createHmac('sha256', settings().appSecret).update(body).digest('hex')}`;
  const res = await request.post(`${BASE_URL}/api/whatsapp/webhook`, {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}

interface Message {
  uid: string;
  direccion: string;
  plantilla: string | null;
  texto: string;
  wamid: string | null;
  estado: string;
  solicitud: string | null;
}

/** The family's messages as staff read them (GET /api/whatsapp/mensajes?usuario=), once `ready` holds. */
async function familyMessages(
  request: APIRequestContext,
  familyId: string,
  ready: (messages: Message[]) => boolean,
): Promise<Message[]> {
  const staff = await loginSuperAdmin(request);
  let messages: Message[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get(`${BASE_URL}/api/whatsapp/mensajes?usuario=${familyId}`, {
          headers: { 'x-auth-token': staff.token },
        });
        messages = ((await res.json()) as { mensajes: Message[] }).mensajes ?? [];
        return ready(messages);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return messages;
}

/** screenshots/whatsapp-<name>-<width>.png: the whole page, or one part of it (a long screen's section). */
async function shot(page: Page, name: string, part?: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  const path = `${SHOTS}whatsapp-${name}-${page.viewportSize()?.width}.png`;
  await (part ? picture(part, { path }) : picture(page, { path, fullPage: true }));
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`a family opts in and asks for a date; staff see the notice and the family's answer, and reply (${size})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const tag = Date.now().toString(36);
    const branch = await createBranch(request, { name: `WhatsApp ${size}` });
    const pkg = await createPackage(request, branch.uid, { name: 'Fiesta', basico: 10_000, grande: 14_000 });
    const phone = `55${String(Date.now()).slice(-8)}`;
    const family = await createActiveUser(request, { name: 'Renata', lastname: `Solís ${tag}`, phone });
    const grouped = `${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}`;

    // The family turns the notices on in their account (unticked until then).
    await openAs(page, family.token, '/pedidos');
    const consent = page.getByRole('switch', {
      name: `Quiero recibir avisos de mi fiesta por WhatsApp al ${grouped}`,
    });
    await expect(consent).not.toBeChecked();
    await consent.click();
    await expect(page.getByRole('alert').filter({ hasText: WHATSAPP_MSG.consentSaved(true) })).toBeVisible();
    await expect(consent).toBeChecked();
    await shot(page, 'cuenta');
    await expectAccessible(page);

    // …and asks for a Saturday afternoon.
    await page.goto(`/${branch.lugarname}`);
    const form = await openDateRequest(page, pkg.name);
    // the request's own box, ticked: the family already gets the notices
    await expect(
      form.getByRole('checkbox', { name: /Quiero recibir avisos de mi fiesta por WhatsApp/ }),
    ).toBeChecked();
    await form.getByRole('textbox', { name: /¿Quién cumple años\?/ }).fill('Dante');
    const saturday = saturdayAhead();
    await pickFreeTurno(page, branch, saturday, 'Vespertino');
    await form.getByLabel('Número de personas').fill('80');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByRole('alert').filter({ hasText: BOOKING_MSG.created })).toBeVisible();

    // The queue sends the 'request received' template; Meta reports it delivered and read, and the family answers.
    const [notice] = await familyMessages(request, family.id, (ms) =>
      ms.some((m) => m.plantilla?.startsWith('solicitud_recibida') && m.estado === 'enviado'),
    );
    const { phoneNumberId } = settings();
    for (const status of ['delivered', 'read'] as const)
      await deliver(
        request,
        statusNotice(phoneNumberId, {
          wamid: notice!.wamid!,
          status,
          at: new Date(),
          recipient: `+52${phone}`,
        }),
      );
    // WhatsApp's timestamps count seconds: the answer comes at least a second after the notice, as a person's would
    await page.waitForTimeout(1_100);
    await deliver(
      request,
      inboundNotice(phoneNumberId, { from: `+52${phone}`, at: new Date(), text: '¿Podemos llevar piñata?' }),
    );
    await familyMessages(request, family.id, (ms) => ms.some((m) => m.direccion === 'entrante'));

    // Staff: the menu's 'WhatsApp', the conversation on top with its unread answer and the window open.
    const staff = await loginSuperAdmin(request);
    await openAs(page, staff.token, '/admin/orders');
    if (size === 'phone') await page.getByRole('button', { name: 'Menú', exact: true }).click();
    await page.getByRole('link', { name: 'WhatsApp' }).click();
    await expect(page).toHaveURL(/\/admin\/whatsapp$/);
    const item = page.getByTestId('conversation-item').filter({ hasText: `Renata Solís ${tag}` });
    await expect(item).toContainText('¿Podemos llevar piñata?');
    await expect(item).toContainText('1 sin leer');
    await expect(item).toContainText('24 h abierta');
    await shot(page, 'bandeja');
    await expectAccessible(page);

    // The conversation: the template as the family read it (read), their answer, and the reply.
    await item.click();
    await expect(page.getByRole('heading', { name: `Renata Solís ${tag}` })).toBeVisible();
    const history = page.getByRole('list', { name: 'Historial de mensajes' });
    const template = history.locator('[data-direccion="saliente"]').first();
    await expect(template).toContainText('recibimos tu solicitud');
    await expect(template).toContainText('Leído');
    await expect(history.locator('[data-direccion="entrante"]')).toContainText('¿Podemos llevar piñata?');
    await page
      .getByRole('textbox', { name: 'Tu respuesta' })
      .fill('¡Claro! Trae la piñata el día de la fiesta.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WHATSAPP_MSG.sent })).toBeVisible();
    const reply = history.locator('[data-direccion="saliente"]').filter({ hasText: 'Trae la piñata' });
    await expect(reply).toBeVisible();
    // sent by the queue to the Graph-compatible server: ✓ Enviado
    await expect
      .poll(
        async () => {
          await page.reload();
          return history
            .locator('[data-direccion="saliente"]')
            .filter({ hasText: 'Trae la piñata' })
            .textContent();
        },
        { timeout: 30_000 },
      )
      .toContain('Enviado');
    await expect(page.getByRole('textbox', { name: 'Tu respuesta' })).toHaveValue('');
    // the conversation arrives rendered by the server for the staff session's cookie (decision 010)
    const html = await (await page.request.get(new URL(page.url()).pathname)).text();
    expect(html).toContain('id="app-state"');
    expect(html).toContain('Trae la piñata el día de la fiesta.');
    await shot(page, 'conversacion');
    await expectAccessible(page);

    // The request's panel in /admin/orders: the family's messages and the way back to the conversation.
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: `Mensajes de WhatsApp de Renata Solís ${tag}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Mensajes de WhatsApp' });
    await expect(dialog.getByRole('list', { name: 'Mensajes de WhatsApp' })).toContainText(
      'recibimos tu solicitud',
    );
    await expect(dialog.getByRole('link', { name: /Abrir la conversación/ })).toBeVisible();
    await shot(page, 'solicitud');
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // Staff convert the request: the family hears it is confirmed, and the event's screen shows that message.
    const res = await request.post(`${BASE_URL}/api/event`, {
      headers: { 'x-auth-token': staff.token },
      data: {
        solicitud: notice!.solicitud,
        user: family.id,
        lugar: branch.uid,
        paquete: pkg.uid,
        name: 'Fiesta de Dante',
        fecha: saturday,
        turno: 'Vespertino',
        personas: 80,
        entrada: '16:00',
        salida: '21:00',
        guisado: 'Tinga de pollo',
        pastel: 'Tres leches',
        comentarios: '',
        abonos: [{ abono: 500, metodo: 'Transferencia Electrónica' }],
        adicionales: [],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const evento = ((await res.json()) as { evento: { uid: string } }).evento;
    await familyMessages(request, family.id, (ms) => ms.some((m) => m.plantilla === 'solicitud_confirmada'));
    await page.goto(`/admin/event/edit/${evento.uid}`);
    const section = page.getByRole('group', { name: 'WhatsApp' });
    await expect(section).toContainText('está confirmada');
    await expect(section.getByRole('link', { name: /Abrir la conversación/ })).toBeVisible();
    await shot(page, 'evento', section);
  });
}
