// docs/configuration.md: invoices (CFDI 4.0) through Facturapi. FACTURAPI_KEY and FACTURAPI_WEBHOOK_SECRET come
// as a pair (neither: invoicing off, nothing else changes); the product never calls Facturapi at start, these are
// only read here. The business's own fiscal data (RFC, régimen, certificate) live in its Facturapi organization.
import type { Env } from './config-env.ts';

export interface InvoicingSettings {
  key: string;
  webhookSecret: string;
  /** the SDK's BASE_URL (a Facturapi-compatible server); null → Facturapi's own */
  apiUrl: string | null;
  serie: string;
  /** SAT's c_ClaveProdServ of a party package (docs/configuration.md says why the default) */
  claveProducto: string;
  /** SAT's c_ClaveUnidad: E48, 'Unidad de servicio' */
  claveUnidad: string;
  /** the postal code the invoices are issued from; null → the organization's own in Facturapi */
  lugarExpedicion: string | null;
}

/** null: invoicing off. Throws a message per problem (config.ts reports them together with the others). */
export function parseInvoicingSettings(e: Env): InvoicingSettings | null {
  const key = e.FACTURAPI_KEY?.trim();
  const secret = e.FACTURAPI_WEBHOOK_SECRET?.trim();
  if (!key && !secret) return null;
  if (!key || !secret) {
    const [set, missing] = key
      ? ['FACTURAPI_KEY', 'FACTURAPI_WEBHOOK_SECRET']
      : ['FACTURAPI_WEBHOOK_SECRET', 'FACTURAPI_KEY'];
    throw new Error(`${missing}: falta, y ${set} sí está definido; van los dos o ninguno (both or neither)`);
  }
  return {
    key,
    webhookSecret: secret,
    apiUrl: e.FACTURAPI_API_URL?.replace(/\/+$/, '') ?? null,
    serie: e.FACTURA_SERIE,
    claveProducto: e.FACTURA_CLAVE_PRODUCTO,
    claveUnidad: e.FACTURA_CLAVE_UNIDAD,
    lugarExpedicion: e.FACTURA_LUGAR_EXPEDICION ?? null,
  };
}
