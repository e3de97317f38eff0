// One mail a day to the family with the new answers of its party page — not one per answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { answer, eventWithPage, rsvp } from '../features/invitations/invitations.fixtures.ts';
import { buildTestApp, createUser, type TestApp } from '../test/helper.ts';
import { mailParts } from '../test/mail-parts.ts';
import { type SmtpReceiver, startSmtpReceiver, waitForMail } from '../test/smtp-receiver.ts';
import { makeWorld } from '../test/world.ts';
import { noonInMexicoCity, testJobSettings } from './jobs.test-support.ts';

let clock = noonInMexicoCity('2030-04-01');

describe('the daily mail of new answers (INVITATION_DIGEST_CRON)', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp({
      smtpUrl: smtp.url,
      publicUrl: 'https://fiestas.example',
      clubName: 'Club Fiestas',
      jobs: testJobSettings(),
      now: () => clock,
    } as Partial<Config>);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails the family once with the day’s answers, then only the newer ones; nothing when none', async () => {
    const w = await makeWorld(t.app);
    const family = await createUser(t.app, { role: 'user', name: 'Regina' });
    const { invitacion } = await eventWithPage(
      t.app,
      { ...w, customer: family },
      { as: family, personas: 30 },
    );
    await rsvp(
      t.app,
      invitacion.codigo,
      answer({ nombre: 'Mamá de Leo', ninos: 2, adultos: 1, alergias: 'Nueces' }),
    );
    await rsvp(t.app, invitacion.codigo, answer({ nombre: 'Papá de Ana', asistira: false }));

    clock = noonInMexicoCity('2030-04-02');
    expect(await t.app.jobs.sweepInvitationDigests()).toBe(1);
    expect(await t.app.jobs.sweepInvitationDigests()).toBe(0); // the same answers are never mailed twice
    await waitForMail(smtp, family.email, /Mam/);
    const mine = () => smtp.mails.filter((m) => m.to.includes(family.email)).map((m) => mailParts(m.raw));
    const first = mine()[0];
    expect(first.subject).toBe('Nuevas respuestas para la fiesta de Sofía');
    expect(first.text).toContain('Hola Regina:');
    expect(first.text).toContain('llegaron 2 respuestas nuevas o cambiadas');
    expect(first.text).toContain('Mamá de Leo: Sí · 2 niños, 1 adulto · Alergias: Nueces');
    expect(first.text).toContain('Papá de Ana: No asistirá');
    expect(first.text).toContain('En total: 3 de 30 confirmados.');
    expect(first.html).toContain('href="https://fiestas.example/pedidos"');

    await rsvp(t.app, invitacion.codigo, answer({ nombre: 'Tía Carmen', ninos: 0, adultos: 2 }));
    clock = noonInMexicoCity('2030-04-03');
    expect(await t.app.jobs.sweepInvitationDigests()).toBe(1);
    await waitForMail(smtp, family.email, /Carmen/);
    const second = mine()[1];
    expect(second.text).toContain('llegó 1 respuesta nueva o cambiada');
    expect(second.text).toContain('Tía Carmen');
    expect(second.text).not.toContain('Mamá de Leo');
    expect(second.text).toContain('En total: 5 de 30 confirmados.');
    clock = noonInMexicoCity('2030-04-04');
    expect(await t.app.jobs.sweepInvitationDigests()).toBe(0);
  }, 30_000);
});
