import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAILBOX_DIR } from './env.ts';

const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

/** Waits for the newest mail to `to` and returns its decoded text. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(MAILBOX_DIR)) return false;
        const files = readdirSync(MAILBOX_DIR)
          .filter((f) => f.toLowerCase().includes(to.toLowerCase()))
          .sort();
        const last = files.at(-1);
        found = last ? decode(readFileSync(path.join(MAILBOX_DIR, last), 'utf8')) : undefined;
        return !!found;
      },
      { timeout: timeoutMs, message: `mail to ${to}` },
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
