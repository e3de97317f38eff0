// Reminders N days before the event (REMINDER_DAYS) while a balance is owed, each sent once
// per event, date and N — the primary key of event_reminders decides, even with several instances sweeping.
// And one more on the balance's due date (BALANCE_DUE_DAYS before, never before the day of booking:
// payment-plan.ts balanceDueOn), kept with daysBefore 0.
import { addDays, daysUntil, todayInMexicoCity } from '@salones/shared/dates';
import { balanceDueOn, balanceReminderDue } from '@salones/shared/payment-plan';
import { and, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { events } from '../db/schema/index.ts';
import { eventReminders } from '../db/schema/reminders.ts';
import { renderMail } from '../mail/render-mail.ts';
import { eventReminderTemplate } from '../mail/templates/event-reminder-mail.tsx';
import { loadEventForMail } from './event-mail-data.ts';
import type { JobData, JobSender } from './job-types.ts';
import { queueWhatsAppNotice } from './queue-whatsapp.ts';
import { balanceReminderNotice } from './whatsapp-notices.ts';

/** event_reminders.days_before of the balance's due-date reminder (the N-day ones are 1 or more). */
export const BALANCE_DUE_REMINDER = 0;

/**
 * Which reminder an event `daysLeft` away is due: the smallest N ≥ daysLeft. So a sweep that missed a day
 * (server down) still sends the 7-day reminder at 6 days, and an event booked 3 days ahead gets it too.
 */
export function dueReminder(reminderDays: readonly number[], daysLeft: number): number | null {
  const candidates = reminderDays.filter((n) => n >= daysLeft);
  return daysLeft >= 1 && candidates.length > 0 ? Math.min(...candidates) : null;
}

/** Finds events due a reminder and enqueues each one once; returns how many were enqueued. */
export async function sweepReminders(deps: {
  db: Db;
  jobs: JobSender;
  reminderDays: readonly number[];
  /** BALANCE_DUE_DAYS */
  balanceDueDays: number;
  now: Date;
}): Promise<number> {
  const today = todayInMexicoCity(deps.now);
  const lastDay = addDays(today, Math.max(...deps.reminderDays, deps.balanceDueDays));
  const owing = await deps.db
    .select({ id: events.id, fecha: events.fecha, fechaDeRegistro: events.fechaDeRegistro })
    .from(events)
    .where(
      and(
        isNull(events.deletedAt),
        gt(events.fecha, today),
        lte(events.fecha, lastDay),
        gt(events.precioTotalCentavos, events.paidCentavos),
      ),
    );
  let enqueued = 0;
  const due = owing.flatMap((event) => {
    const daysBefore = dueReminder(deps.reminderDays, daysUntil(event.fecha, deps.now));
    return [
      ...(daysBefore === null ? [] : [{ ...event, daysBefore }]),
      ...(balanceReminderDue(event, deps.balanceDueDays, today)
        ? [{ ...event, daysBefore: BALANCE_DUE_REMINDER }]
        : []),
    ];
  });
  for (const { daysBefore, ...event } of due) {
    await deps.db.transaction(async (tx) => {
      const [taken] = await tx
        .insert(eventReminders)
        .values({ eventId: event.id, fecha: event.fecha, daysBefore })
        .onConflictDoNothing()
        .returning({ eventId: eventReminders.eventId });
      if (!taken) return;
      await deps.jobs.send('event-reminder', { eventId: event.id, fecha: event.fecha, daysBefore }, { tx });
      enqueued++;
    });
  }
  return enqueued;
}

/**
 * The `event-reminder` job: mails the customer, unless meanwhile the event was paid, moved or deleted. The
 * balance's due-date reminder (daysBefore 0) says the balance is due that day (or was, when the sweep ran late).
 */
export async function sendEventReminder(
  deps: Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'jobs' | 'log'>,
  data: JobData['event-reminder'],
  now: Date,
) {
  const event = await loadEventForMail(deps.db, data.eventId, { liveOnly: true });
  const saldoCentavos = event ? event.totalCentavos - event.paidCentavos : 0;
  const today = todayInMexicoCity(now);
  const daysLeft = event ? daysUntil(event.fecha, now) : 0;
  if (!event || event.fecha !== data.fecha || saldoCentavos <= 0 || daysLeft < 1) return;
  const { saldoVenceEl } = balanceDueOn({
    fecha: event.fecha,
    dueDays: deps.config.payments.balanceDueDays,
    bookedOn: event.fechaDeRegistro,
  });
  const mail = await renderMail(
    eventReminderTemplate,
    {
      customerName: event.customerName,
      event,
      daysLeft,
      saldoCentavos,
      payOnline: Boolean(deps.config.payments?.stripe),
      balanceDue:
        data.daysBefore === BALANCE_DUE_REMINDER
          ? { venceEl: saldoVenceEl, today: today === saldoVenceEl }
          : null,
    },
    { to: event.customerEmail, brand: deps.config },
  );
  await queueWhatsAppNotice(
    deps,
    balanceReminderNotice({ ...event, id: data.eventId }, saldoCentavos, saldoVenceEl, today, deps.config),
  );
  await deps.mailer.send(mail);
}
