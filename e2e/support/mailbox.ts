import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAILBOX_DIR } from './env.ts';

const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

/** The mail's Subject header, its RFC 2047 encoded words (=?UTF-8?Q?…?= / B) decoded as UTF-8. */
function subjectOf(raw: string): string {
  const headers = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const value = /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '';
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(decode(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    );
}

/**
 * Waits for the newest mail to `to` and returns its decoded (UTF-8) text. With `subject`, the newest with
 * exactly that subject: for when other mails to the same person may arrive in any order (queued mails are
 * sent in parallel).
 */
export async function waitForMail(
  to: string,
  { subject, timeoutMs = 15_000 }: { subject?: string; timeoutMs?: number } = {},
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(MAILBOX_DIR)) return false;
        const raw = readdirSync(MAILBOX_DIR)
          .filter((f) => f.toLowerCase().includes(to.toLowerCase()))
          .sort()
          .reverse()
          .map((f) => readFileSync(path.join(MAILBOX_DIR, f), 'latin1'))
          .find((mail) => subject === undefined || subjectOf(mail) === subject);
        found = raw === undefined ? undefined : Buffer.from(decode(raw), 'latin1').toString('utf8');
        return found !== undefined;
      },
      {
        timeout: timeoutMs,
        message:
          subject === undefined ? `mail to ${to}` : `mail to ${to} with subject ${JSON.stringify(subject)}`,
      },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail whose path starts with `prefix` (e.g. '/activar/'). */
export function linkFrom(mail: string, prefix: string): string {
  const match = mail.match(new RegExp(`https?://[^\\s"'<>]+${prefix.replace(/\//g, '\\/')}[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${prefix} link in mail`);
  return match[0];
}
