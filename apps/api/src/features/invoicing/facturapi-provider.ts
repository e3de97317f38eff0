// Facturapi through its official SDK, unchanged; FACTURAPI_API_URL points the SDK's BASE_URL at a compatible
// server (the tests'). A customer is created or updated with the family's fiscal data, then checked against SAT's
// records (the SDK's validateTaxInfo): a mismatch is the family's to mend, with the PAC's message. Invoices are
// created with an idempotency key, so a retry after a lost answer gets the CFDI already made, never a second one.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { estadoOfPac } from '@salones/shared/fiscal/cancelacion';
import { PUBLICO_EN_GENERAL } from '@salones/shared/fiscal/factura-global';
import { IVA_RATE, ivaBaseOf } from '@salones/shared/fiscal/factura-plan';
import type { FiscalData } from '@salones/shared/fiscal/fiscal-data';
import { toCentavos, toPesos } from '@salones/shared/money';
import FacturapiModule, { FacturapiError, type Invoice } from 'facturapi';
import type { InvoicingSettings } from '../../invoicing-settings.ts';
import type { CustomerOutcome, InvoicingProvider, IssuedCfdi, PacOutcome } from './invoicing-provider.ts';

/**
 * The SDK's class. The package is CommonJS with `exports.default`: Node's own import (the built server, whose npm
 * packages stay imports) hands over its whole `module.exports`, while a bundler or tsx (the tests) unwrap the class.
 */
const Facturapi: typeof FacturapiModule =
  (FacturapiModule as unknown as { default?: typeof FacturapiModule }).default ?? FacturapiModule;

const customerOf = (data: FiscalData) => ({
  legal_name: data.razonSocial,
  tax_id: data.rfc,
  tax_system: data.regimenFiscal,
  email: data.email,
  address: { zip: data.codigoPostal },
  default_invoice_use: data.usoCfdi,
});

/** A refusal the family can mend (4xx but for the key or the rate); anything else: the PAC is unavailable. */
function outcomeOf(err: unknown): { kind: 'refused'; msg: string } | { kind: 'unavailable'; detail: string } {
  if (
    err instanceof FacturapiError &&
    err.status >= 400 &&
    err.status < 500 &&
    ![401, 403, 429].includes(err.status)
  )
    return { kind: 'refused', msg: err.message };
  return { kind: 'unavailable', detail: err instanceof Error ? err.message : String(err) };
}

async function attempt<T>(call: () => Promise<T>): Promise<PacOutcome<T>> {
  try {
    return { kind: 'done', value: await call() };
  } catch (err) {
    return outcomeOf(err);
  }
}

const issuedOf = (invoice: Invoice): IssuedCfdi => ({
  facturapiId: invoice.id,
  uuid: invoice.uuid,
  serie: invoice.series ?? '',
  folio: String(invoice.folio_number ?? ''),
  totalCentavos: toCentavos(Number(invoice.total ?? 0)),
  metodoPago:
    invoice.payment_method === 'PUE' || invoice.payment_method === 'PPD' ? invoice.payment_method : null,
});

/** the IVA of an amount that includes it, as Facturapi's related document's tax (base without IVA) */
const ivaOf = (centavos: number) => [
  { base: toPesos(ivaBaseOf(centavos)), rate: IVA_RATE, type: 'IVA', factor: 'Tasa', withholding: false },
];

const publicoEnGeneral = (zip: string) => ({
  legal_name: PUBLICO_EN_GENERAL.razonSocial,
  tax_id: PUBLICO_EN_GENERAL.rfc,
  tax_system: PUBLICO_EN_GENERAL.regimenFiscal,
  address: { zip },
});

const estadoOf = (invoice: Invoice) =>
  estadoOfPac({ status: String(invoice.status), cancellationStatus: invoice.cancellation_status ?? null });

export function facturapiProvider(settings: InvoicingSettings): InvoicingProvider {
  const facturapi = new Facturapi(settings.key);
  if (settings.apiUrl) facturapi.BASE_URL = settings.apiUrl;
  const expedition = settings.lugarExpedicion ? { address: { zip: settings.lugarExpedicion } } : {};
  return {
    async saveCustomer(data, customerId): Promise<CustomerOutcome> {
      try {
        const customer = customerId
          ? await facturapi.customers.update(customerId, customerOf(data))
          : await facturapi.customers.create(customerOf(data));
        const check = await facturapi.customers.validateTaxInfo(customer.id);
        if (!check.is_valid)
          return {
            kind: 'refused',
            msg: check.errors.map((e) => e.message).join('. ') || 'Datos no válidos',
          };
        return { kind: 'kept', customerId: customer.id };
      } catch (err) {
        return outcomeOf(err);
      }
    },
    issueIngreso: (r) =>
      attempt(async () =>
        issuedOf(
          await facturapi.invoices.create({
            type: 'I',
            customer: r.customerId,
            items: [
              {
                quantity: 1,
                product: {
                  description: r.description,
                  product_key: settings.claveProducto,
                  unit_key: settings.claveUnidad,
                  price: toPesos(r.totalCentavos),
                  tax_included: true,
                  taxes: [{ type: 'IVA', rate: IVA_RATE }],
                },
              },
            ],
            payment_form: r.formaPago,
            payment_method: r.metodoPago,
            use: r.usoCfdi,
            series: settings.serie,
            ...(r.replaces ? { related_documents: [{ relationship: '04', documents: [r.replaces] }] } : {}),
            ...expedition,
            idempotency_key: r.idempotencyKey,
          }),
        ),
      ),
    issuePago: (r) =>
      attempt(async () =>
        issuedOf(
          await facturapi.invoices.create({
            type: 'P',
            customer: r.customerId,
            series: settings.serie,
            complements: [
              {
                type: 'pago',
                data: [
                  {
                    payment_form: r.formaPago,
                    // noon in Mexico City: the payment's calendar date, whatever the server's zone
                    date: `${r.fechaDePago}T12:00:00-06:00`,
                    related_documents: [
                      {
                        uuid: r.related.uuid,
                        series: r.related.serie,
                        folio_number: r.related.folio,
                        amount: toPesos(r.pagadoCentavos),
                        installment: r.parcialidad,
                        last_balance: toPesos(r.saldoAnteriorCentavos),
                        taxes: ivaOf(r.pagadoCentavos),
                      },
                    ],
                  },
                ],
              },
            ],
            ...expedition,
            idempotency_key: r.idempotencyKey,
          }),
        ),
      ),
    // SAT's rules for a factura global's concepts: ClaveProdServ 01010101, ClaveUnidad ACT, Descripción 'Venta' and
    // the ticket's number (here the payment's) as NoIdentificacion; the receptor's CP is the issuer's own
    issueGlobal: async (r) => {
      const zip = settings.lugarExpedicion;
      if (!zip)
        return { kind: 'refused', msg: 'falta FACTURA_LUGAR_EXPEDICION, el código postal del negocio' };
      return attempt(async () =>
        issuedOf(
          await facturapi.invoices.create({
            type: 'I',
            customer: publicoEnGeneral(zip),
            global: { periodicity: 'month', months: r.mes.slice(5, 7), year: Number(r.mes.slice(0, 4)) },
            items: r.concepts.map((c) => ({
              quantity: 1,
              product: {
                description: 'Venta',
                product_key: '01010101',
                unit_key: 'ACT',
                sku: c.reference,
                price: toPesos(c.amountCentavos),
                tax_included: true,
                taxes: [{ type: 'IVA', rate: IVA_RATE }],
              },
            })),
            payment_form: r.formaPago,
            payment_method: 'PUE',
            use: PUBLICO_EN_GENERAL.usoCfdi,
            series: settings.serie,
            ...expedition,
            idempotency_key: r.idempotencyKey,
          } as never),
        ),
      );
    },
    // SAT's Guía de llenado: an egreso for a devolución relates the CFDI it credits with TipoRelacion 01 and is
    // PUE with the refund's forma de pago; its concept is the service's own keys
    issueEgreso: async (r) => {
      if (!r.customerId && !settings.lugarExpedicion)
        return { kind: 'refused', msg: 'falta FACTURA_LUGAR_EXPEDICION, el código postal del negocio' };
      return attempt(async () =>
        issuedOf(
          await facturapi.invoices.create({
            type: 'E',
            customer: r.customerId ?? publicoEnGeneral(settings.lugarExpedicion as string),
            items: [
              {
                quantity: 1,
                product: {
                  description: 'Devolución de pago del servicio de fiesta',
                  product_key: settings.claveProducto,
                  unit_key: settings.claveUnidad,
                  price: toPesos(r.amountCentavos),
                  tax_included: true,
                  taxes: [{ type: 'IVA', rate: IVA_RATE }],
                },
              },
            ],
            payment_form: r.formaPago,
            payment_method: 'PUE',
            use: r.usoCfdi,
            series: settings.serie,
            related_documents: [{ relationship: '01', documents: [r.relatedUuid] }],
            ...expedition,
            idempotency_key: r.idempotencyKey,
          } as never),
        ),
      );
    },
    cancelReplaced: (id, substitutionUuid) =>
      attempt(async () => {
        await facturapi.invoices.cancel(id, { motive: '01', substitution: substitutionUuid } as never);
        return null;
      }),
    cancel: (id, motivo, substitutionUuid) =>
      attempt(async () => {
        const invoice = await facturapi.invoices.cancel(id, {
          motive: motivo,
          ...(substitutionUuid ? { substitution: substitutionUuid } : {}),
        } as never);
        return { estado: estadoOf(invoice) };
      }),
    // the SDK's validateSignature: an HMAC-SHA256 of the exact body with the webhook's secret, in hex
    async parseWebhook(rawBody, signature) {
      let event: { id?: unknown; type?: unknown; data?: { object?: Invoice } };
      try {
        event = (await facturapi.webhooks.validateSignature({
          secret: settings.webhookSecret,
          signature: signature ?? '',
          payload: rawBody,
        })) as typeof event;
      } catch {
        return null;
      }
      const invoice = event.data?.object;
      return {
        // an event without its id is known by its bytes: a replay is the same bytes
        id: typeof event.id === 'string' ? event.id : createHash('sha256').update(rawBody).digest('hex'),
        type: String(event.type ?? ''),
        invoice: invoice?.id ? { facturapiId: invoice.id, estado: estadoOf(invoice) } : null,
      };
    },
    download: (id, format) =>
      attempt(
        async () =>
          (await (format === 'pdf'
            ? facturapi.invoices.downloadPdf(id)
            : facturapi.invoices.downloadXml(id))) as unknown as Readable,
      ),
  };
}
