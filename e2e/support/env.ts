export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT}`;
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
// E2E_DATA_TAG lets several suites run side by side on one machine, each with its own data and mailbox.
const TAG = process.env.E2E_DATA_TAG ?? 'default';
export const MAILBOX_DIR = new URL(`../.data/${TAG}/mailbox/`, import.meta.url).pathname;
export const SERVER_DATA_DIR = new URL(`../.data/${TAG}/server/`, import.meta.url).pathname;
/** the club's name in the app's mails (CLUB_NAME of the server the config starts) */
export const CLUB_NAME = 'Club Fiestas Infantiles';
export const ADMIN = { email: 'superadmin@e2e.test', password: 'SuperSecreto123', name: 'Sofía' };
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * Where a tagged run builds and serves its own copy of the web app. The default run uses apps/web/dist, and so do
 * the shards of one run (E2E_SHARED_BUILD=1: CI builds once, then starts a server per shard).
 */
export const WEB_DIR =
  TAG === 'default' || process.env.E2E_SHARED_BUILD
    ? null
    : new URL(`../.data/${TAG}/web/`, import.meta.url).pathname;
export const RESULTS_DIR = new URL(
  TAG === 'default' ? '../test-results/' : `../.data/${TAG}/test-results/`,
  import.meta.url,
).pathname;
export const REPORT_FILE =
  process.env.E2E_REPORT_FILE ??
  (TAG === 'default'
    ? new URL('../../.reports/e2e.json', import.meta.url).pathname
    : new URL(`../.data/${TAG}/e2e.json`, import.meta.url).pathname);
/** The Playwright project (playwright.config.ts) whose specs, e2e/screens/*.spec.ts, take the screenshots. */
export const SCREENSHOTS_PROJECT = 'screenshots';
/** The Stripe-compatible test server global-setup.ts starts (a port derived from E2E_PORT unless told). */
export const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? E2E_PORT + 1000);
export const STRIPE = {
  url: `http://127.0.0.1:${STRIPE_PORT}`,
  secretKey: 'sk_test_e2e_salones',
  webhookSecret: 'whsec_e2e_salones_local_secret',
};
/**
 * The Facturapi-compatible test server global-setup.ts starts (apps/api/src/test/facturapi-compatible-server.ts):
 * the server under test invoices through it (FACTURAPI_API_URL), so the whole suite runs with invoicing on.
 */
export const FACTURAPI_PORT = Number(process.env.E2E_FACTURAPI_PORT ?? E2E_PORT + 1001);
export const FACTURAPI = {
  url: `http://127.0.0.1:${FACTURAPI_PORT}/v2`,
  key: 'sk_test_e2e_facturas',
  webhookSecret: 'whsec_e2e_facturas_local_secret',
};

/**
 * E2E_WHATSAPP=1: the server starts with WhatsApp on, its Graph API a compatible server of our own
 * (support/whatsapp-server.ts), whose settings the WhatsApp journey reads from this file.
 */
export const WHATSAPP_ON = process.env.E2E_WHATSAPP === '1';
export const WHATSAPP_FILE = new URL(`../.data/${TAG}/whatsapp.json`, import.meta.url).pathname;
/**
 * What each test records for the one who reads a failure (E2E_TRACE): 'full', Playwright's trace with its
 * screencast; 'light' (the default), its actions, network and DOM snapshots without the screencast, whose frames
 * the browser encodes all along the test; 'off', nothing (a CI log has the error and its page snapshot).
 */
export const TRACE = (() => {
  const mode = process.env.E2E_TRACE ?? 'light';
  if (mode === 'off') return 'off' as const;
  return { mode: 'retain-on-failure' as const, screenshots: mode === 'full', snapshots: true, sources: true };
})();

/**
 * E2E_RETRIES: how many times a failed test is run again (default 0). CI sets 1: one test in some 270, failing
 * once in a run and not again in 40 runs on a loaded machine, refused a whole landing. A test that fails its retry
 * too fails the run, and one that passed only on its retry is named in CI's summary (scripts/sum-reports.mjs).
 */
export const RETRIES = Math.max(0, Number(process.env.E2E_RETRIES ?? 0) || 0);

/**
 * E2E_SCREENSHOTS=off: no test writes a picture (CI, where nobody looks at them; each full-page shot is the
 * browser drawing the whole page again). The journeys and their checks run all the same.
 */
export const SCREENSHOTS_ON = process.env.E2E_SCREENSHOTS !== 'off';
