// A Facturapi-compatible server for the tests (Facturapi offers no offline server). It answers the calls the product
// makes through the official SDK pointed here by FACTURAPI_API_URL — customers (create, update, tax-info
// validation) and invoices (facturapi-compatible-invoices.ts) — with Facturapi's JSON and error shapes ({ message, path, status }), checking the Bearer key.
// Test controls: RFCs SAT does not know (their validation fails with SAT's reason), faults (the PAC answers 500,
// or closes the connection), an invoice's own faults (refused with a message, or made and its answer lost),
// cancellations left pending, and the receiver's answer to one — sent to the app's webhook as Facturapi sends its
// events: the JSON event signed in 'Facturapi-Signature' with the webhook's secret (HMAC-SHA256 in hex, what the
// SDK's webhooks.validateSignature checks). Plain node:http; listens on port 0 (or the one given: the browser
// suite's server under test is told its address before it starts).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  cancelInvoice,
  createInvoice,
  type InvoiceFault,
  type InvoiceStore,
  invoicePdf,
  invoiceXml,
} from './facturapi-compatible-invoices.ts';

type Json = Record<string, unknown>;

export interface FacturapiTestServer {
  /** the SDK's BASE_URL: …/v2 */
  url: string;
  key: string;
  /** every API call received, in order */
  calls: { method: string; path: string; body: Json }[];
  customers: Map<string, Json>;
  /** tax ids whose SAT validation fails, with SAT's reason */
  unknownToSat: Map<string, string>;
  setFault(fault: null | 'error' | 'unreachable'): void;
  /** every invoice made (ingreso and pago), by id */
  invoices: Map<string, Json>;
  /**
   * The next `times` invoice creations (only those `applies` picks, when given): refused with this message (400, as
   * Facturapi's), or made and never answered. The filter keeps a CFDI a background job issues meanwhile from taking
   * the fault a test meant for its own.
   */
  setInvoiceFault(fault: InvoiceFault, times?: number, applies?: (body: Json) => boolean): void;
  /** the webhook's secret (FACTURAPI_WEBHOOK_SECRET) */
  webhookSecret: string;
  /** where the webhook's events go: a URL, or a function (app.inject) answering the HTTP status */
  setWebhookTarget(target: WebhookTarget): void;
  /** the next `times` cancellations wait for the receiver's answer */
  leaveCancellationsPending(times?: number): void;
  /**
   * The receiver answers a pending cancellation (accepted: cancelled; rejected: valid again) and Facturapi sends
   * 'invoice.cancellation_status_updated' to the webhook; the event, its signed body and the app's status.
   */
  answerCancellation(
    facturapiId: string,
    answer: 'accepted' | 'rejected',
  ): Promise<{ event: Json; payload: string; signature: string; status: number }>;
  /** sends a body to the webhook as Facturapi would, signed with `secret` (the webhook's unless told) */
  deliver(payload: string, secret?: string): Promise<number>;
  close(): Promise<void>;
}

export type WebhookTarget = string | ((payload: string, signature: string) => Promise<number>);

const newId = () => randomBytes(12).toString('hex');

/** Facturapi's signature of a webhook body: HMAC-SHA256 with the webhook's secret, in hex. */
export const facturapiSignature = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

export async function startFacturapiTestServer(
  key = `sk_test_${newId()}`,
  webhookSecret = `whsec_${newId()}`,
  port = 0,
): Promise<FacturapiTestServer> {
  const calls: FacturapiTestServer['calls'] = [];
  const customers = new Map<string, Json>();
  const unknownToSat = new Map<string, string>();
  let fault: null | 'error' | 'unreachable' = null;
  const store: InvoiceStore = {
    invoices: new Map(),
    byKey: new Map(),
    customers,
    nextFolio: { value: 1 },
    pendingCancellations: { value: 0 },
  };
  let webhookTarget: WebhookTarget | null = null;
  async function deliver(payload: string, secret = webhookSecret): Promise<number> {
    const signature = facturapiSignature(payload, secret);
    if (!webhookTarget) throw new Error('no webhook target');
    if (typeof webhookTarget === 'function') return webhookTarget(payload, signature);
    const res = await fetch(webhookTarget, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'facturapi-signature': signature },
      body: payload,
    });
    return res.status;
  }
  let invoiceFault: InvoiceFault = null;
  let invoiceFaultTimes = 0;
  let invoiceFaultApplies: (body: Json) => boolean = () => true;

  const send = (res: ServerResponse, status: number, body: Json) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, message: string, path?: string) =>
    send(res, status, { ok: false, message, status, ...(path ? { path } : {}) });

  const readBody = async (req: IncomingMessage): Promise<Json> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Json) : {};
  };

  /** Facturapi's own checks of a customer's data (the shape; SAT's records are the validation's). */
  function customerProblem(body: Json): { message: string; path: string } | null {
    if (typeof body.legal_name !== 'string' || !body.legal_name)
      return { message: 'legal_name is required', path: 'legal_name' };
    if (typeof body.tax_id !== 'string' || !/^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/.test(body.tax_id))
      return { message: 'El RFC no tiene un formato válido', path: 'tax_id' };
    const zip = (body.address as Json | undefined)?.zip;
    if (typeof zip !== 'string' || !/^\d{5}$/.test(zip))
      return { message: 'El código postal no es válido', path: 'address.zip' };
    return null;
  }

  const server = createServer(async (req, res) => {
    if (fault === 'unreachable') {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = req.method === 'GET' ? {} : await readBody(req).catch(() => ({}));
    calls.push({ method: req.method ?? 'GET', path: url.pathname, body });
    if (req.headers.authorization !== `Bearer ${key}`) return refuse(res, 401, 'Unauthorized');
    if (fault === 'error') return refuse(res, 500, 'Internal Server Error');

    const [, version, resource, id, action] = url.pathname.split('/');
    if (version === 'v2' && resource === 'invoices') return invoices(req.method ?? 'GET', id, action);
    if (version !== 'v2' || resource !== 'customers') return refuse(res, 404, 'Not found');
    if (req.method === 'POST' && !id) {
      const problem = customerProblem(body);
      if (problem) return refuse(res, 400, problem.message, problem.path);
      const customer = { ...body, id: newId(), livemode: false, created_at: new Date().toISOString() };
      customers.set(customer.id, customer);
      return send(res, 200, customer);
    }
    const stored = id ? customers.get(id) : undefined;
    if (!stored) return refuse(res, 404, 'No se encontró el cliente');
    if (req.method === 'PUT' && !action) {
      const updated = { ...stored, ...body, id };
      const problem = customerProblem(updated);
      if (problem) return refuse(res, 400, problem.message, problem.path);
      customers.set(id, updated);
      return send(res, 200, updated);
    }
    if (req.method === 'GET' && action === 'tax-info-validation') {
      const reason = unknownToSat.get(String(stored.tax_id));
      return send(res, 200, {
        is_valid: !reason,
        errors: reason ? [{ path: 'tax_id', message: reason }] : [],
      });
    }
    return refuse(res, 404, 'Not found');

    function invoices(method: string, invoiceId: string | undefined, part: string | undefined) {
      if (method === 'POST' && !invoiceId) {
        const faultNow = invoiceFaultTimes > 0 && invoiceFaultApplies(body) ? invoiceFault : null;
        if (faultNow) invoiceFaultTimes -= 1;
        if (faultNow && faultNow !== 'drop-after-create') return refuse(res, 400, faultNow.refuse);
        const made = createInvoice(store, body);
        if ('status' in made) return refuse(res, made.status, made.message, made.path);
        if (faultNow === 'drop-after-create') return req.socket.destroy();
        return send(res, 200, made.invoice);
      }
      const invoice = invoiceId ? store.invoices.get(invoiceId) : undefined;
      if (!invoice) return refuse(res, 404, 'No se encontró la factura');
      if (method === 'GET' && !part) return send(res, 200, invoice);
      if (method === 'DELETE' && !part) {
        const cancelled = cancelInvoice(store, invoice, url.searchParams);
        return 'status' in cancelled && typeof cancelled.status === 'number'
          ? refuse(res, cancelled.status, String(cancelled.message), cancelled.path as string | undefined)
          : send(res, 200, cancelled);
      }
      if (method === 'GET' && (part === 'pdf' || part === 'xml')) {
        res.writeHead(200, { 'content-type': part === 'pdf' ? 'application/pdf' : 'application/xml' });
        return res.end(part === 'pdf' ? invoicePdf(invoice) : invoiceXml(invoice));
      }
      return refuse(res, 404, 'Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}/v2`,
    key,
    calls,
    customers,
    unknownToSat,
    setFault: (f) => {
      fault = f;
    },
    invoices: store.invoices,
    setInvoiceFault: (f, times = 1, applies = () => true) => {
      invoiceFault = f;
      invoiceFaultTimes = f ? times : 0;
      invoiceFaultApplies = applies;
    },
    webhookSecret,
    setWebhookTarget: (target) => {
      webhookTarget = target;
    },
    leaveCancellationsPending: (times = 1) => {
      store.pendingCancellations.value = times;
    },
    async answerCancellation(facturapiId, answer) {
      const invoice = store.invoices.get(facturapiId);
      if (invoice?.cancellation_status !== 'pending')
        throw new Error(`${facturapiId} has no pending cancellation`);
      Object.assign(
        invoice,
        answer === 'accepted'
          ? { status: 'canceled', cancellation_status: 'accepted' }
          : { cancellation_status: 'rejected' },
      );
      const event = {
        id: `evt_${newId()}`,
        type: 'invoice.cancellation_status_updated',
        created_at: new Date().toISOString(),
        livemode: false,
        organization: 'org_test',
        data: { type: 'invoice', object: invoice },
      };
      const payload = JSON.stringify(event);
      return {
        event,
        payload,
        signature: facturapiSignature(payload, webhookSecret),
        status: await deliver(payload),
      };
    },
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
