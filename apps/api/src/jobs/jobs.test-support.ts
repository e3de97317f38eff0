// Test data for the job tests: events inserted directly with the amounts and dates a test needs.

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.ts';
import { eventPayments, events, packages, places } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { mailParts } from '../test/mail-parts.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../test/smtp-receiver.ts';

/** Fast job settings for tests: workers look every half second, a failed mail is retried at once. */
export const testJobSettings = (over: Partial<Config['jobs']> = {}): Config['jobs'] => ({
  reminderDays: [7, 1],
  reminderCron: '0 10 * * *',
  pollSeconds: 0.5,
  mailRetryLimit: 2,
  mailRetryDelaySeconds: 0,
  ...over,
});

/**
 * The reminder tests' app (fast jobs, the clock `now`, mails to a real SMTP receiver) for the calling describe
 * block: registers its beforeAll and afterAll; `t` and `smtp` are filled in before the first test.
 * `env` picks the settings under test (e.g. BALANCE_DUE_DAYS).
 */
export function setupReminderApp(now: () => Date, env: Record<string, string>) {
  const t = {} as TestApp;
  const smtp = {} as SmtpReceiver;
  beforeAll(async () => {
    Object.assign(smtp, await startSmtpReceiver());
    const overrides: Partial<Config> = {
      smtpUrl: smtp.url,
      publicUrl: 'https://fiestas.example',
      clubName: 'Club Fiestas',
      jobs: testJobSettings(),
      now,
    };
    Object.assign(t, await buildTestApp(overrides, env));
  });
  afterAll(async () => {
    await t.close?.();
    await smtp.close?.();
  });
  /** the decoded parts of every mail sent to `email` so far */
  const mailsTo = (email: string) =>
    smtp.mails.filter((m) => m.to.includes(email)).map((m) => mailParts(m.raw));
  return { t, smtp, mailsTo };
}

/** Mexico City noon of a 'YYYY-MM-DD' day (UTC−6). */
export const noonInMexicoCity = (day: string) => new Date(`${day}T18:00:00Z`);

export async function insertEvent(
  app: FastifyInstance,
  opts: {
    placeId: string;
    customerId: string;
    fecha: string;
    turno?: string;
    totalCentavos: number;
    paidCentavos?: number;
    isDeleted?: boolean;
    /** the day it was booked (default: long before) */
    fechaDeRegistro?: string;
  },
) {
  const [event] = await app.db
    .insert(events)
    .values({
      name: 'Fiesta de Sofía',
      fecha: opts.fecha,
      turno: opts.turno ?? 'Vespertino',
      placeId: opts.placeId,
      packageName: 'Paquete Fiesta',
      customerId: opts.customerId,
      personas: 80,
      precioPaqueteCentavos: opts.totalCentavos,
      precioTotalCentavos: opts.totalCentavos,
      fechaDeRegistro: opts.fechaDeRegistro ?? '2026-01-01',
      deletedAt: opts.isDeleted ? sql`now()` : null,
    })
    .returning();
  if (opts.paidCentavos) {
    await app.db
      .insert(eventPayments)
      .values({ eventId: event.id, amountCentavos: opts.paidCentavos, fechaDePago: '2026-01-01' });
  }
  return event;
}

/** The jobs pg-boss holds for a queue (any state), oldest first. */
export async function queuedJobs(app: FastifyInstance, queue: string) {
  const result = await app.db.execute(
    sql`select state, retry_count as "retryCount", data from pgboss.job where name = ${queue} order by created_on`,
  );
  return result.rows as { state: string; retryCount: number; data: Record<string, unknown> }[];
}

let placeCount = 0;
/** A branch, and its package priced $10,000 (basico) / $15,000 (grande). */
export async function insertPlaceWithPackage(app: FastifyInstance, sucursal = 'Satélite') {
  placeCount += 1;
  const [place] = await app.db
    .insert(places)
    .values({
      sucursal,
      lugarname: `jobs-${placeCount}-${Date.now()}`,
      direccion: 'Av. Reforma 1',
      phone: '5511112222',
    })
    .returning();
  const [pkg] = await app.db
    .insert(packages)
    .values({
      placeId: place.id,
      name: 'Paquete Fiesta',
      basicoCentavos: 1_000_000,
      grandeCentavos: 1_500_000,
    })
    .returning();
  return { place, pkg };
}
