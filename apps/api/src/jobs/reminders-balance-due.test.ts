// One more reminder on the balance's due date (BALANCE_DUE_DAYS before the event, never before the
// day of booking) while a balance is owed — once per event and date, checked again when sent; a late sweep still
// sends it, saying it is past due.
import { addDays } from '@salones/shared/dates';
import { describe, expect, it } from 'vitest';
import { eventPayments } from '../db/schema/index.ts';
import { createUser } from '../test/helper.ts';
import { waitForMail, waitForMailWithSubject } from '../test/smtp-receiver.ts';
import {
  insertEvent,
  insertPlaceWithPackage,
  noonInMexicoCity,
  setupReminderApp,
} from './jobs.test-support.ts';
import { BALANCE_DUE_REMINDER, sendEventReminder } from './reminders.ts';

const DAY = '2026-12-01';
let clock = noonInMexicoCity(DAY);

describe('the balance due-date reminder (BALANCE_DUE_DAYS 15, REMINDER_DAYS 7,1)', () => {
  const { t, smtp, mailsTo } = setupReminderApp(() => clock, { BALANCE_DUE_DAYS: '15' });
  const eventOf = async (c: { id: string }, fecha: string, paidCentavos = 50_000, fechaDeRegistro?: string) =>
    insertEvent(t.app, {
      placeId: (await insertPlaceWithPackage(t.app)).place.id,
      customerId: c.id,
      fecha,
      totalCentavos: 1_000_000,
      paidCentavos,
      fechaDeRegistro,
    });

  it('goes on the due date once while owed, never for a paid event', async () => {
    const [owes, paid] = await Promise.all([createUser(t.app, { name: 'Ana' }), createUser(t.app)]);
    const fecha = addDays(DAY, 20); // due on DAY + 5
    await eventOf(owes, fecha);
    await eventOf(paid, fecha, 1_000_000);

    clock = noonInMexicoCity(addDays(DAY, 4)); // the day before the due date: nothing yet
    expect(await t.app.jobs.sweepReminders()).toBe(0);
    clock = noonInMexicoCity(addDays(DAY, 5));
    expect(await t.app.jobs.sweepReminders()).toBe(1);
    expect(await t.app.jobs.sweepReminders()).toBe(0); // the same day again
    await waitForMailWithSubject(smtp, owes.email, 'Hoy vence el saldo de tu fiesta · Club Fiestas');
    clock = noonInMexicoCity(addDays(DAY, 6)); // the day after: already sent
    expect(await t.app.jobs.sweepReminders()).toBe(0);

    const [mail] = mailsTo(owes.email);
    expect(mail.subject).toBe('Hoy vence el saldo de tu fiesta · Club Fiestas');
    expect(mail.text).toContain('Hoy, 06/12/2026, es el último día para liquidar el saldo de tu fiesta.');
    expect(mail.text).toContain('Saldo pendiente: $9,500.00');
    expect(mail.html).toContain('href="https://fiestas.example/pedidos"');
    expect(mailsTo(paid.email)).toHaveLength(0);

    // the 7-day and 1-day reminders still come as before, and nothing more
    clock = noonInMexicoCity(addDays(DAY, 13));
    expect(await t.app.jobs.sweepReminders()).toBe(1);
    await waitForMail(smtp, owes.email, /es en 7 d/);
    expect(mailsTo(owes.email)).toHaveLength(2);
  });

  it('an event booked 10 days ahead: due on the day of booking, never before — the reminder says today', async () => {
    const c = await createUser(t.app);
    clock = noonInMexicoCity(DAY);
    await eventOf(c, addDays(DAY, 10), 50_000, DAY); // the rule's day, DAY − 5, came before the booking
    expect(await t.app.jobs.sweepReminders()).toBe(1);
    await waitForMailWithSubject(smtp, c.email, 'Hoy vence el saldo de tu fiesta · Club Fiestas');
    expect(mailsTo(c.email)[0].text).toContain(
      'Hoy, 01/12/2026, es el último día para liquidar el saldo de tu fiesta.',
    );
  });

  it('a sweep after the due date (the day was missed) still sends it once, saying the date went by', async () => {
    const c = await createUser(t.app);
    clock = noonInMexicoCity(DAY);
    await eventOf(c, addDays(DAY, 10)); // booked long ago, due on DAY − 5: already gone
    expect(await t.app.jobs.sweepReminders()).toBe(1);
    await waitForMailWithSubject(smtp, c.email, 'Venció el plazo del saldo de tu fiesta · Club Fiestas');
    const [mail] = mailsTo(c.email);
    expect(mail.subject).toBe('Venció el plazo del saldo de tu fiesta · Club Fiestas');
    expect(mail.text).toContain('El saldo de tu fiesta debía liquidarse a más tardar el 26/11/2026.');
    clock = noonInMexicoCity(addDays(DAY, 1));
    expect(await t.app.jobs.sweepReminders()).toBe(0);
  });

  it('is checked again when sent: nothing once the balance was paid meanwhile', async () => {
    const c = await createUser(t.app);
    const fecha = addDays(DAY, 30);
    const e = await eventOf(c, fecha);
    const now = noonInMexicoCity(addDays(fecha, -15));
    await t.app.db
      .insert(eventPayments)
      .values({ eventId: e.id, amountCentavos: 950_000, fechaDePago: addDays(fecha, -16) });
    await sendEventReminder(t.app, { eventId: e.id, fecha, daysBefore: BALANCE_DUE_REMINDER }, now);
    expect(mailsTo(c.email)).toHaveLength(0);
  });
});
