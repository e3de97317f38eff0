// A Stripe-compatible server for the tests (Stripe offers no offline server we can install). It
// answers exactly the calls the product makes — Checkout Sessions (create, retrieve, expire), PaymentIntents
// (retrieve, `expand[]=payment_method` and `latest_charge`, whose card has its funding), Refunds (create), Customers (create) — as the official SDK sends
// them (form-encoded bodies, Bearer key, Idempotency-Key) and with Stripe's JSON and error shapes. Test
// controls 'pay' a session (card; OXXO or SPEI pending, then succeeded or failed) and deliver the webhooks
// Stripe would, signed with the SDK's generateTestHeaderString, to the app's webhook (a URL, or a function
// for app.inject). A tiny hosted page (GET /pay/{id}) has a 'Pagar' button for the browser journey (and an OXXO
// voucher's and a SPEI transfer's, whose pending PaymentIntents carry Stripe's next_action details).
// Plain node:http; listens on port 0 unless told.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type PayMethod = 'card' | 'oxxo' | 'customer_balance';
/** a card's funding as Stripe's charge says it (payment_method_details.card.funding) */
export type CardFunding = 'credit' | 'debit' | 'prepaid' | 'unknown';
export type WebhookTarget = string | ((payload: string, signature: string) => Promise<number>);

type Json = Record<string, unknown>;

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  pending_webhooks: number;
  data: { object: Json };
}

export interface StripeTestServer {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** every API call received, in order (controls and the hosted page are not API calls) */
  calls: { method: string; path: string; body: Json; idempotencyKey: string | undefined }[];
  sessions: Map<string, Json>;
  setWebhookTarget(target: WebhookTarget): void;
  /**
   * 'unreachable': API calls get their connection closed; 'refuse': a 402/400 Stripe error; null: normal.
   * Controls keep working.
   */
  setFault(fault: null | 'unreachable' | 'refuse'): void;
  /** completes a session: card → paid (a credit card unless `funding` says otherwise); oxxo/customer_balance →
   * completed but unpaid (pending) */
  pay(
    sessionId: string,
    opts?: { method?: PayMethod; funding?: CardFunding; deliver?: boolean },
  ): Promise<StripeEvent>;
  /** an async method's outcome: succeeded (paid) or failed */
  settle(sessionId: string, succeeded: boolean, opts?: { deliver?: boolean }): Promise<StripeEvent>;
  /** the session reaches its expires_at */
  expire(sessionId: string, opts?: { deliver?: boolean }): Promise<StripeEvent>;
  /** sends an event (again) to the webhook target; the HTTP status the app answered */
  deliver(event: StripeEvent): Promise<number>;
  /** the events sent so far */
  events: StripeEvent[];
  close(): Promise<void>;
}

const API_VERSION = '2026-10-28.endive';
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** `a[b][0][c]=v&…` (the SDK's encoding) → nested objects; numeric keys make arrays. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/[[\]]+/).filter((p) => p !== '');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const key: string | number = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      if (container[key] === undefined) container[key] = /^\d+$/.test(parts[i + 1]) ? [] : {};
      node = container[key] as Record<string, unknown>;
    });
  }
  return root;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message));
  }
}
const invalid = (message: string, param?: string, status = 400) =>
  new StripeHttpError(status, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const missing = (kind: string, id: string) =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });

export async function startStripeCompatibleServer(
  opts: {
    port?: number;
    host?: string;
    secretKey?: string;
    webhookSecret?: string;
    webhookTarget?: WebhookTarget;
  } = {},
): Promise<StripeTestServer> {
  const secretKey = opts.secretKey ?? 'sk_test_salones_local';
  const webhookSecret = opts.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const signer = new Stripe(secretKey).webhooks;
  let target: WebhookTarget | null = opts.webhookTarget ?? null;
  let fault: null | 'unreachable' | 'refuse' = null;
  const calls: StripeTestServer['calls'] = [];
  const sessions = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const idempotent = new Map<string, Json>();
  const events: StripeEvent[] = [];

  const event = (type: string, object: Json): StripeEvent => {
    const e: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      type,
      created: now(),
      livemode: false,
      api_version: API_VERSION,
      pending_webhooks: 1,
      data: { object: structuredClone(object) },
    };
    events.push(e);
    return e;
  };

  async function deliver(e: StripeEvent): Promise<number> {
    if (!target) throw new Error('stripe test server: no webhook target');
    const payload = JSON.stringify(e, null, 2);
    const signature = signer.generateTestHeaderString({ payload, secret: webhookSecret });
    if (typeof target === 'function') return target(payload, signature);
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    await res.arrayBuffer();
    return res.status;
  }
  const maybeDeliver = async (e: StripeEvent, send = true) => {
    if (send) await deliver(e);
    return e;
  };

  const sessionOf = (id: string) => {
    const s = sessions.get(id);
    if (!s) throw missing('checkout.session', id);
    return s;
  };

  function createSession(body: Json, base: string): Json {
    const items = (body.line_items as Json[] | undefined) ?? [];
    const price = (items[0]?.price_data ?? {}) as Json;
    const amount = Number(price.unit_amount) * Number(items[0]?.quantity ?? 1);
    if (body.mode !== 'payment') throw invalid('Only mode=payment is supported here', 'mode');
    if (!Number.isInteger(amount) || amount <= 0)
      throw invalid('Invalid integer', 'line_items[0][price_data][unit_amount]');
    if (price.currency !== 'mxn') throw invalid('Invalid currency', 'line_items[0][price_data][currency]');
    if (!body.success_url) throw invalid('Missing required param: success_url.', 'success_url');
    const expiresAt = Number(body.expires_at ?? now() + 24 * 3600);
    if (expiresAt < now() + 29 * 60 || expiresAt > now() + 24 * 3600 + 60) {
      throw invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.',
        'expires_at',
      );
    }
    const methods = (body.allowed_payment_method_types as string[] | undefined) ?? ['card'];
    if (methods.includes('customer_balance') && !body.customer) {
      throw invalid('customer_balance requires a customer', 'customer');
    }
    const id = newId('cs');
    const session: Json = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount,
      amount_total: amount,
      currency: 'mxn',
      customer: body.customer ?? null,
      customer_email: body.customer_email ?? null,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      payment_method_types: methods,
      payment_intent: null,
      expires_at: expiresAt,
      created: now(),
      success_url: body.success_url,
      cancel_url: body.cancel_url ?? null,
      url: `${base}/pay/${id}`,
      livemode: false,
      _description: String(((price.product_data ?? {}) as Json).name ?? ''),
    };
    sessions.set(id, session);
    return session;
  }
  const publicSession = (s: Json) => {
    const { _description, ...rest } = s;
    return rest;
  };

  async function pay(
    sessionId: string,
    o: { method?: PayMethod; funding?: CardFunding; deliver?: boolean } = {},
  ) {
    const s = sessionOf(sessionId);
    if (s.status !== 'open') throw new Error(`session ${sessionId} is ${s.status}`);
    const method = o.method ?? 'card';
    const asyncMethod = method !== 'card';
    const chargeId = newId('ch');
    const intent: Json = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: s.amount_total,
      amount_received: asyncMethod ? 0 : s.amount_total,
      currency: s.currency,
      status: asyncMethod ? 'requires_action' : 'succeeded',
      metadata: s.metadata,
      latest_charge: asyncMethod ? null : chargeId,
      payment_method: { id: newId('pm'), object: 'payment_method', type: method },
      next_action:
        method === 'oxxo'
          ? {
              type: 'oxxo_display_details',
              oxxo_display_details: {
                expires_after: now() + 3 * 24 * 3600,
                number: '12345678901234567890',
                hosted_voucher_url: `${s.url}/voucher`,
              },
            }
          : method === 'customer_balance'
            ? {
                type: 'display_bank_transfer_instructions',
                display_bank_transfer_instructions: bankTransferInstructions(s),
              }
            : null,
    };
    intents.set(String(intent.id), intent);
    if (!asyncMethod) charges.set(chargeId, newCharge(chargeId, intent, o.funding ?? 'credit'));
    Object.assign(s, {
      status: 'complete',
      payment_status: asyncMethod ? 'unpaid' : 'paid',
      payment_intent: intent.id,
    });
    return maybeDeliver(event('checkout.session.completed', publicSession(s)), o.deliver ?? true);
  }

  /** Stripe's shape for a Mexican bank transfer (`mx_bank_transfer`): the SPEI address, a reference, a hosted page. */
  function bankTransferInstructions(s: Json): Json {
    return {
      type: 'mx_bank_transfer',
      amount_remaining: s.amount_total,
      currency: s.currency,
      reference: randomBytes(4).toString('hex').toUpperCase(),
      hosted_instructions_url: `${s.url}/instructions`,
      financial_addresses: [
        {
          type: 'spei',
          supported_networks: ['spei'],
          spei: {
            bank_code: '002',
            bank_name: 'BANAMEX',
            clabe: '002180700000000019',
            account_holder_name: 'Stripe Payments Mexico',
            account_holder_address: {
              country: 'MX',
              city: 'Ciudad de México',
              line1: null,
              line2: null,
              postal_code: null,
              state: null,
            },
            bank_address: {
              country: 'MX',
              city: null,
              line1: null,
              line2: null,
              postal_code: null,
              state: null,
            },
          },
        },
      ],
    };
  }

  function newCharge(id: string, intent: Json, funding?: CardFunding): Json {
    const type = (intent.payment_method as Json).type;
    return {
      id,
      object: 'charge',
      payment_method_details:
        type === 'card' ? { type, card: { brand: 'visa', last4: '4242', funding } } : { type },
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: false,
      refunds: { object: 'list', data: [] as Json[] },
    };
  }

  async function settle(sessionId: string, succeeded: boolean, o: { deliver?: boolean } = {}) {
    const s = sessionOf(sessionId);
    const intent = intents.get(String(s.payment_intent));
    if (!intent || s.status !== 'complete' || s.payment_status !== 'unpaid') {
      throw new Error(`session ${sessionId} has no pending payment`);
    }
    if (succeeded) {
      const chargeId = newId('ch');
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        latest_charge: chargeId,
        next_action: null,
      });
      charges.set(chargeId, newCharge(chargeId, intent));
      s.payment_status = 'paid';
    } else {
      Object.assign(intent, { status: 'requires_payment_method', next_action: null });
    }
    const type = succeeded
      ? 'checkout.session.async_payment_succeeded'
      : 'checkout.session.async_payment_failed';
    return maybeDeliver(event(type, publicSession(s)), o.deliver ?? true);
  }

  async function expire(sessionId: string, o: { deliver?: boolean } = {}) {
    const s = sessionOf(sessionId);
    if (s.status !== 'open') throw new Error(`session ${sessionId} is ${s.status}`);
    s.status = 'expired';
    return maybeDeliver(event('checkout.session.expired', publicSession(s)), o.deliver ?? true);
  }

  function refund(body: Json): Json {
    const intent = intents.get(String(body.payment_intent));
    if (!intent) throw missing('payment_intent', String(body.payment_intent));
    const charge = charges.get(String(intent.latest_charge));
    if (!charge || intent.status !== 'succeeded') {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'charge_not_refundable',
        message: `PaymentIntent ${intent.id} does not have a successful charge to refund.`,
      });
    }
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      });
    }
    const r: Json = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: intent.id,
      status: 'succeeded',
      reason: body.reason ?? null,
      created: now(),
    };
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    (charge.refunds as { data: Json[] }).data.unshift(r);
    // Stripe tells the webhook after the answer; so do we
    setTimeout(() => {
      deliver(event('charge.refunded', charge)).catch(() => {});
    }, 10).unref();
    return r;
  }

  function api(method: string, path: string, body: Json, base: string): Json {
    const sessionPath = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    const expirePath = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    const intentPath = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === 'POST' && path === '/v1/checkout/sessions')
      return publicSession(createSession(body, base));
    if (method === 'GET' && sessionPath) {
      return publicSession(sessionOf(sessionPath[1]));
    }
    if (method === 'POST' && expirePath) {
      const s = sessionOf(expirePath[1]);
      if (s.status !== 'open') {
        throw invalid(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${s.status}".`,
        );
      }
      s.status = 'expired';
      event('checkout.session.expired', publicSession(s));
      return publicSession(s);
    }
    if (method === 'GET' && intentPath) {
      const intent = intents.get(intentPath[1]);
      if (!intent) throw missing('payment_intent', intentPath[1]);
      const expand = (body.expand as string[] | undefined) ?? [];
      const pm = intent.payment_method as Json;
      const charge = intent.latest_charge ? charges.get(String(intent.latest_charge)) : null;
      return {
        ...intent,
        payment_method: expand.includes('payment_method') ? pm : pm.id,
        latest_charge: expand.includes('latest_charge') ? (charge ?? null) : intent.latest_charge,
      };
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(body);
    if (method === 'POST' && path === '/v1/customers') {
      const c = {
        id: newId('cus'),
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
      };
      customers.set(c.id, c);
      return c;
    }
    throw invalid(`Unrecognized request URL (${method}: ${path}).`, undefined, 404);
  }

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let data = '';
      req.setEncoding('utf8');
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => resolve(data));
      req.on('error', reject);
    });

  const send = (res: ServerResponse, status: number, body: unknown, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type, 'request-id': newId('req') });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  function hostedPage(s: Json): string {
    const pesos = (Number(s.amount_total) / 100).toLocaleString('es-MX', {
      style: 'currency',
      currency: 'MXN',
    });
    const done = s.status !== 'open';
    return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pago de prueba</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{font-size:1.1rem;padding:.8rem 1.2rem;margin:.3rem 0;width:100%;min-height:48px}</style></head>
<body><h1>Pago de prueba</h1><p>${escapeHtml(String(s._description ?? ''))}</p><p>Total: <strong>${pesos} MXN</strong></p>
${
  done
    ? `<p>Esta sesión ya está ${escapeHtml(String(s.status))}.</p>`
    : `<form method="post"><input type="hidden" name="method" value="card"><button type="submit">Pagar</button></form>
<form method="post"><input type="hidden" name="method" value="oxxo"><button type="submit">Generar ficha OXXO</button></form>
${(s.payment_method_types as string[]).includes('customer_balance') ? '<form method="post"><input type="hidden" name="method" value="customer_balance"><button type="submit">Pagar por transferencia SPEI</button></form>' : ''}
${s.cancel_url ? `<p><a href="${escapeHtml(String(s.cancel_url))}">Cancelar</a></p>` : ''}`
}</body></html>`;
  }
  const successUrl = (s: Json) => String(s.success_url).replace('{CHECKOUT_SESSION_ID}', String(s.id));

  const server = createServer(async (req, res) => {
    const base = `http://${req.headers.host}`;
    const url = new URL(req.url ?? '/', base);
    const path = url.pathname;
    try {
      const text = await readBody(req);
      // the hosted page
      let m = path.match(/^\/pay\/([^/]+)$/);
      if (m) {
        const s = sessionOf(m[1]);
        if (req.method === 'POST') {
          const method = (new URLSearchParams(text).get('method') ?? 'card') as PayMethod;
          if (s.status === 'open') await pay(m[1], { method });
          res.writeHead(303, { location: successUrl(s) });
          res.end();
          return;
        }
        send(res, 200, hostedPage(s), 'text/html; charset=utf-8');
        return;
      }
      // controls for a test in another process (the browser suite's)
      m = path.match(/^\/_test\/sessions\/([^/]+)\/(pay|succeed|fail|expire)$/);
      if (m && req.method === 'POST') {
        const input = text ? (JSON.parse(text) as Json) : {};
        const [, id, action] = m;
        const e =
          action === 'pay'
            ? await pay(id, {
                method: (input.method as PayMethod) ?? 'card',
                funding: input.funding as CardFunding | undefined,
              })
            : action === 'expire'
              ? await expire(id)
              : await settle(id, action === 'succeed');
        send(res, 200, e);
        return;
      }
      if (path === '/_test/sessions' && req.method === 'GET') {
        send(res, 200, { data: [...sessions.values()].map(publicSession) });
        return;
      }
      // the API
      if (!path.startsWith('/v1/'))
        throw invalid(`Unrecognized request URL (${req.method}: ${path}).`, undefined, 404);
      if (fault === 'unreachable') {
        req.socket.destroy();
        return;
      }
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        throw new StripeHttpError(401, {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided: sk_****',
        });
      }
      const body = req.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(text);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      calls.push({ method: req.method ?? '', path, body, idempotencyKey });
      if (fault === 'refuse') {
        throw new StripeHttpError(402, {
          type: 'card_error',
          code: 'account_invalid',
          message: 'Your account cannot currently make live charges.',
        });
      }
      const key = idempotencyKey && req.method === 'POST' ? `${path} ${idempotencyKey}` : null;
      const answer = (key && idempotent.get(key)) || api(req.method ?? 'GET', path, body, base);
      if (key) idempotent.set(key, answer);
      send(res, 200, answer);
    } catch (err) {
      if (err instanceof StripeHttpError) send(res, err.status, { error: err.error });
      else send(res, 500, { error: { type: 'api_error', message: (err as Error).message } });
    }
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
    secretKey,
    webhookSecret,
    calls,
    sessions,
    events,
    setWebhookTarget: (t) => {
      target = t;
    },
    setFault: (f) => {
      fault = f;
    },
    pay,
    settle,
    expire,
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
