// Closing the app (app.close() in tests, SIGTERM in production) while the job queue is busy: a job in
// progress may finish, one that outlasts the wait is cut off, and nothing the queue does afterwards reaches
// the closed database — an unhandled rejection there ("Cannot use a pool after calling end") fails a run.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { buildTestApp } from '../test/helper.ts';
import { testJobSettings } from './jobs.test-support.ts';

/** An SMTP server that takes `holdMs` to accept each message. */
async function startSlowSmtp(holdMs: number) {
  let receiving = 0;
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      receiving += 1;
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          accepted += 1;
          done();
        }, holdMs),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    receiving: () => receiving,
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mail = (to: string) => ({ mail: { to, subject: 'Prueba', text: 'Hola' } });

/**
 * What the app logs as a warning or an error from now on — but the connections the test's own drop of its
 * PostgreSQL database ends ('database connection lost'), when the pool's last sockets are still closing.
 */
function recordProblems(app: FastifyInstance) {
  const problems: string[] = [];
  for (const level of ['warn', 'error'] as const) {
    const log = app.log[level].bind(app.log);
    app.log[level] = ((...args: Parameters<typeof log>) => {
      const text = `${level}: ${JSON.stringify(args)}`;
      if (!text.includes('database connection lost')) problems.push(text);
      return log(...args);
    }) as typeof log;
  }
  return problems;
}

describe('closing the app while jobs run', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeAll(() => {
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled);
  });

  it('lets a mail being sent finish before the database closes', async () => {
    const smtp = await startSlowSmtp(1_200);
    const t = await buildTestApp({ smtpUrl: smtp.url, jobs: testJobSettings() } as Partial<Config>);
    const problems = recordProblems(t.app);
    await t.app.jobs.send('mail', mail('ana@example.com'));
    await expect.poll(smtp.receiving, { timeout: 5_000, interval: 10 }).toBe(1);
    await t.close();
    expect(smtp.accepted()).toBe(1);
    await sleep(300);
    expect(unhandled).toEqual([]);
    expect(problems).toEqual([]);
    await smtp.close();
  });

  it('cuts off a job that outlasts the wait; what it does afterwards never reaches the database', async () => {
    const smtp = await startSlowSmtp(8_000);
    const t = await buildTestApp({ smtpUrl: smtp.url, jobs: testJobSettings() } as Partial<Config>);
    const problems = recordProblems(t.app);
    await t.app.jobs.send('mail', mail('beto@example.com'));
    await expect.poll(smtp.receiving, { timeout: 5_000, interval: 10 }).toBe(1);
    await t.close();
    // the wait is bounded: the app closed while the SMTP server still held the message
    expect(smtp.accepted()).toBe(0);
    await expect.poll(smtp.accepted, { timeout: 8_000, interval: 50 }).toBe(1);
    await sleep(300);
    expect(unhandled).toEqual([]);
    expect(problems.filter((p) => !p.includes('cut off by the shutdown'))).toEqual([]);
    await smtp.close();
  }, 40_000);
});
