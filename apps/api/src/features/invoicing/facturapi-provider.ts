// Facturapi through its official SDK, unchanged; FACTURAPI_API_URL points the SDK's BASE_URL at a compatible
// server (the tests'). A customer is created or updated with the family's fiscal data, then checked against SAT's
// records (the SDK's validateTaxInfo): a mismatch is the family's to mend, with the PAC's message.
import type { FiscalData } from '@salones/shared/fiscal/fiscal-data';
import Facturapi, { FacturapiError } from 'facturapi';
import type { InvoicingSettings } from '../../invoicing-settings.ts';
import type { CustomerOutcome, InvoicingProvider } from './invoicing-provider.ts';

const customerOf = (data: FiscalData) => ({
  legal_name: data.razonSocial,
  tax_id: data.rfc,
  tax_system: data.regimenFiscal,
  email: data.email,
  address: { zip: data.codigoPostal },
  default_invoice_use: data.usoCfdi,
});

/** A refusal the family can mend (4xx but for the key or the rate); anything else: the PAC is unavailable. */
function outcomeOf(err: unknown): CustomerOutcome {
  if (
    err instanceof FacturapiError &&
    err.status >= 400 &&
    err.status < 500 &&
    ![401, 403, 429].includes(err.status)
  )
    return { kind: 'refused', msg: err.message };
  return { kind: 'unavailable', detail: err instanceof Error ? err.message : String(err) };
}

export function facturapiProvider(settings: InvoicingSettings): InvoicingProvider {
  const facturapi = new Facturapi(settings.key);
  if (settings.apiUrl) facturapi.BASE_URL = settings.apiUrl;
  return {
    async saveCustomer(data, customerId) {
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
  };
}
