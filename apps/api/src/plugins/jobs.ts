// Scheduled and background work in a job queue kept in the database: pg-boss, on PostgreSQL
// and on the embedded PGlite alike, through the app's own connections (jobs/sql-adapters.ts). A job is
// taken by exactly one worker of all instances (SELECT … FOR UPDATE SKIP LOCKED) and retried on failure.
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { Gauge } from 'prom-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { deliverMail, deliverTemplatedMail } from '../jobs/deliver-mail.ts';
import { sweepInvitationDigests } from '../jobs/invitation-digest.ts';
import type { JobData, JobName, JobSender } from '../jobs/job-types.ts';
import { queuePartyReminders } from '../jobs/party-reminders.ts';
import { sendPaymentReceipt } from '../jobs/payment-receipt-job.ts';
import { sendEventReminder, sweepReminders } from '../jobs/reminders.ts';
import {
  closableExecutor,
  forgivingCompletions,
  pgliteExecutor,
  poolExecutor,
  type SqlExecutor,
  transactionExecutor,
} from '../jobs/sql-adapters.ts';

export interface Jobs extends JobSender {
  /** creates or upgrades pg-boss's schema and starts the workers and the schedule; after the migrations */
  start(): Promise<void>;
  /** the reminder sweep the schedule runs, now (tests pass the time they want) */
  sweepReminders(now?: Date): Promise<number>;
  /** The daily mail of new party-page answers, now (tests pass the time they want) */
  sweepInvitationDigests(now?: Date): Promise<number>;
  /** The payments feature gives the reconcile pass the schedule runs (one instance at a time) */
  onPaymentReconcile(pass: () => Promise<number>): void;
  /** The WhatsApp feature gives what a `whatsapp-send` job does */
  onWhatsAppSend(send: (data: JobData['whatsapp-send']) => Promise<unknown>): void;
  /** The invoicing feature gives what a `factura-sync` job does */
  onFacturaSync(sync: (data: JobData['factura-sync']) => Promise<unknown>): void;
  /** The invoicing feature gives what a `factura-mail` job does */
  onFacturaMail(mail: (data: JobData['factura-mail']) => Promise<unknown>): void;
  /** The invoicing feature gives what the monthly `factura-global` job does */
  onFacturaGlobal(issue: () => Promise<unknown>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

const SCHEMA = 'pgboss';
const MEXICO_CITY = 'America/Mexico_City';
/** 06:00 on the first day of each month, Mexico City */
const FACTURA_GLOBAL_CRON = '0 6 1 * *';
/** on close, how long jobs in progress may take to finish before the database closes under them */
const STOP_WAIT_MS = 5_000;

export const jobsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const settings = config.jobs;
    // drizzle's own client: the PGlite instance or the node-postgres pool
    const connection = closableExecutor(forgivingCompletions(databaseExecutor(app.database), SCHEMA));
    const now = () => config.now();
    let boss: PgBoss | null = null;
    let closed = false;
    let jobsInProgress = 0;
    const workerIds = new Map<JobName, string>();
    let reconcilePass: () => Promise<number> = async () => 0;
    let whatsappSend: (data: JobData['whatsapp-send']) => Promise<unknown> = async () => {};
    let facturaSync: (data: JobData['factura-sync']) => Promise<unknown> = async () => {};
    let facturaGlobal: () => Promise<unknown> = async () => {};
    let facturaMail: (data: JobData['factura-mail']) => Promise<unknown> = async () => {};

    const send: JobSender['send'] = async (name, data, opts) => {
      if (!boss) throw new Error(closed ? 'the job queue is closed' : 'the job queue has not started');
      await boss.send(name, data as object, {
        ...(opts?.tx ? { db: transactionExecutor(opts.tx) } : {}),
        // a time, not a number of seconds: pg-boss casts what it is given to a timestamp
        ...(opts?.startAfterSeconds
          ? { startAfter: new Date(Date.now() + opts.startAfterSeconds * 1000) }
          : {}),
      });
      // This instance's worker looks at once instead of at its next poll (a job sent in a transaction is
      // visible only once that commits, which takes a moment; the poll still finds it otherwise).
      const workerId = workerIds.get(name);
      if (workerId) setTimeout(() => boss?.notifyWorker(workerId), opts?.tx ? 50 : 0).unref();
    };
    const jobs: Jobs = {
      send,
      sweepReminders: async (at = now()) => {
        const enqueued = await sweepReminders({
          db: app.db,
          jobs: { send },
          reminderDays: settings.reminderDays,
          balanceDueDays: config.payments.balanceDueDays,
          now: at,
        });
        // tomorrow's parties, on WhatsApp to the families who asked for it
        await queuePartyReminders({ db: app.db, jobs: { send }, config, log: app.log }, at);
        return enqueued;
      },
      sweepInvitationDigests: (at = now()) =>
        sweepInvitationDigests({ db: app.db, jobs: { send }, now: at, config, log: app.log }),
      onPaymentReconcile: (pass) => {
        reconcilePass = pass;
      },
      onWhatsAppSend: (handler) => {
        whatsappSend = handler;
      },
      onFacturaSync: (handler) => {
        facturaSync = handler;
      },
      onFacturaGlobal: (handler) => {
        facturaGlobal = handler;
      },
      onFacturaMail: (handler) => {
        facturaMail = handler;
      },
      async start() {
        if (boss || closed) return;
        const started = newBoss(connection.executor, app.log);
        await started.start();
        try {
          const retry = {
            retryLimit: settings.mailRetryLimit,
            retryDelay: settings.mailRetryDelaySeconds,
            retryBackoff: true,
          };
          const handlers: { [N in JobName]: (data: JobData[N]) => Promise<unknown> } = {
            'templated-mail': (data) => deliverTemplatedMail(app, data),
            mail: (data) => deliverMail(app, data),
            'payment-receipt': (data) => sendPaymentReceipt(app, data),
            'event-reminder': (data) => sendEventReminder(app, data, now()),
            'reminder-sweep': () => jobs.sweepReminders(),
            'invitation-digest': () => jobs.sweepInvitationDigests(),
            'payment-reconcile': () => reconcilePass(),
            'whatsapp-send': (data) => whatsappSend(data),
            'factura-sync': (data) => facturaSync(data),
            'factura-global': () => facturaGlobal(),
            'factura-mail': (data) => facturaMail(data),
          };
          for (const [name, handler] of Object.entries(handlers) as [
            JobName,
            (d: unknown) => Promise<unknown>,
          ][]) {
            const scheduled =
              name === 'reminder-sweep' ||
              name === 'invitation-digest' ||
              name === 'payment-reconcile' ||
              name === 'factura-global';
            const policy = scheduled
              ? {
                  // the factura global's PAC may be down for a while: it keeps trying through the day
                  ...(name === 'factura-global'
                    ? { retryLimit: 12, retryDelay: 300, retryBackoff: true }
                    : { retryLimit: 2, retryDelay: 60 }),
                  ...(name === 'payment-reconcile' || name === 'factura-global'
                    ? { policy: 'singleton' as const }
                    : {}),
                }
              : name === 'whatsapp-send'
                ? // a failed call to Meta queues its own next try (its waits and its day); this retries what
                  // broke around it (the database), a few times
                  { retryLimit: 3, retryDelay: 30, retryBackoff: true }
                : retry;
            await started.createQueue(name, { name, ...policy });
            await started.updateQueue(name, { name, ...policy });
            let workerId = '';
            workerId = await started.work<unknown>(
              name,
              { pollingIntervalSeconds: settings.pollSeconds, batchSize: 1, includeMetadata: true },
              async ([job]) => {
                jobsInProgress += 1;
                try {
                  await runLogged(
                    app.log,
                    (final) => app.metrics.jobFailures.inc({ queue: name, final: String(final) }),
                    job,
                    () => handler(job.data),
                    () => closed,
                  );
                } finally {
                  jobsInProgress -= 1;
                  // a worker that found a job looks for the next at once, not after its polling interval
                  if (workerId) started.notifyWorker(workerId);
                }
              },
            );
            workerIds.set(name, workerId);
          }
          // pg-boss enqueues a scheduled job once per minute slot for all instances together
          await started.schedule('reminder-sweep', settings.reminderCron, {}, { tz: MEXICO_CITY });
          await started.schedule('invitation-digest', config.invitations.digestCron, {}, { tz: MEXICO_CITY });
          // The month before's factura global, on the first day of each month while invoicing is on
          if (config.invoicing) {
            await started.schedule('factura-global', FACTURA_GLOBAL_CRON, {}, { tz: MEXICO_CITY });
          } else {
            await started.unschedule('factura-global').catch(() => {});
          }
          // At least every PAYMENT_RECONCILE_MINUTES while online payment is on
          if (config.payments.stripe) {
            await started.schedule('payment-reconcile', reconcileCron(config.payments.reconcileMinutes), {});
          } else {
            await started.unschedule('payment-reconcile').catch(() => {});
          }
        } catch (err) {
          await started.stop({ graceful: false, wait: true }).catch(() => {});
          throw err;
        }
        boss = started;
      },
    };
    // GET /api/metrics: jobs waiting to run (new or waiting for a retry), by queue, read at each scrape
    new Gauge({
      name: 'salones_jobs_queued',
      help: 'Jobs waiting to run (created or waiting for a retry), by queue',
      labelNames: ['queue'] as const,
      registers: [app.metrics.registry],
      async collect() {
        if (!boss) return;
        for (const queue of workerIds.keys()) this.set({ queue }, await boss.getQueueSize(queue));
      },
    });
    app.decorate('jobs', jobs);

    // Closing: pg-boss stops polling and waits for its jobs in progress (at most STOP_WAIT_MS; those still
    // running are failed, so they are retried); a job fetched while it stopped, and the queries that
    // complete the jobs, may finish in that time too. Then pg-boss's connection is closed: nothing it does
    // later reaches the database, which closes next.
    const stop = async () => {
      const until = Date.now() + STOP_WAIT_MS;
      await boss
        ?.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS })
        .catch((err: Error) => app.log.warn({ err: err.message }, 'job queue did not stop cleanly'));
      while ((jobsInProgress > 0 || !connection.settled()) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      closed = true;
      connection.close();
      boss = null;
    };
    // Fastify runs onClose hooks last-registered first, and this plugin depends on the database plugin (so
    // is registered after it): the queue stops before the database closes.
    app.addHook('onClose', stop);
  },
  { name: 'jobs', dependencies: ['database', 'mailer', 'metrics'] },
);

/** pg-boss's connection: drizzle's own client, the PGlite instance or the node-postgres pool. */
function databaseExecutor(database: Database): SqlExecutor {
  const client = (database.db as unknown as { $client: unknown }).$client;
  return database.kind === 'pglite' ? pgliteExecutor(client as PGlite) : poolExecutor(client as pg.Pool);
}

/**
 * Creates (or upgrades) the job queue's schema in a migrated database without starting its workers or its
 * schedule — what `jobs.start()` does first; the tests' database template holds it ready.
 */
export async function createJobQueueSchema(database: Database): Promise<void> {
  const boss = new PgBoss({
    db: databaseExecutor(database) as PgBoss.Db,
    schema: SCHEMA,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

/** A cron that runs at least every `minutes` (hourly, or daily, when they do not divide the hour or day). */
export function reconcileCron(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `0 */${hours} * * *` : '0 0 * * *';
}

function newBoss(executor: SqlExecutor, log: FastifyBaseLogger) {
  const boss = new PgBoss({
    db: executor as PgBoss.Db,
    schema: SCHEMA,
    // completed jobs (mail jobs hold one-time links) are not kept long
    archiveCompletedAfterSeconds: 3_600,
    deleteAfterDays: 2,
  });
  boss.on('error', (err) => log.warn({ err: err.message }, 'job queue error'));
  return boss;
}

async function runLogged(
  log: FastifyBaseLogger,
  countFailure: (final: boolean) => void,
  job: PgBoss.JobWithMetadata<unknown>,
  work: () => Promise<unknown>,
  isClosed: () => boolean,
) {
  try {
    await work();
  } catch (err) {
    if (isClosed()) {
      log.warn({ err, job: job.id, queue: job.name }, 'job cut off by the shutdown; it stays in the queue');
      throw err;
    }
    const isLastTry = job.retryCount >= job.retryLimit;
    countFailure(isLastTry);
    const details = { err, job: job.id, queue: job.name, try: job.retryCount + 1, of: job.retryLimit + 1 };
    if (isLastTry) log.error(details, 'job failed for good');
    else log.warn(details, 'job failed; it will be retried');
    throw err;
  }
}
