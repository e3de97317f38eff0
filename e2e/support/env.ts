export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT}`;
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const MAILBOX_DIR = new URL('../.data/mailbox/', import.meta.url).pathname;
export const SERVER_DATA_DIR = new URL('../.data/server/', import.meta.url).pathname;
export const ADMIN = { email: 'superadmin@e2e.test', password: 'SuperSecreto123', name: 'Sofía' };
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
