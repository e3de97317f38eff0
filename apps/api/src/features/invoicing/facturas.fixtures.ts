// The invoicing tests' world: a Facturapi-compatible server (its webhook events delivered to the app), the app
// pointed at it with fast jobs and mail to an SMTP receiver, a branch with its package ($10,000), and families whose
// fiscal data the PAC keeps.
import { afterAll, beforeAll } from 'vitest';
import { testJobSettings } from '../../jobs/jobs.test-support.ts';
import {
  type FacturapiTestServer,
  startFacturapiTestServer,
} from '../../test/facturapi-compatible-server.ts';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../test/helper.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.ts';
import { makeWorld, type World } from '../../test/world.ts';
import { FAMILY_FISCAL_DATA } from './fiscal-data.fixtures.ts';

/** `env`: more of the app's settings (FACTURA_LUGAR_EXPEDICION for the factura global) */
/** Facturapi's webhook events, signed, delivered to the test app's /api/facturas/webhook; its HTTP status. */
export const webhookOf = (t: TestApp) => async (payload: string, signature: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/facturas/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'facturapi-signature': signature },
  });
  return res.statusCode;
};

export function setupInvoicing(env: Record<string, string> = {}) {
  const pac = {} as FacturapiTestServer;
  const t = {} as TestApp;
  const w = {} as World;
  const smtp = {} as SmtpReceiver;
  beforeAll(async () => {
    Object.assign(pac, await startFacturapiTestServer());
    Object.assign(smtp, await startSmtpReceiver());
    Object.assign(
      t,
      await buildTestApp(
        { jobs: testJobSettings({ mailRetryLimit: 3 }), smtpUrl: smtp.url },
        {
          FACTURAPI_KEY: pac.key,
          FACTURAPI_WEBHOOK_SECRET: pac.webhookSecret,
          FACTURAPI_API_URL: pac.url,
          ...env,
        },
      ),
    );
    pac.setWebhookTarget(webhookOf(t));
    Object.assign(w, await makeWorld(t.app));
  });
  afterAll(async () => {
    await t.close?.();
    await pac.close?.();
    await smtp.close?.();
  });
  return { pac, t, w, smtp };
}

/** A family whose fiscal data the PAC keeps as its customer. */
export async function familyWithFiscalData(t: TestApp): Promise<TestUser> {
  const family = await createUser(t.app, { name: 'Mariana', lastname: 'López' });
  const saved = await call(t.app, {
    method: 'PUT',
    url: `/api/usuarios/${family.id}/datos-fiscales`,
    as: family,
    payload: FAMILY_FISCAL_DATA,
  });
  if (saved.statusCode !== 200) throw new Error(`fiscal data: ${saved.body}`);
  return family;
}

/** Waits until `check` holds (the job's work), at most a few seconds. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 8000) {
  const until = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
