// docs/architecture.md#money-online: the one small port between the product and a payment provider (Stripe
// Checkout today: stripe-provider.ts; another, e.g. Mercado Pago, implements the same). Amounts are centavos,
// MXN.
import type { CardFunding } from '@salones/shared/fiscal/forma-pago';
import type { PaymentMethodType } from '../../payment-settings.ts';

export interface CheckoutRequest {
  /** our payment's id: in the metadata and the idempotency key */
  paymentId: string;
  amountCentavos: number;
  description: string;
  customerEmail: string;
  /** the provider's customer (SPEI needs one); null when no method needs it */
  providerCustomerId: string | null;
  metadata: Record<string, string>;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  methods: PaymentMethodType[];
}

/** A hosted checkout as the provider has it now: the money facts are read from here, never the browser. */
export interface CheckoutSession {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  amountCentavos: number;
  currency: string;
  paymentIntentId: string | null;
  metadata: Record<string, string>;
}

export type PaidWith = 'card' | 'oxxo' | 'customer_balance' | 'other';

export interface PaymentDetails {
  method: PaidWith;
  /** the money arrived; is still to come (OXXO voucher, SPEI transfer); or will not */
  state: 'succeeded' | 'pending' | 'failed';
  /** an OXXO voucher's (or bank transfer's) last moment, when the provider tells it */
  payBefore: Date | null;
  /** while it is to come: how the family finishes it */
  instructions: PayInstructions | null;
  /** a card's funding, as the charge's payment_method_details say it (its forma de pago: 04 or 28); null if no card */
  cardFunding: CardFunding | null;
}

/** How to finish a payment on its way: the OXXO voucher, or where to send the SPEI transfer. */
export interface PayInstructions {
  kind: 'oxxo' | 'spei';
  /** the OXXO voucher's number, or the reference to write on the transfer */
  reference: string | null;
  /** the provider's hosted voucher (OXXO) or instructions (SPEI) page */
  url: string | null;
  clabe: string | null;
  bank: string | null;
  beneficiary: string | null;
}

export type ProviderEvent =
  | {
      id: string;
      type:
        | 'checkout.session.completed'
        | 'checkout.session.async_payment_succeeded'
        | 'checkout.session.async_payment_failed'
        | 'checkout.session.expired';
      session: CheckoutSession;
    }
  | { id: string; type: 'charge.refunded'; paymentIntentId: string; refundIds: string[] }
  | { id: string; type: 'ignored' };

export interface PaymentProvider {
  createCustomer(input: { email: string; name: string; userId: string }): Promise<string>;
  createCheckout(input: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckout(sessionId: string): Promise<CheckoutSession>;
  expireCheckout(sessionId: string): Promise<CheckoutSession>;
  paymentDetails(paymentIntentId: string): Promise<PaymentDetails>;
  /** `done`: the provider says the money went back already (else its charge.refunded confirms it later) */
  refund(input: { paymentIntentId: string; amountCentavos: number; idempotencyKey: string }): Promise<{
    id: string;
    done: boolean;
  }>;
  /** verifies the signature on the raw body; throws WebhookSignatureError when it does not match */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

/** The provider could not be reached (→ 503) or refused the call (→ 502). */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

export class WebhookSignatureError extends Error {}
