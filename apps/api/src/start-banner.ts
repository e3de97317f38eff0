// What a newcomer needs once the server is up — where to open it, how to sign in the first time,
// where the mail goes — as a few lines on a terminal (server.ts), instead of lines to find among the logs.
import { mailFolder } from './mail/mailer.ts';

export interface StartInfo {
  clubName: string;
  /** where the server listens (app.listen's address) */
  url: string;
  /** PUBLIC_URL, when it is set and differs: the address in mails and links */
  publicUrl: string | null;
  /** the super_admin made on this start (first start of a database, no ADMIN_EMAIL) */
  generatedLogin: { email: string; password: string } | null;
  /** ADMIN_EMAIL, when set: that account is the super_admin */
  adminEmail: string | null;
  smtpUrl: string | null;
  dataDir: string;
}

/** Where mail goes: the SMTP server (without its user or password), or the folder the .eml files go to. */
export function mailDestination(info: Pick<StartInfo, 'smtpUrl' | 'dataDir'>): string {
  if (!info.smtpUrl) return `written to ${mailFolder(info.dataDir)}/*.eml (no SMTP_URL)`;
  const smtp = new URL(info.smtpUrl);
  return `sent through ${smtp.protocol}//${smtp.host}`;
}

/** The banner's lines, between two rules. */
export function startBanner(info: StartInfo): string[] {
  const login = info.generatedLogin
    ? [
        `  Sign in:  ${info.generatedLogin.email}  password: ${info.generatedLogin.password}`,
        '            (shown this once: set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)',
      ]
    : info.adminEmail
      ? [`  Sign in:  ${info.adminEmail} with ADMIN_PASSWORD`]
      : [];
  const lines = [
    `  ${info.clubName} is ready`,
    `  Open:     ${info.url}`,
    ...(info.publicUrl ? [`  Public:   ${info.publicUrl}`] : []),
    ...login,
    `  Mail:     ${mailDestination(info)}`,
    `  API docs: ${info.url}/api/docs`,
  ];
  const rule = '─'.repeat(Math.max(...lines.map((l) => l.length)) + 2);
  return [rule, ...lines, rule];
}
