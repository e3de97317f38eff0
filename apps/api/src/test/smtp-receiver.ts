// A real SMTP server in the test process: the app sends over SMTP_URL, tests read what arrived.
import { type AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { mailParts } from './mail-parts.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** `failFirst`: refuse that many messages (451, as a busy server does) before accepting the rest. */
export async function startSmtpReceiver(opts: { failFirst?: number } = {}) {
  const mails: ReceivedMail[] = [];
  let toRefuse = opts.failFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          return done(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** the decoded text of the last mail sent to `to` (quoted-printable soft breaks removed) */
    lastTo(to: string): string | undefined {
      const mail = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()));
      return mail ? decodeQuotedPrintable(mail.raw) : undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

/** Checks `find` every 20 ms until it gives something, for at most `timeoutMs`. */
async function pollForMail<T>(find: () => T | null | undefined, timeoutMs: number, missing: string) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail ${missing}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until a mail to `to` whose text matches `pattern` has arrived; returns the match. */
export const waitForMail = (smtp: SmtpReceiver, to: string, pattern: RegExp, timeoutMs = 5000) =>
  pollForMail(() => smtp.lastTo(to)?.match(pattern), timeoutMs, `to ${to} matching ${pattern}`);

/**
 * Waits for the newest mail to `to` with exactly this subject; returns its decoded subject, text and HTML.
 * Use it when other mails to the same person may arrive in any order (queued mails are sent in parallel).
 */
export const waitForMailWithSubject = (smtp: SmtpReceiver, to: string, subject: string, timeoutMs = 5000) =>
  pollForMail(
    () =>
      smtp.mails
        .filter((m) => m.to.includes(to.toLowerCase()))
        .reverse()
        .map((m) => mailParts(m.raw))
        .find((p) => p.subject === subject),
    timeoutMs,
    `to ${to} with subject ${JSON.stringify(subject)}`,
  );

/** An smtp:// URL on a port where nothing listens, so every send fails. */
export async function closedSmtpUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}
