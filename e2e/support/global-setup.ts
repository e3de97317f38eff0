// A real SMTP server for the browser suite: every mail the app sends lands as a file in MAILBOX_DIR.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startFacturapiTestServer } from '../../apps/api/src/test/facturapi-compatible-server.ts';
import { startStripeCompatibleServer } from '../../apps/api/src/test/stripe-compatible-server.ts';
import { BASE_URL, FACTURAPI, FACTURAPI_PORT, MAILBOX_DIR, SMTP_PORT, STRIPE, STRIPE_PORT } from './env.ts';

export default async function globalSetup() {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        n += 1;
        // written under another name, then renamed: a test reading the mailbox never meets a mail half written
        // (an empty file, under its final name, between writeFileSync's open and its write)
        const partial = path.join(MAILBOX_DIR, `.partial-${n}`);
        writeFileSync(partial, Buffer.concat(chunks));
        renameSync(partial, path.join(MAILBOX_DIR, `${Date.now()}-${n}-${to}.eml`));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  // Online payments go to a Stripe-compatible server of our own, which signs its webhooks
  const stripe = await startStripeCompatibleServer({
    port: STRIPE_PORT,
    secretKey: STRIPE.secretKey,
    webhookSecret: STRIPE.webhookSecret,
    webhookTarget: `${BASE_URL}/api/pagos/webhook`,
  });
  // Facturas (CFDI) go to a Facturapi-compatible server of our own, which stamps nothing and signs its webhooks
  const facturapi = await startFacturapiTestServer(FACTURAPI.key, FACTURAPI.webhookSecret, FACTURAPI_PORT);
  facturapi.setWebhookTarget(`${BASE_URL}/api/facturas/webhook`);
  return async () => {
    await facturapi.close();
    await stripe.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
