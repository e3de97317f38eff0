// A server compatible with the WhatsApp Business Cloud API's Graph endpoints, for the tests (Meta offers no
// offline server). It answers the one call the product makes — POST /{version}/{phone-number-id}/messages, a
// template or a text, with the Bearer token — in Meta's shapes: `{ messaging_product, contacts: [{ input, wa_id }],
// messages: [{ id: 'wamid…' }] }`, or `{ error: { message, type, code, error_data, fbtrace_id } }`. A test tells
// it what to answer next (Meta's errors 131047 re-engagement and 131026 undeliverable, 429, 5xx, a dropped
// connection) and builds the webhook notices Meta would send, signed with the app secret
// (X-Hub-Signature-256: 'sha256=' + HMAC-SHA256 of the raw body), for the app's webhook (a URL, or a function for
// app.inject). Plain node:http; listens on port 0 unless told.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface GraphCall {
  phoneNumberId: string;
  /** the recipient as sent */
  to: string;
  type: 'template' | 'text' | string;
  /** a template's name and its body parameters, in order */
  template: { name: string; language: string; parameters: string[] } | null;
  text: string | null;
  body: Json;
  /** the wamid answered (null when it answered an error) */
  wamid: string | null;
  status: number;
}

/** What the next call gets instead of a success. */
export type GraphFault =
  | 're-engagement'
  | 'undeliverable'
  | 'rate-limit'
  | 'server-error'
  | 'unreachable'
  | 'bad-parameter';

const FAULTS: Record<Exclude<GraphFault, 'unreachable'>, { status: number; code: number; title: string }> = {
  're-engagement': {
    status: 400,
    code: 131047,
    title: 'Re-engagement message',
  },
  undeliverable: { status: 400, code: 131026, title: 'Message undeliverable' },
  'rate-limit': { status: 429, code: 130429, title: 'Rate limit hit' },
  'server-error': { status: 500, code: 131000, title: 'Something went wrong' },
  'bad-parameter': { status: 400, code: 100, title: 'Invalid parameter' },
};

export type WebhookTarget = string | ((body: string, signature: string) => Promise<number>);

export interface WhatsAppTestServer {
  /** the base URL with a Graph version, for WHATSAPP_API_URL */
  url: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  /** the settings that point the app here */
  env: Record<string, string>;
  /** every messages call received, in order */
  calls: GraphCall[];
  /** the next `times` calls get this answer (then success again) */
  failNext(fault: GraphFault, times?: number): void;
  /** every call to this number (as E.164 or wa_id) gets this answer */
  rejectNumber(to: string, fault: GraphFault): void;
  /** holds every answer this long (a slow Meta) */
  setDelay(ms: number): void;
  /** a notice body as Meta sends it, and its signature */
  sign(body: string, secret?: string): string;
  /** sends a notice to the webhook target; the HTTP status the app answered */
  deliver(notice: Json, opts?: { signature?: string | null }): Promise<number>;
  setWebhookTarget(target: WebhookTarget): void;
  close(): Promise<void>;
}

const newWamid = () => `wamid.${randomBytes(24).toString('base64url')}`;
const waIdOf = (to: string) => {
  const digits = to.replace(/\D/g, '');
  // WhatsApp names Mexican mobiles with the old '1' after the country code
  return /^52\d{10}$/.test(digits) ? `521${digits.slice(2)}` : digits;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startWhatsAppCompatibleServer(
  opts: { port?: number; host?: string; webhookTarget?: WebhookTarget } = {},
): Promise<WhatsAppTestServer> {
  const token = `EAAG${randomBytes(16).toString('hex')}`;
  const phoneNumberId = String(100_000_000_000_000 + Math.floor(Math.random() * 1e12));
  const appSecret = randomBytes(16).toString('hex');
  const verifyToken = `verificar-${randomBytes(6).toString('hex')}`;
  const calls: GraphCall[] = [];
  const queued: GraphFault[] = [];
  const rejected = new Map<string, GraphFault>();
  let delayMs = 0;
  let target: WebhookTarget | null = opts.webhookTarget ?? null;

  const graphError = (code: number, title: string, type = 'OAuthException') => ({
    error: {
      message: `(#${code}) ${title}`,
      type,
      code,
      error_data: { messaging_product: 'whatsapp', details: title },
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  });

  const server = createServer(async (req, res) => {
    const send = (status: number, body: Json) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const text = await readBody(req);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const m = (req.url ?? '').match(/^\/v\d+\.\d+\/([^/?]+)\/messages$/);
    if (!m || req.method !== 'POST') {
      send(400, graphError(100, 'Unsupported request'));
      return;
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      send(401, graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
      return;
    }
    if (m[1] !== phoneNumberId) {
      send(
        400,
        graphError(
          100,
          `Unsupported post request. Object with ID '${m[1]}' does not exist`,
          'GraphMethodException',
        ),
      );
      return;
    }
    let body: Json;
    try {
      body = JSON.parse(text) as Json;
    } catch {
      send(400, graphError(100, 'Invalid JSON'));
      return;
    }
    const to = String(body.to ?? '');
    const template = body.template as
      | {
          name: string;
          language: { code: string };
          components?: { type: string; parameters: { text: string }[] }[];
        }
      | undefined;
    const call: GraphCall = {
      phoneNumberId: m[1],
      to,
      type: String(body.type ?? 'text'),
      template: template
        ? {
            name: template.name,
            language: template.language?.code,
            parameters: (template.components ?? [])
              .filter((c) => c.type === 'body')
              .flatMap((c) => c.parameters.map((p) => p.text)),
          }
        : null,
      text: (body.text as { body?: string } | undefined)?.body ?? null,
      body,
      wamid: null,
      status: 200,
    };
    const fault = rejected.get(waIdOf(to)) ?? queued.shift();
    if (fault === 'unreachable') {
      calls.push({ ...call, status: 0 });
      req.socket.destroy();
      return;
    }
    if (body.messaging_product !== 'whatsapp' || !to) {
      calls.push({ ...call, status: 400 });
      send(400, graphError(100, 'The parameter messaging_product is required'));
      return;
    }
    if (fault) {
      const f = FAULTS[fault];
      calls.push({ ...call, status: f.status });
      send(f.status, graphError(f.code, f.title));
      return;
    }
    const wamid = newWamid();
    calls.push({ ...call, wamid });
    send(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: waIdOf(to) }],
      messages: [{ id: wamid, ...(template ? { message_status: 'accepted' } : {}) }],
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/v25.0`;

  const sign = (body: string, secret = appSecret) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  return {
    url,
    token,
    phoneNumberId,
    appSecret,
    verifyToken,
    env: {
      WHATSAPP_TOKEN: token,
      WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: verifyToken,
      WHATSAPP_API_URL: url,
    },
    calls,
    failNext(fault, times = 1) {
      for (let i = 0; i < times; i++) queued.push(fault);
    },
    rejectNumber(to, fault) {
      rejected.set(waIdOf(to), fault);
    },
    setDelay(ms) {
      delayMs = ms;
    },
    sign,
    setWebhookTarget(t) {
      target = t;
    },
    async deliver(notice, o = {}) {
      if (!target) throw new Error('whatsapp test server: no webhook target');
      const body = JSON.stringify(notice);
      const signature = o.signature === undefined ? sign(body) : o.signature;
      if (typeof target === 'function') return target(body, signature ?? '');
      const res = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature !== null ? { 'x-hub-signature-256': signature } : {}),
        },
        body,
      });
      await res.arrayBuffer();
      return res.status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ── The notices Meta's webhook sends (object whatsapp_business_account, field messages) ──

const unix = (at: Date) => String(Math.floor(at.getTime() / 1000));

function notice(phoneNumberId: string, value: Json): Json {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

/** A message's new status; `failed` carries Meta's error. */
export function statusNotice(
  phoneNumberId: string,
  s: {
    wamid: string;
    status: 'sent' | 'delivered' | 'read' | 'failed';
    at: Date;
    recipient: string;
    error?: { code: number; title: string };
  },
): Json {
  return notice(phoneNumberId, {
    statuses: [
      {
        id: s.wamid,
        status: s.status,
        timestamp: unix(s.at),
        recipient_id: waIdOf(s.recipient),
        ...(s.status !== 'failed'
          ? {
              conversation: { id: randomBytes(8).toString('hex'), origin: { type: 'utility' } },
              pricing: { billable: true, pricing_model: 'PMP', category: 'utility', type: 'regular' },
            }
          : {}),
        ...(s.error
          ? {
              errors: [
                {
                  code: s.error.code,
                  title: s.error.title,
                  message: s.error.title,
                  error_data: { details: s.error.title },
                },
              ],
            }
          : {}),
      },
    ],
  });
}

/** A family's message: text, or another type (image, audio…) */
export function inboundNotice(
  phoneNumberId: string,
  m: { from: string; at: Date; text?: string; type?: string; name?: string; wamid?: string },
): Json {
  const type = m.type ?? 'text';
  const from = waIdOf(m.from);
  return notice(phoneNumberId, {
    contacts: [{ profile: { name: m.name ?? 'Familia' }, wa_id: from }],
    messages: [
      {
        from,
        id: m.wamid ?? newWamid(),
        timestamp: unix(m.at),
        type,
        ...(type === 'text'
          ? { text: { body: m.text ?? '' } }
          : { [type]: { id: randomBytes(8).toString('hex'), mime_type: 'application/octet-stream' } }),
      },
    ],
  });
}
