// The scheduled WhatsApp notices, beside their mails, to the families who opted in: the balance reminder (with
// the 'Pagar saldo' link), the day-before party reminder (with the branch's address and a maps link), and the
// party page's daily digest of answers.
import { formatLongDate } from '@salones/shared/dates';
import { describe, expect, it } from 'vitest';
import { answer, eventWithPage, rsvp } from '../features/invitations/invitations.fixtures.ts';
import { e164, setupWhatsAppApp, whatsappFamily } from '../test/whatsapp-world.ts';
import { makeWorld } from '../test/world.ts';
import { insertEvent, insertPlaceWithPackage, noonInMexicoCity } from './jobs.test-support.ts';

const DAY = '2030-03-01';
let clock = noonInMexicoCity(DAY);
const { t, graph } = setupWhatsAppApp({ publicUrl: 'https://fiestas.example', now: () => clock });

const templatesTo = (phone: string) =>
  graph.calls.filter((c) => c.to === e164(phone) && c.wamid).map((c) => c.template);
const until = (phone: string, n: number) =>
  expect.poll(() => templatesTo(phone).length, { timeout: 10_000 }).toBe(n);

describe('scheduled WhatsApp notices', () => {
  it('the balance reminder on a reminder day, once, with the Pagar saldo link', async () => {
    const family = await whatsappFamily(t.app, { name: 'Paty' });
    const { place } = await insertPlaceWithPackage(t.app);
    const event = await insertEvent(t.app, {
      placeId: place.id,
      customerId: family.id,
      fecha: '2030-03-08',
      totalCentavos: 1_000_000,
      paidCentavos: 300_000,
    });
    expect(await t.app.jobs.sweepReminders()).toBeGreaterThanOrEqual(1);
    await t.app.jobs.sweepReminders();
    await until(family.phone, 1);
    const [sent] = templatesTo(family.phone);
    expect(sent?.name).toBe('recordatorio_saldo');
    expect(sent?.parameters).toEqual([
      'Paty',
      formatLongDate('2030-03-08'),
      '$7,000.00',
      expect.any(String),
      `https://fiestas.example/pedidos?pagar=${event.id}`,
    ]);
  });

  it('the day-before party reminder, with the address and a maps link, once', async () => {
    const family = await whatsappFamily(t.app, { name: 'Memo' });
    const { place } = await insertPlaceWithPackage(t.app, 'Coyoacán');
    await insertEvent(t.app, {
      placeId: place.id,
      customerId: family.id,
      fecha: '2030-03-02',
      turno: 'Matutino',
      totalCentavos: 100_000,
      paidCentavos: 100_000,
    });
    await Promise.all([t.app.jobs.sweepReminders(), t.app.jobs.sweepReminders()]);
    await until(family.phone, 1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(templatesTo(family.phone)).toHaveLength(1);
    const [sent] = templatesTo(family.phone);
    expect(sent?.name).toBe('recordatorio_fiesta');
    expect(sent?.parameters).toEqual([
      'Memo',
      formatLongDate('2030-03-02'),
      'Matutino',
      'Coyoacán',
      'Av. Reforma 1',
      'https://www.google.com/maps/search/?api=1&query=Av.%20Reforma%201',
    ]);
  });

  it('the daily digest of the party page’s answers', async () => {
    clock = noonInMexicoCity('2030-04-01');
    const w = await makeWorld(t.app);
    const family = await whatsappFamily(t.app, { name: 'Regina' });
    const { invitacion } = await eventWithPage(
      t.app,
      { ...w, customer: family },
      { as: family, personas: 30 },
    );
    await rsvp(t.app, invitacion.codigo, answer({ nombre: 'Mamá de Leo', ninos: 2, adultos: 1 }));
    await rsvp(t.app, invitacion.codigo, answer({ nombre: 'Papá de Ana', asistira: false }));
    expect(await t.app.jobs.sweepInvitationDigests()).toBe(1);
    await until(family.phone, 1);
    const [sent] = templatesTo(family.phone);
    expect(sent?.name).toBe('resumen_confirmaciones');
    expect(sent?.parameters.slice(2)).toEqual(['2', '3', 'https://fiestas.example/pedidos']);
  });
});
