// The payments tests' world — the real app with online payment on, reached through STRIPE_API_URL
// at a Stripe-compatible server of our own that delivers signed webhooks to the app (app.inject).

import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../config.ts';
import { bookingRequests, onlinePayments } from '../../db/schema/index.ts';
import type { PaymentSettings } from '../../payment-settings.ts';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { type StripeTestServer, startStripeCompatibleServer } from '../../test/stripe-compatible-server.ts';
import { setupWorld } from '../../test/world.ts';
import { reconcilePayments } from './settle-payments.ts';
import { stripeProvider } from './stripe-provider.ts';

let dayOffset = 30;
/** A booking-request body on a fresh future date (120 personas: the $15,000 band). */
export function requestBody(
  w: { place: { id: string }; pkg: { id: string } },
  over: Record<string, unknown> = {},
) {
  dayOffset += 1;
  return {
    lugar: w.place.id,
    paquete: w.pkg.id,
    fecha: addDays(todayInMexicoCity(), dayOffset),
    turno: 'Vespertino',
    personas: 120,
    comentarios: '',
    ...over,
  };
}

/** A request made through the API; its DTO. */
export async function createRequestVia(
  app: FastifyInstance,
  as: TestUser,
  w: { place: { id: string }; pkg: { id: string } },
  over: Record<string, unknown> = {},
) {
  const res = await call(app, { method: 'POST', url: '/api/solicitud', payload: requestBody(w, over), as });
  if (res.statusCode !== 201) throw new Error(`request failed: ${res.statusCode} ${res.body}`);
  return res.json().solicitud;
}

export const TERMS = 'Cláusula primera. El anticipo aparta la fecha.';

/** The app on a fresh database with online payment on, its world, and the Stripe-compatible server. */
export function setupPaymentsWorld(env: Record<string, string> = {}) {
  const stripe = {} as StripeTestServer;
  const payments = loadConfig({ DATA_DIR: '/tmp/salones-payments-test' }).payments as PaymentSettings;
  beforeAll(async () => {
    Object.assign(stripe, await startStripeCompatibleServer());
    const url = new URL(stripe.url);
    payments.stripe = {
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      api: { host: url.hostname, port: Number(url.port), protocol: 'http' },
    };
  });
  const { t, w } = setupWorld({ payments }, env);
  beforeAll(async () => {
    stripe.setWebhookTarget(async (payload, signature) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pagos/webhook',
        payload,
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      });
      return res.statusCode;
    });
    const res = await call(t.app, {
      method: 'PUT',
      url: '/api/terminos',
      payload: { texto: TERMS },
      as: w.superAdmin,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  });
  afterAll(() => stripe.close?.());
  const reconcile = () =>
    reconcilePayments({
      db: t.app.db,
      config: t.app.config,
      log: t.app.log,
      jobs: t.app.jobs,
      provider: stripeProvider(payments.stripe!),
    });
  return { t, w, stripe, reconcile };
}

type World = ReturnType<typeof setupPaymentsWorld>;

export const accept = (x: World, as: TestUser, solicitud: string, version = 1) =>
  call(x.t.app, { method: 'POST', url: '/api/terminos/aceptar', payload: { version, solicitud }, as });

export const payRequest = (x: World, as: TestUser | null, id: string) =>
  call(x.t.app, { method: 'POST', url: `/api/solicitud/${id}/pago`, payload: {}, as });

export const payEvent = (x: World, as: TestUser | null, id: string, monto: unknown) =>
  call(x.t.app, { method: 'POST', url: `/api/event/${id}/pago`, payload: { monto }, as });

/** A pending request of the world's customer with the terms accepted and an open anticipo checkout. */
export async function openAnticipo(x: World, who?: TestUser, overrides = {}) {
  // a customer may have 3 pending requests: each checkout gets its own customer unless told
  const as = who ?? (await createUser(x.t.app, { role: 'user', name: 'Ana', lastname: 'López' }));
  const solicitud = await createRequestVia(x.t.app, as, x.w, overrides);
  const a = await accept(x, as, solicitud.uid);
  if (a.statusCode !== 201) throw new Error(a.body);
  const res = await payRequest(x, as, solicitud.uid);
  if (res.statusCode !== 201) throw new Error(res.body);
  const pago = res.json().pago;
  const [row] = await x.t.app.db.select().from(onlinePayments).where(eq(onlinePayments.id, pago.uid));
  return { solicitud, pago, sessionId: row.sessionId, customer: as };
}

export async function paymentRow(x: World, id: string) {
  const [row] = await x.t.app.db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
  return row;
}

export async function requestRow(x: World, id: string) {
  const [row] = await x.t.app.db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
  return row;
}

export async function getEvent(x: World, id: string) {
  const res = await call(x.t.app, { method: 'GET', url: `/api/event/obtener/${id}`, as: x.w.superAdmin });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().eventoData;
}

export async function auditOf(x: World, eventId: string) {
  const { rows } = await x.t.app.db.execute(
    sql`select kind, actor_id as "actorId", actor_name as "actorName", before, after from audit_log where event_id = ${eventId} order by seq`,
  );
  return rows as {
    kind: string;
    actorId: string | null;
    actorName: string;
    before: unknown;
    after: Record<string, unknown>;
  }[];
}

/** Waits until `check` holds (the provider's charge.refunded arrives a moment after its answer). */
export async function eventually(check: () => Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
