// Helpers shared by the accounts test files (not itself a test file).
import { createServer } from 'node:net';
import type { startSmtpReceiver } from '../../test/smtp-receiver.ts';

type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

/** An smtp:// URL on a port where nothing listens, so every send fails. */
export async function closedSmtpUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

/** Waits until a mail to `to` whose text matches `pattern` has arrived; returns the match. */
export async function waitForMail(smtp: SmtpReceiver, to: string, pattern: RegExp, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const match = smtp.lastTo(to)?.match(pattern);
    if (match) return match;
    if (Date.now() > until) throw new Error(`no mail to ${to} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const activationLink = (publicUrl: string) => new RegExp(`${publicUrl}/activar/([A-Za-z0-9_-]+)`);
export const resetLink = (publicUrl: string) => new RegExp(`${publicUrl}/reset/([A-Za-z0-9_-]+)`);

let counter = 0;
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Ana',
    lastname: 'López',
    email: `ana${counter}-${Date.now()}@example.com`,
    phone: '5512345678',
    password: 'secreto123',
    repeatPassword: 'secreto123',
    ...overrides,
  };
}
