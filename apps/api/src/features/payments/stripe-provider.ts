// The payment port on Stripe Checkout, through the official SDK. STRIPE_API_URL points the SDK at a
// Stripe-compatible server (the tests' own, test/stripe-compatible-server.ts). Only these calls are
// made: Checkout Sessions (create, retrieve, expire), PaymentIntents (retrieve, payment_method
// expanded), Refunds (create) and Customers (create).
import type { CardFunding } from '@salones/shared/fiscal/forma-pago';
import type Stripe from 'stripe';
import { lazyRequire } from '../../lib/lazy-require.ts';
import type { PaymentSettings } from '../../payment-settings.ts';
import {
  type CheckoutSession,
  type PaidWith,
  type PayInstructions,
  type PaymentProvider,
  ProviderError,
  type ProviderEvent,
  WebhookSignatureError,
} from './payment-provider.ts';

type StripeSettings = NonNullable<PaymentSettings['stripe']>;

const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

function toSession(s: Stripe.Checkout.Session): CheckoutSession {
  const pi = s.payment_intent;
  return {
    id: s.id,
    url: s.url ?? null,
    status: (s.status ?? 'open') as CheckoutSession['status'],
    paid: s.payment_status === 'paid',
    amountCentavos: s.amount_total ?? 0,
    currency: s.currency ?? '',
    paymentIntentId: typeof pi === 'string' ? pi : (pi?.id ?? null),
    metadata: (s.metadata ?? {}) as Record<string, string>,
  };
}

/**
 * What a PaymentIntent's next_action tells the customer to do: an OXXO voucher (`oxxo_display_details`: number,
 * hosted voucher) or a bank transfer (`display_bank_transfer_instructions`: reference, hosted instructions, and
 * the SPEI financial address — CLABE, bank, account holder).
 */
function payInstructions(action: Stripe.PaymentIntent.NextAction | null): PayInstructions | null {
  const oxxo = action?.oxxo_display_details;
  if (oxxo) {
    return {
      kind: 'oxxo',
      reference: oxxo.number ?? null,
      url: oxxo.hosted_voucher_url ?? null,
      clabe: null,
      bank: null,
      beneficiary: null,
    };
  }
  const transfer = action?.display_bank_transfer_instructions;
  if (!transfer) return null;
  const spei = transfer.financial_addresses?.find((a) => a.type === 'spei')?.spei;
  return {
    kind: 'spei',
    reference: transfer.reference ?? null,
    url: transfer.hosted_instructions_url ?? null,
    clabe: spei?.clabe ?? null,
    bank: spei?.bank_name ?? null,
    beneficiary: spei?.account_holder_name ?? null,
  };
}

/** The SDK's errors as the port's: no answer → unreachable; an answer refusing the call → refused. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const type = (err as { type?: string }).type;
    if (type === 'StripeConnectionError') throw new ProviderError('unreachable', (err as Error).message);
    if (type?.startsWith('Stripe')) throw new ProviderError('refused', (err as Error).message);
    throw err;
  }
}

/** The SDK, loaded when a provider is made: an instance with online payment off never loads it. */
/**
 * The card's funding as its charge says it (payment_method_details.card.funding). Without a charge to read (not
 * expanded, or not made yet) it is 'unknown', which SAT's forma de pago takes as a credit card (forma-pago.ts).
 */
function cardFundingOf(charge: string | Stripe.Charge | null): CardFunding {
  const funding = typeof charge === 'object' && charge ? charge.payment_method_details?.card?.funding : null;
  return funding === 'credit' || funding === 'debit' || funding === 'prepaid' ? funding : 'unknown';
}

const stripeSdk = lazyRequire<typeof Stripe>('stripe');

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const StripeSdk = stripeSdk();
  const stripe = new StripeSdk(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(settings.api ?? {}),
  });

  return {
    createCustomer: ({ email, name, userId }) =>
      call(async () => {
        const customer = await stripe.customers.create(
          { email, name, metadata: { usuario: userId } },
          { idempotencyKey: `customer-${userId}` },
        );
        return customer.id;
      }),

    createCheckout: (input) =>
      call(async () => {
        const methods = input.methods.filter((m) => m !== 'customer_balance' || input.providerCustomerId);
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            allowed_payment_method_types: methods,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'mxn',
                  unit_amount: input.amountCentavos,
                  product_data: { name: input.description },
                },
              },
            ],
            payment_method_options: {
              ...(methods.includes('card') ? { card: { installments: { enabled: true } } } : {}),
              ...(methods.includes('oxxo') ? { oxxo: { expires_after_days: 3 } } : {}),
              ...(methods.includes('customer_balance')
                ? {
                    customer_balance: {
                      funding_type: 'bank_transfer' as const,
                      bank_transfer: { type: 'mx_bank_transfer' as const },
                    },
                  }
                : {}),
            },
            ...(input.providerCustomerId
              ? { customer: input.providerCustomerId }
              : { customer_email: input.customerEmail }),
            client_reference_id: input.paymentId,
            metadata: input.metadata,
            payment_intent_data: { metadata: input.metadata },
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            locale: 'es-419',
          },
          { idempotencyKey: `checkout-${input.paymentId}` },
        );
        return toSession(session);
      }),

    retrieveCheckout: (id) => call(async () => toSession(await stripe.checkout.sessions.retrieve(id))),

    expireCheckout: (id) => call(async () => toSession(await stripe.checkout.sessions.expire(id))),

    paymentDetails: (paymentIntentId) =>
      call(async () => {
        const pi = await stripe.paymentIntents.retrieve(paymentIntentId, {
          expand: ['payment_method', 'latest_charge'],
        });
        const pm = pi.payment_method;
        const type: string = typeof pm === 'object' && pm ? pm.type : '';
        const method: PaidWith =
          type === 'card' || type === 'oxxo' || type === 'customer_balance' ? type : 'other';
        const oxxo = pi.next_action?.oxxo_display_details?.expires_after;
        const state =
          pi.status === 'succeeded'
            ? 'succeeded'
            : pi.status === 'processing' || pi.status === 'requires_action'
              ? 'pending'
              : 'failed';
        return {
          method,
          state,
          payBefore: oxxo ? new Date(oxxo * 1000) : null,
          instructions: state === 'pending' ? payInstructions(pi.next_action) : null,
          cardFunding: method === 'card' ? cardFundingOf(pi.latest_charge) : null,
        };
      }),

    refund: ({ paymentIntentId, amountCentavos, idempotencyKey }) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountCentavos, reason: 'requested_by_customer' },
          { idempotencyKey },
        );
        return { id: refund.id, done: refund.status === 'succeeded' };
      }),

    parseWebhook(rawBody, signature): ProviderEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError((err as Error).message);
      }
      if (CHECKOUT_EVENTS.has(event.type)) {
        return {
          id: event.id,
          type: event.type as Exclude<ProviderEvent['type'], 'charge.refunded' | 'ignored'>,
          session: toSession(event.data.object as Stripe.Checkout.Session),
        } as ProviderEvent;
      }
      if (event.type === 'charge.refunded') {
        const charge = event.data.object as Stripe.Charge;
        const pi = charge.payment_intent;
        return {
          id: event.id,
          type: 'charge.refunded',
          paymentIntentId: typeof pi === 'string' ? pi : (pi?.id ?? ''),
          refundIds: (charge.refunds?.data ?? []).map((r) => r.id),
        };
      }
      return { id: event.id, type: 'ignored' };
    },
  };
}
