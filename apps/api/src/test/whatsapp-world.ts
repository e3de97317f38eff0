// The WhatsApp tests' app: a Graph-compatible server of their own (test/whatsapp-compatible-server.ts) in the
// settings, fast job workers, Meta's webhook notices delivered through app.inject; and families who opted in,
// each with a phone of their own (so each has a conversation of its own).
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.ts';
import { whatsappMessages } from '../db/schema/index.ts';
import { setWhatsAppConsent } from '../db/whatsapp-consent.ts';
import { testJobSettings } from '../jobs/jobs.test-support.ts';
import { buildTestApp, createUser, type TestApp, type TestUser } from './helper.ts';
import { startWhatsAppCompatibleServer, type WhatsAppTestServer } from './whatsapp-compatible-server.ts';

export function setupWhatsAppApp(overrides: Partial<Config> = {}) {
  const graph = {} as WhatsAppTestServer;
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(graph, await startWhatsAppCompatibleServer());
    Object.assign(t, await buildTestApp({ jobs: testJobSettings(), ...overrides }, graph.env));
    graph.setWebhookTarget(async (body, signature) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-hub-signature-256': signature } : {}),
        },
        payload: body,
      });
      return res.statusCode;
    });
  });
  afterAll(async () => {
    await t.close?.();
    await graph.close?.();
  });
  return { t, graph };
}

/** A Mexico City mobile number of 10 digits no other test family has. */
export const newPhone = () => `55${randomInt(10_000_000, 99_999_999)}`;

/** A customer with a phone of their own, opted in to WhatsApp unless told otherwise. */
export async function whatsappFamily(
  app: FastifyInstance,
  opts: { optedIn?: boolean; phone?: string; name?: string } = {},
): Promise<TestUser & { phone: string }> {
  const phone = opts.phone ?? newPhone();
  const user = await createUser(app, { role: 'user', phone, name: opts.name ?? 'Lupita' });
  if (opts.optedIn !== false) await setWhatsAppConsent(app.db, user.id, true, 'cuenta', new Date());
  return { ...user, phone };
}

/** Every message recorded so far. */
export const recordedMessages = (app: FastifyInstance) => app.db.select().from(whatsappMessages);

/** The E.164 form of a 10-digit Mexican phone. */
export const e164 = (phone: string) => `+52${phone}`;
