import { defineConfig } from '@playwright/test';
import {
  ADMIN,
  BASE_URL,
  CHROME_PATH,
  CLUB_NAME,
  E2E_PORT,
  FACTURAPI,
  REPORT_FILE,
  RESULTS_DIR,
  RETRIES,
  SCREENSHOTS_PROJECT,
  SERVER_DATA_DIR,
  SMTP_PORT,
  STRIPE,
  TRACE,
  WEB_DIR,
  WHATSAPP_ON,
} from './support/env.ts';

// The browser suite runs against the real server started the README's way (`npm start`), on a fresh
// embedded database, sending real mail over SMTP to the receiver of global-setup.ts, paying online and invoicing
// through the Stripe- and Facturapi-compatible servers global-setup.ts starts.
// Two projects: `functional` (every journey; shoot() does nothing there) and `screenshots` (screens/*.spec.ts,
// which visit each screen and write screenshots/<name>-{375,1280}.png). `playwright test` runs both, into one
// JSON report; `--project functional` or `--project screenshots` runs one.
export default defineConfig({
  testDir: '.',
  // The WhatsApp journeys need the server with WhatsApp on (E2E_WHATSAPP=1, a part of its own: scripts/e2e-shards.mjs);
  // with it off they are not part of the run.
  projects: WHATSAPP_ON
    ? [{ name: 'functional', testMatch: 'whatsapp/**/*.spec.ts' }]
    : [
        { name: 'functional', testMatch: '**/*.spec.ts', testIgnore: ['screens/**', 'whatsapp/**'] },
        { name: SCREENSHOTS_PROJECT, testMatch: 'screens/*.spec.ts' },
      ],
  fullyParallel: false,
  workers: 1,
  retries: RETRIES,
  // whole journeys on a 2-core machine
  timeout: 120_000,
  expect: { timeout: 10_000 },
  globalSetup: './support/global-setup.ts',
  outputDir: RESULTS_DIR,
  reporter: [['list'], ['json', { outputFile: REPORT_FILE }]],
  use: {
    baseURL: BASE_URL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    viewport: { width: 1280, height: 900 },
    trace: TRACE,
    launchOptions: {
      executablePath: CHROME_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // E2E_WHATSAPP=1: the same server with WhatsApp on, and its Graph-compatible server (whatsapp/*.spec.ts)
    command: `rm -rf "${SERVER_DATA_DIR}" && ${WHATSAPP_ON ? 'node e2e/support/whatsapp-server.ts' : 'npm start'}`,
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: SERVER_DATA_DIR,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Fiestas <no-reply@e2e.test>',
      CLUB_NAME,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_API_PER_MINUTE: '10000',
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      STRIPE_API_URL: STRIPE.url,
      FACTURAPI_KEY: FACTURAPI.key,
      FACTURAPI_WEBHOOK_SECRET: FACTURAPI.webhookSecret,
      FACTURAPI_API_URL: FACTURAPI.url,
      ...(WEB_DIR ? { WEB_OUT_DIR: WEB_DIR, WEB_DIST_DIR: WEB_DIR } : {}),
    },
  },
});
