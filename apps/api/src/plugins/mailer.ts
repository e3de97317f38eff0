import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates `app.mailer` (SMTP_URL, or .eml files in DATA_DIR/mail). */
export const mailerPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
    });
    app.decorate('mailer', {
      async send(mail) {
        try {
          await mailer.send(mail);
        } catch (err) {
          app.metrics.mailFailures.inc();
          throw err;
        }
      },
    } satisfies Mailer);
  },
  { name: 'mailer', dependencies: ['metrics'] },
);
