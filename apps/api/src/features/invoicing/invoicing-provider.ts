// The one small port between the product and a PAC (Facturapi today: facturapi-provider.ts). What the product asks
// of it so far: keep a family as a customer of the business's organization, with its fiscal data checked
// against SAT's records.
import type { FiscalData } from '@salones/shared/fiscal/fiscal-data';

/**
 * What became of it: kept (the PAC's customer id), refused for a reason the family can mend (the data do not match
 * SAT's records: the PAC's own message), or the PAC could not be reached or failed (try again later).
 */
export type CustomerOutcome =
  | { kind: 'kept'; customerId: string }
  | { kind: 'refused'; msg: string }
  | { kind: 'unavailable'; detail: string };

export interface InvoicingProvider {
  /** creates the customer, or updates `customerId`'s */
  saveCustomer(data: FiscalData, customerId: string | null): Promise<CustomerOutcome>;
}
