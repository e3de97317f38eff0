import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { lazyRequire } from '../lib/lazy-require.ts';

/** loaded with the first mail */
const nodemailer = lazyRequire<typeof import('nodemailer')>('nodemailer');

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** the link a reader of the log needs when mail is written to disk */
  link?: string;
  /** files sent with it (a CFDI's PDF and XML) */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const createSmtpTransport = (url: string) => nodemailer().createTransport(url);
const createFileTransport = () =>
  nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** SMTP when `smtpUrl` is set; otherwise each mail becomes DATA_DIR/mail/*.eml and its link is logged. */
/** Where mails go as .eml files when no SMTP_URL is set (the start banner names it too). */
export const mailFolder = (dataDir: string) => path.join(dataDir, 'mail');

export function createMailer(opts: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    let transport: ReturnType<typeof createSmtpTransport> | undefined;
    return {
      async send(mail) {
        transport ??= createSmtpTransport(smtpUrl);
        await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          replyTo: mail.replyTo,
          attachments: mail.attachments,
        });
      },
    };
  }
  const dir = mailFolder(opts.dataDir);
  let transport: ReturnType<typeof createFileTransport> | undefined;
  return {
    async send(mail) {
      transport ??= createFileTransport();
      const info = await transport.sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo,
        attachments: mail.attachments,
      });
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${randomUUID()}.eml`);
      writeFileSync(file, info.message as Buffer);
      opts.log.info(
        { to: mail.to, subject: mail.subject, file, link: mail.link },
        'mail written to disk (no SMTP_URL)',
      );
    },
  };
}
