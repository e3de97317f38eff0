// The invoices of the Facturapi-compatible test server (facturapi-compatible-server.ts): create (ingreso, factura
// global, pago and egreso), retrieve, cancel (at once, or pending the receiver's answer when the test asks), PDF and
// XML, with Facturapi's answers and the checks SAT's rules make of the fields the
// product sends — PUE never with forma 99 and PPD always with it, prices with IVA included, and a complement's
// parcialidad, previous balance and remaining balance against the CFDI it pays; an egreso's relation 01 to a CFDI
// vigente it does not exceed. A repeated idempotency_key gets
// the invoice created with it. Test controls: refuse the next invoice with a message, or create it and then drop
// the connection (the caller never hears of it).
import { randomUUID } from 'node:crypto';

type Json = Record<string, unknown>;
type Refusal = { status: number; message: string; path?: string };
export type InvoiceFault = null | { refuse: string } | 'drop-after-create';

export interface InvoiceStore {
  invoices: Map<string, Json>;
  /** the next cancellations wait for the receiver (cancellation_status 'pending') */
  pendingCancellations: { value: number };
  byKey: Map<string, string>;
  customers: Map<string, Json>;
  nextFolio: { value: number };
}

const FORMAS = new Set([
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '08',
  '12',
  '13',
  '14',
  '15',
  '17',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '30',
  '31',
  '99',
]);
const round2 = (n: number) => Math.round(n * 100) / 100;

function ingresoProblem(body: Json): Refusal | null {
  const items = body.items as Json[] | undefined;
  if (!Array.isArray(items) || items.length === 0)
    return { status: 400, message: 'items is required', path: 'items' };
  for (const [i, item] of items.entries()) {
    const p = item.product as Json | undefined;
    if (!p || typeof p.description !== 'string' || !p.description)
      return {
        status: 400,
        message: 'product.description is required',
        path: `items.${i}.product.description`,
      };
    if (!/^\d{8}$/.test(String(p.product_key)))
      return {
        status: 400,
        message: 'product_key debe ser una clave de 8 dígitos del SAT',
        path: `items.${i}.product.product_key`,
      };
    if (typeof p.unit_key !== 'string' || !p.unit_key)
      return { status: 400, message: 'unit_key is required', path: `items.${i}.product.unit_key` };
    if (typeof p.price !== 'number' || p.price <= 0 || round2(p.price) !== p.price)
      return {
        status: 400,
        message: 'price debe ser un número positivo con dos decimales',
        path: `items.${i}.product.price`,
      };
    if (p.tax_included !== true)
      return {
        status: 400,
        message: 'tax_included: los precios de este emisor incluyen IVA',
        path: `items.${i}.product.tax_included`,
      };
  }
  if (body.payment_method !== 'PUE' && body.payment_method !== 'PPD')
    return { status: 400, message: 'payment_method debe ser PUE o PPD', path: 'payment_method' };
  if (!FORMAS.has(String(body.payment_form)))
    return { status: 400, message: 'payment_form no está en el catálogo c_FormaPago', path: 'payment_form' };
  if (body.payment_method === 'PPD' && body.payment_form !== '99')
    return {
      status: 400,
      message: 'Si el método de pago es PPD, la forma de pago debe ser 99 (Por definir)',
      path: 'payment_form',
    };
  if (body.payment_method === 'PUE' && body.payment_form === '99')
    return {
      status: 400,
      message: 'Si el método de pago es PUE, la forma de pago no puede ser 99',
      path: 'payment_form',
    };
  return null;
}

function pagoProblem(body: Json, store: InvoiceStore): Refusal | null {
  const [complement] = (body.complements as Json[] | undefined) ?? [];
  if (complement?.type !== 'pago')
    return {
      status: 400,
      message: 'Un CFDI de pago necesita un complemento de tipo pago',
      path: 'complements',
    };
  for (const pago of complement.data as Json[]) {
    if (!FORMAS.has(String(pago.payment_form)) || pago.payment_form === '99')
      return {
        status: 400,
        message: 'La forma de pago de un pago no puede ser 99',
        path: 'complements.0.data.payment_form',
      };
    for (const doc of pago.related_documents as Json[]) {
      const paid = [...store.invoices.values()].find((inv) => inv.uuid === doc.uuid);
      if (paid?.status !== 'valid' || paid.payment_method !== 'PPD')
        return {
          status: 400,
          message: 'El documento relacionado no es un CFDI vigente con método PPD',
          path: 'related_documents.uuid',
        };
      const before = [...store.invoices.values()].filter(
        (inv) =>
          inv.type === 'P' &&
          inv.status === 'valid' &&
          ((inv.complements as Json[])[0].data as Json[]).some((d) =>
            (d.related_documents as Json[]).some((r) => r.uuid === doc.uuid),
          ),
      );
      const paidBefore = before.reduce(
        (sum, inv) =>
          sum +
          ((inv.complements as Json[])[0].data as Json[])
            .flatMap((d) => d.related_documents as Json[])
            .filter((r) => r.uuid === doc.uuid)
            .reduce((s, r) => s + Number(r.amount), 0),
        0,
      );
      if (doc.installment !== before.length + 1)
        return {
          status: 400,
          message: `NumParcialidad debe ser ${before.length + 1}`,
          path: 'related_documents.installment',
        };
      if (round2(Number(paid.total) - paidBefore) !== doc.last_balance)
        return {
          status: 400,
          message: 'ImpSaldoAnt no corresponde al saldo del documento relacionado',
          path: 'related_documents.last_balance',
        };
      if (Number(doc.amount) <= 0 || Number(doc.amount) > Number(doc.last_balance))
        return {
          status: 400,
          message: 'ImpPagado debe ser mayor que 0 y no mayor que ImpSaldoAnt',
          path: 'related_documents.amount',
        };
    }
  }
  return null;
}

/** An egreso (nota de crédito): PUE, a real forma de pago, related (01) to valid CFDI it does not exceed. */
function egresoProblem(body: Json, store: InvoiceStore): Refusal | null {
  const base = ingresoProblem(body);
  if (base) return base;
  if (body.payment_method !== 'PUE')
    return { status: 400, message: 'Un CFDI de egreso es PUE', path: 'payment_method' };
  const [relation] = (body.related_documents as Json[] | undefined) ?? [];
  const uuids = (relation?.documents as string[] | undefined) ?? [];
  if (relation?.relationship !== '01' || uuids.length !== 1)
    return {
      status: 400,
      message: 'Una nota de crédito relaciona el CFDI que acredita con TipoRelacion 01',
      path: 'related_documents',
    };
  const credited = [...store.invoices.values()].find((i) => i.uuid === uuids[0]);
  if (credited?.status !== 'valid' || credited.type !== 'I')
    return {
      status: 400,
      message: 'El CFDI relacionado no es un CFDI de ingreso vigente',
      path: 'related_documents',
    };
  const creditedBefore = [...store.invoices.values()]
    .filter(
      (i) =>
        i.type === 'E' &&
        i.status === 'valid' &&
        ((i.related_documents as Json[])[0].documents as string[]).includes(String(credited.uuid)),
    )
    .reduce((sum, i) => sum + Number(i.total), 0);
  const amount = (body.items as Json[]).reduce((s, i) => s + Number((i.product as Json).price), 0);
  if (round2(creditedBefore + amount) > Number(credited.total))
    return {
      status: 400,
      message: 'Las notas de crédito exceden el total del CFDI relacionado',
      path: 'items',
    };
  return null;
}

const PERIODICITIES = new Set(['day', 'week', 'fortnight', 'month', 'two_months']);

/**
 * A factura global (CFDI 4.0, InformacionGlobal): the receptor is 'PUBLICO EN GENERAL' (XAXX010101000, régimen
 * 616, uso S01) with the issuer's own CP, its period given, PUE, and each concept SAT's 01010101 / ACT 'Venta' with
 * its ticket's number.
 */
function globalProblem(body: Json): Refusal | null {
  const g = body.global as Json;
  if (!PERIODICITIES.has(String(g.periodicity)))
    return { status: 400, message: 'global.periodicity no es válida', path: 'global.periodicity' };
  if (!/^(0[1-9]|1[0-2])$/.test(String(g.months)))
    return { status: 400, message: 'global.months debe ser un mes 01 a 12', path: 'global.months' };
  if (typeof g.year !== 'number' || g.year < 2022)
    return { status: 400, message: 'global.year no es válido', path: 'global.year' };
  const customer = body.customer as Json | undefined;
  if (
    typeof customer !== 'object' ||
    customer.legal_name !== 'PUBLICO EN GENERAL' ||
    customer.tax_id !== 'XAXX010101000' ||
    customer.tax_system !== '616'
  )
    return {
      status: 400,
      message: 'Una factura global es a PUBLICO EN GENERAL, RFC XAXX010101000, régimen 616',
      path: 'customer',
    };
  const zip = (customer.address as Json | undefined)?.zip;
  if (!zip || zip !== (body.address as Json | undefined)?.zip)
    return {
      status: 400,
      message: 'El código postal del receptor de una factura global debe ser el lugar de expedición',
      path: 'customer.address.zip',
    };
  if (body.use !== 'S01') return { status: 400, message: 'El uso de una factura global es S01', path: 'use' };
  if (body.payment_method !== 'PUE')
    return { status: 400, message: 'Una factura global es PUE', path: 'payment_method' };
  for (const [i, item] of (body.items as Json[]).entries()) {
    const p = item.product as Json;
    if (p.product_key !== '01010101' || p.unit_key !== 'ACT' || p.description !== 'Venta' || !p.sku)
      return {
        status: 400,
        message: 'Cada concepto de una factura global es 01010101, ACT, Venta, con su número de ticket',
        path: `items.${i}.product`,
      };
  }
  return null;
}

/** POST /v2/invoices: the stored invoice (new, or the one made with the same idempotency_key), or a refusal. */
export function createInvoice(
  store: InvoiceStore,
  body: Json,
): { invoice: Json; created: boolean } | Refusal {
  const key = typeof body.idempotency_key === 'string' ? body.idempotency_key : null;
  const earlier = key ? store.byKey.get(key) : undefined;
  if (earlier) return { invoice: store.invoices.get(earlier) as Json, created: false };
  const global = body.type === 'I' && !!body.global;
  const toPublic = body.type === 'E' && typeof body.customer === 'object';
  if (toPublic && (body.customer as Json).tax_id !== 'XAXX010101000')
    return { status: 400, message: 'No se encontró el cliente', path: 'customer' };
  if (!global && !toPublic && (typeof body.customer !== 'string' || !store.customers.has(body.customer)))
    return { status: 400, message: 'No se encontró el cliente', path: 'customer' };
  const problem = global
    ? (ingresoProblem(body) ?? globalProblem(body))
    : body.type === 'P'
      ? pagoProblem(body, store)
      : body.type === 'I'
        ? ingresoProblem(body)
        : body.type === 'E'
          ? egresoProblem(body, store)
          : {
              status: 400,
              message: 'type debe ser I, E o P',
              path: 'type',
            };
  if (problem) return problem;
  const total =
    body.type === 'I' || body.type === 'E'
      ? round2(
          (body.items as Json[]).reduce(
            (s, i) => s + Number((i.product as Json).price) * Number(i.quantity ?? 1),
            0,
          ),
        )
      : 0;
  const folio = store.nextFolio.value++;
  const invoice: Json = {
    ...body,
    id: randomUUID().replaceAll('-', '').slice(0, 24),
    uuid: randomUUID().toUpperCase(),
    status: 'valid',
    cancellation_status: 'none',
    total,
    series: body.series ?? 'F',
    folio_number: body.folio_number ?? folio,
    customer: global || toPublic ? body.customer : store.customers.get(String(body.customer)),
    livemode: false,
    created_at: new Date().toISOString(),
  };
  store.invoices.set(String(invoice.id), invoice);
  if (key) store.byKey.set(key, String(invoice.id));
  return { invoice, created: true };
}

/** DELETE /v2/invoices/{id}?motive=&substitution= */
export function cancelInvoice(store: InvoiceStore, invoice: Json, query: URLSearchParams): Json | Refusal {
  const motive = query.get('motive');
  if (!['01', '02', '03', '04'].includes(String(motive)))
    return { status: 400, message: 'motive debe ser 01, 02, 03 o 04', path: 'motive' };
  const substitution = query.get('substitution');
  if (
    motive === '01' &&
    ![...store.invoices.values()].some((i) => i.uuid === substitution && i.status === 'valid')
  )
    return {
      status: 400,
      message: 'Con motivo 01, substitution debe ser el UUID de un CFDI vigente',
      path: 'substitution',
    };
  const livePayments = [...store.invoices.values()].filter(
    (p) =>
      p.type === 'P' &&
      p.status === 'valid' &&
      ((p.complements as Json[])[0].data as Json[]).some((d) =>
        (d.related_documents as Json[]).some((r) => r.uuid === invoice.uuid),
      ),
  );
  if (livePayments.length > 0)
    return {
      status: 400,
      message: 'El CFDI tiene complementos de pago vigentes; cancélalos primero',
      path: 'id',
    };
  const liveCredits = [...store.invoices.values()].filter(
    (e) =>
      e.type === 'E' &&
      e.status === 'valid' &&
      ((e.related_documents as Json[] | undefined) ?? []).some((r) =>
        (r.documents as string[]).includes(String(invoice.uuid)),
      ),
  );
  if (liveCredits.length > 0)
    return {
      status: 400,
      message: 'El CFDI tiene notas de crédito vigentes que lo relacionan; cancélalas primero',
      path: 'id',
    };
  if (invoice.status !== 'valid' || invoice.cancellation_status === 'pending')
    return { status: 400, message: 'La factura ya está cancelada o en proceso de cancelación', path: 'id' };
  const cancellation = {
    motive,
    substitutionUUID: substitution ?? '',
    requested_at: new Date().toISOString(),
  };
  if (store.pendingCancellations.value > 0) {
    store.pendingCancellations.value -= 1;
    Object.assign(invoice, { cancellation_status: 'pending', cancellation });
    return invoice;
  }
  Object.assign(invoice, { status: 'canceled', cancellation_status: 'accepted', cancellation });
  return invoice;
}

/** A small stand-in of the stamped XML (what the tests read of it). */
export const invoiceXml = (inv: Json) =>
  `<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante Version="4.0" Serie="${inv.series}" Folio="${inv.folio_number}" TipoDeComprobante="${inv.type}" Total="${inv.total}"><cfdi:Complemento><tfd:TimbreFiscalDigital UUID="${inv.uuid}"/></cfdi:Complemento></cfdi:Comprobante>`;
export const invoicePdf = (inv: Json) => Buffer.from(`%PDF-1.4\n% CFDI ${inv.uuid}\n%%EOF\n`);
