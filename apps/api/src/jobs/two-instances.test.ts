// Issue #13.6: two instances of the app on one PostgreSQL database — every job is done once, and every
// reminder is enqueued once even when both sweep at the same moment. (The embedded database belongs to one
// process, so this runs in the PostgreSQL pass only.)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from '@salones/shared/dates';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createUser, migratedTestDatabase } from '../test/helper.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../test/smtp-receiver.ts';
import {
  insertEvent,
  insertPlaceWithPackage,
  noonInMexicoCity,
  queuedJobs,
  testJobSettings,
} from './jobs.test-support.ts';

const serverUrl = process.env.DATABASE_URL;
const DAY = '2026-12-01';

describe.skipIf(!serverUrl)('jobs with two instances on one PostgreSQL', () => {
  let smtp: SmtpReceiver;
  let database: Awaited<ReturnType<typeof migratedTestDatabase>>;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    database = await migratedTestDatabase();
    const instance = () => {
      const config = loadConfig(
        {
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salones-jobs-')),
          SEED_DEMO: 'false',
          JWT_SECRET: 'x'.repeat(48),
          // the N-day reminders alone (the balance's due-date reminder has its own test): 0 turns it off
          BALANCE_DUE_DAYS: '0',
        },
        {
          databaseUrl: database.url,
          smtpUrl: smtp.url,
          logLevel: 'silent',
          webDistDir: null,
          jobs: testJobSettings(),
        },
      );
      return buildApp({ ...config, now: () => noonInMexicoCity(DAY) }, { logger: false });
    };
    apps = await Promise.all([instance(), instance()]);
  });
  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.close()));
    await database?.drop();
    await smtp?.close();
  });

  it('sends each reminder once when both instances sweep at the same time', async () => {
    const [a, b] = apps;
    const customers = await Promise.all(Array.from({ length: 6 }, () => createUser(a)));
    for (const [i, c] of customers.entries()) {
      const { place } = await insertPlaceWithPackage(a);
      await insertEvent(a, {
        placeId: place.id,
        customerId: c.id,
        fecha: addDays(DAY, i % 2 ? 7 : 1),
        totalCentavos: 100_000,
      });
    }
    const counts = await Promise.all([
      a.jobs.sweepReminders(),
      b.jobs.sweepReminders(),
      a.jobs.sweepReminders(),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(6);
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(6);
    for (const c of customers) expect(smtp.mails.filter((m) => m.to.includes(c.email))).toHaveLength(1);
  });

  it('delivers each queued mail once though both instances work the queue', async () => {
    const [a, b] = apps;
    const before = smtp.mails.length;
    const mail = (i: number) => ({ to: `cola${i}@example.com`, subject: `Mensaje ${i}`, text: `Hola ${i}` });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).jobs.send('mail', { mail: mail(i) })),
    );
    await expect.poll(() => smtp.mails.length - before, { timeout: 15_000 }).toBe(20);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // a second delivery would show by now
    const recipients = smtp.mails.slice(before).map((m) => m.to[0]);
    expect(new Set(recipients).size).toBe(20);
    expect(recipients).toHaveLength(20);
    const jobs = await queuedJobs(a, 'mail');
    expect(jobs.filter((j) => j.state === 'completed')).toHaveLength(20);
  });
});
