// Reminders N days before the event while a balance is owed — with a clock the test controls.
import { addDays } from '@salones/shared/dates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventPayments } from '../db/schema/index.ts';
import { createUser } from '../test/helper.ts';
import { waitForMail } from '../test/smtp-receiver.ts';
import {
  insertEvent,
  insertPlaceWithPackage,
  noonInMexicoCity,
  queuedJobs,
  setupReminderApp,
} from './jobs.test-support.ts';
import { sendEventReminder } from './reminders.ts';

const DAY = '2026-12-01';
let clock = noonInMexicoCity(DAY);

describe('event reminders (REMINDER_DAYS 7,1)', () => {
  // the N-day reminders alone; the due-date one: reminders-balance-due.test.ts
  const { t, smtp, mailsTo } = setupReminderApp(() => clock, { BALANCE_DUE_DAYS: '0' });

  it('mails each owing customer 7 and 1 days before, once each, never for paid or deleted events', async () => {
    const customer = () => createUser(t.app, { name: 'Ana' });
    const [owes7, paid7, deleted7, owes8, owes1] = await Promise.all([
      customer(),
      customer(),
      customer(),
      customer(),
      customer(),
    ]);
    const event = async (c: { id: string }, days: number, extra: object = {}) =>
      insertEvent(t.app, {
        placeId: (await insertPlaceWithPackage(t.app)).place.id,
        customerId: c.id,
        fecha: addDays(DAY, days),
        totalCentavos: 1_250_050,
        paidCentavos: 50_000,
        ...extra,
      });
    await event(owes7, 7);
    await event(paid7, 7, { paidCentavos: 1_250_050 });
    await event(deleted7, 7, { isDeleted: true });
    await event(owes8, 8);
    await event(owes1, 1, { turno: 'Matutino' });

    clock = noonInMexicoCity(DAY);
    expect(await t.app.jobs.sweepReminders()).toBe(2);
    expect(await t.app.jobs.sweepReminders()).toBe(0); // the same day again: nothing new
    await waitForMail(smtp, owes7.email, /es en 7 d/);
    await waitForMail(smtp, owes1.email, /fiesta es ma/);

    const week = mailsTo(owes7.email)[0];
    expect(week.subject).toBe('Faltan 7 días para tu fiesta · Club Fiestas');
    expect(week.text).toContain('Te recordamos que tu fiesta es en 7 días.');
    expect(week.text).toContain('Evento: Fiesta de Sofía · 08/12/2026, turno Vespertino · Satélite');
    expect(week.text).toContain('Total del evento: $12,500.50');
    expect(week.text).toContain('Pagado: $500.00');
    expect(week.text).toContain('Saldo pendiente: $12,000.50');
    expect(week.text).toContain('Ver mis eventos: https://fiestas.example/pedidos');
    expect(week.html).toMatch(/^<!DOCTYPE html/);
    expect(week.html).toContain('Club Fiestas');
    expect(week.html).toContain('$12,000.50');
    expect(week.html).toContain('08/12/2026');
    expect(week.html).toContain('href="https://fiestas.example/pedidos"');
    const tomorrow = mailsTo(owes1.email)[0];
    expect(tomorrow.subject).toBe('Tu fiesta es mañana · Club Fiestas');
    expect(tomorrow.text).toContain('02/12/2026, turno Matutino');

    // a day later: the 8-day event is 7 days away; the 7-day one (now 6) was already reminded
    clock = noonInMexicoCity(addDays(DAY, 1));
    expect(await t.app.jobs.sweepReminders()).toBe(1);
    await waitForMail(smtp, owes8.email, /es en 7 d/);
    // the day before the first event: its 1-day reminder
    clock = noonInMexicoCity(addDays(DAY, 6));
    expect(await t.app.jobs.sweepReminders()).toBe(1);
    await waitForMail(smtp, owes7.email, /fiesta es ma/);
    clock = noonInMexicoCity(addDays(DAY, 7)); // the first event's own day: only the other's 1-day one
    expect(await t.app.jobs.sweepReminders()).toBe(1);
    await waitForMail(smtp, owes8.email, /fiesta es ma/);
    clock = noonInMexicoCity(addDays(DAY, 8));
    expect(await t.app.jobs.sweepReminders()).toBe(0);

    expect(mailsTo(owes7.email).map((m) => m.subject)).toEqual([
      'Faltan 7 días para tu fiesta · Club Fiestas',
      'Tu fiesta es mañana · Club Fiestas',
    ]);
    expect(mailsTo(owes1.email)).toHaveLength(1);
    expect(mailsTo(owes8.email)).toHaveLength(2);
    expect(mailsTo(paid7.email)).toHaveLength(0);
    expect(mailsTo(deleted7.email)).toHaveLength(0);
    expect(await queuedJobs(t.app, 'event-reminder')).toHaveLength(5);
  });

  it('sends nothing when, by the time the job runs, the event was paid, moved or deleted', async () => {
    const { place } = await insertPlaceWithPackage(t.app);
    const c = await createUser(t.app);
    const now = noonInMexicoCity('2027-03-01');
    const e = await insertEvent(t.app, {
      placeId: place.id,
      customerId: c.id,
      fecha: '2027-03-08',
      totalCentavos: 100_000,
    });
    const job = { eventId: e.id, fecha: '2027-03-08', daysBefore: 7 };
    await t.app.db
      .insert(eventPayments)
      .values({ eventId: e.id, amountCentavos: 100_000, fechaDePago: '2027-03-01' });
    await sendEventReminder(t.app, job, now);
    await sendEventReminder(t.app, { ...job, fecha: '2027-03-09' }, now);
    expect(smtp.mails.filter((m) => m.to.includes(c.email))).toHaveLength(0);
    await t.app.db.delete(eventPayments).where(eq(eventPayments.eventId, e.id));
    await sendEventReminder(t.app, job, now); // still owed, same date: sent
    expect(smtp.mails.filter((m) => m.to.includes(c.email))).toHaveLength(1);
  });
});
