// SAT's c_FormaPago of a payment, from the abono's metodo (the staff's list in constants.ts, and the online methods'
// labels in payments.ts). The one place that decides it; the choices, and why:
// - cash ('Pago en efectivo') and OXXO (the family pays cash at the store): 01 Efectivo
// - 'Depósito bancario': a deposit at the bank's window is cash: 01 Efectivo
// - SPEI and other transfers: 03 Transferencia electrónica de fondos
// - a card: 04 Tarjeta de crédito, or 28 Tarjeta de débito (debit and prepaid) by the card's funding, which an
//   online payment reads from Stripe's charge (payment_method_details.card.funding) when it is recorded; staff's
//   'Tarjeta de crédito' is a credit card. An online card whose funding Stripe reports 'unknown' (the card network
//   did not say) is taken as credit: a CFDI must name one form, and 04 is the one the card payments staff record
//   already carry, so the same kind of card reads the same however it was taken
// - PayPal and other online intermediaries: 31 Intermediario pagos
// - anything else (no method recorded): null — no CFDI can say it, so no factura names that payment until staff
//   correct the method.
import { PAYMENT_METHODS } from '../constants.ts';
import { ONLINE_METHOD_LABELS } from '../payments.ts';

export type FormaPago = '01' | '03' | '04' | '28' | '31';
/** the CFDI de ingreso PPD's forma: 'Por definir' (each complemento de pago then says the real one) */
export const FORMA_POR_DEFINIR = '99';
export type CardFunding = 'credit' | 'debit' | 'prepaid' | 'unknown';

const BY_METODO: Record<string, FormaPago> = {
  [PAYMENT_METHODS[0]]: '01', // Pago en efectivo
  [PAYMENT_METHODS[1]]: '04', // Tarjeta de crédito
  [PAYMENT_METHODS[2]]: '01', // Depósito bancario
  [PAYMENT_METHODS[3]]: '03', // Transferencia Electrónica
  [PAYMENT_METHODS[4]]: '31', // PayPal
  [ONLINE_METHOD_LABELS.card]: '04',
  [ONLINE_METHOD_LABELS.oxxo]: '01',
  [ONLINE_METHOD_LABELS.customer_balance]: '03',
  [ONLINE_METHOD_LABELS.other]: '31',
};

/** SAT's forma de pago of one payment; null when its method says none. */
export function formaPagoOf(payment: { metodo: string; cardFunding?: CardFunding | null }): FormaPago | null {
  const forma = BY_METODO[payment.metodo.trim()] ?? null;
  if (forma === '04' && (payment.cardFunding === 'debit' || payment.cardFunding === 'prepaid')) return '28';
  return forma;
}
