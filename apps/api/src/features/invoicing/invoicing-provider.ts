// The one small port between the product and a PAC (Facturapi today: facturapi-provider.ts). What the product asks
// of it: keep a family as a customer of the business's organization, with its fiscal data checked against SAT's
// records; issue an event's CFDI (ingreso, complemento de pago), cancel one, and hand over its PDF and XML.
import type { Readable } from 'node:stream';
import type { CfdiEstado, MotivoCancelacion } from '@salones/shared/fiscal/cancelacion';
import type { FiscalData } from '@salones/shared/fiscal/fiscal-data';

/**
 * What became of it: kept (the PAC's customer id), refused for a reason the family can mend (the data do not match
 * SAT's records: the PAC's own message), or the PAC could not be reached or failed (try again later).
 */
export type CustomerOutcome =
  | { kind: 'kept'; customerId: string }
  | { kind: 'refused'; msg: string }
  | { kind: 'unavailable'; detail: string };

/** A PAC's call that either worked, was refused with its message, or could not be made. */
export type PacOutcome<T> =
  | { kind: 'done'; value: T }
  | { kind: 'refused'; msg: string }
  | { kind: 'unavailable'; detail: string };

export interface IssuedCfdi {
  facturapiId: string;
  uuid: string;
  serie: string;
  folio: string;
  /** what the PAC stamped (a retried key answers the CFDI made the first time, as it was then) */
  totalCentavos: number;
  metodoPago: 'PUE' | 'PPD' | null;
}

/** A CFDI de ingreso for one service at one price, IVA included. Money in centavos. */
export interface IngresoRequest {
  customerId: string;
  description: string;
  totalCentavos: number;
  metodoPago: 'PUE' | 'PPD';
  formaPago: string;
  usoCfdi: string;
  /** the CFDI it replaces (relation 04, substitution) */
  replaces: string | null;
  idempotencyKey: string;
}

/** A complemento de pago (CFDI tipo P) for one payment of a PPD CFDI. Money in centavos. */
export interface PagoRequest {
  customerId: string;
  formaPago: string;
  /** the payment's date, YYYY-MM-DD */
  fechaDePago: string;
  related: { uuid: string; serie: string; folio: string };
  parcialidad: number;
  saldoAnteriorCentavos: number;
  pagadoCentavos: number;
  idempotencyKey: string;
}

/**
 * The month's factura global: a CFDI de ingreso PUE to 'PUBLICO EN GENERAL', periodicidad mensual, one concept per
 * payment (its amount, IVA included; `reference` is SAT's NoIdentificacion, the payment's own number).
 */
export interface GlobalRequest {
  /** YYYY-MM */
  mes: string;
  formaPago: string;
  concepts: { reference: string; amountCentavos: number }[];
  idempotencyKey: string;
}

/**
 * A CFDI de egreso (nota de crédito) for a refund: one concept, the amount refunded (IVA included), related with
 * TipoRelacion 01 to the CFDI it credits; to the family (`customerId`) or to 'PUBLICO EN GENERAL' (null).
 */
export interface EgresoRequest {
  customerId: string | null;
  usoCfdi: string;
  formaPago: string;
  amountCentavos: number;
  relatedUuid: string;
  idempotencyKey: string;
}

/** A Facturapi webhook event, its signature verified. */
export interface PacEvent {
  /** the event's own id (a replay carries the same) */
  id: string;
  type: string;
  /** the invoice it is about, with its state as the PAC has it now */
  invoice: { facturapiId: string; estado: CfdiEstado } | null;
}

export interface InvoicingProvider {
  /** creates the customer, or updates `customerId`'s */
  saveCustomer(data: FiscalData, customerId: string | null): Promise<CustomerOutcome>;
  issueIngreso(request: IngresoRequest): Promise<PacOutcome<IssuedCfdi>>;
  issuePago(request: PagoRequest): Promise<PacOutcome<IssuedCfdi>>;
  issueGlobal(request: GlobalRequest): Promise<PacOutcome<IssuedCfdi>>;
  issueEgreso(request: EgresoRequest): Promise<PacOutcome<IssuedCfdi>>;
  /** motivo 01: with errors, replaced by `substitutionUuid` */
  cancelReplaced(facturapiId: string, substitutionUuid: string): Promise<PacOutcome<null>>;
  /** cancels with SAT's motivo (01 with its substitute): cancelled at once, or pending the receiver's answer */
  cancel(
    facturapiId: string,
    motivo: MotivoCancelacion,
    substitutionUuid: string | null,
  ): Promise<PacOutcome<{ estado: CfdiEstado }>>;
  /** verifies the webhook's signature on the raw body (the SDK's own check); null when it does not match */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<PacEvent | null>;
  download(facturapiId: string, format: 'pdf' | 'xml'): Promise<PacOutcome<Readable>>;
}
