// The Stripe port through the official SDK against the tests' Stripe-compatible server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type StripeTestServer, startStripeCompatibleServer } from '../../test/stripe-compatible-server.ts';
import { type PaymentProvider, ProviderError, WebhookSignatureError } from './payment-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

let stripe: StripeTestServer;
let provider: PaymentProvider;
const received: { payload: string; signature: string }[] = [];

beforeAll(async () => {
  stripe = await startStripeCompatibleServer({
    webhookTarget: async (payload, signature) => {
      received.push({ payload, signature });
      return 200;
    },
  });
  const config = loadConfig({
    DATA_DIR: '/tmp/salones-provider-test',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  provider = stripeProvider(config.payments.stripe!);
});
afterAll(() => stripe.close());

const checkout = (paymentId: string, over: Partial<Parameters<PaymentProvider['createCheckout']>[0]> = {}) =>
  provider.createCheckout({
    paymentId,
    amountCentavos: 300_000,
    description: 'Anticipo',
    customerEmail: 'ana@example.com',
    providerCustomerId: null,
    metadata: { pago: paymentId },
    expiresAt: new Date(Date.now() + 3600_000),
    successUrl: 'http://app.test/pagos/x?ok=1',
    cancelUrl: 'http://app.test/pedidos',
    methods: ['card', 'oxxo', 'customer_balance'],
    ...over,
  });

describe('Stripe provider (official SDK → STRIPE_API_URL)', () => {
  it('creates a session once per payment (idempotency key), form-encoded as the SDK sends it', async () => {
    const a = await checkout('p-1');
    const b = await checkout('p-1');
    expect(b.id).toBe(a.id);
    expect(a).toMatchObject({ status: 'open', paid: false, amountCentavos: 300_000, currency: 'mxn' });
    expect(a.url).toMatch(/\/pay\/cs_test_/);
    const call = stripe.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(call.idempotencyKey).toBe('checkout-p-1');
    expect(call.body).toMatchObject({
      mode: 'payment',
      metadata: { pago: 'p-1' },
      line_items: [{ quantity: '1', price_data: { currency: 'mxn', unit_amount: '300000' } }],
      // no customer: SPEI (customer_balance) is left out
      allowed_payment_method_types: ['card', 'oxxo'],
    });
  });

  it('offers SPEI with a customer; a paid card session reads as paid with method card', async () => {
    const customer = await provider.createCustomer({ email: 'ana@example.com', name: 'Ana', userId: 'u1' });
    const s = await checkout('p-2', { providerCustomerId: customer });
    expect(stripe.sessions.get(s.id)?.payment_method_types).toEqual(['card', 'oxxo', 'customer_balance']);
    const event = await stripe.pay(s.id, { method: 'card' });
    const last = received.at(-1)!;
    const parsed = provider.parseWebhook(Buffer.from(last.payload), last.signature);
    expect(parsed).toMatchObject({ id: event.id, type: 'checkout.session.completed' });
    const now = await provider.retrieveCheckout(s.id);
    expect(now).toMatchObject({ status: 'complete', paid: true });
    expect(await provider.paymentDetails(now.paymentIntentId!)).toEqual({
      method: 'card',
      state: 'succeeded',
      payBefore: null,
      instructions: null,
      cardFunding: 'credit',
    });
    const refund = await provider.refund({
      paymentIntentId: now.paymentIntentId!,
      amountCentavos: 100_000,
      idempotencyKey: 'r1',
    });
    expect(refund.id).toMatch(/^re_/);
    await expect(
      provider.refund({
        paymentIntentId: now.paymentIntentId!,
        amountCentavos: 250_000,
        idempotencyKey: 'r2',
      }),
    ).rejects.toMatchObject({ kind: 'refused' });
  });

  it('OXXO: completed but unpaid, with the voucher deadline', async () => {
    const s = await checkout('p-3');
    await stripe.pay(s.id, { method: 'oxxo' });
    const now = await provider.retrieveCheckout(s.id);
    expect(now).toMatchObject({ status: 'complete', paid: false });
    const details = await provider.paymentDetails(now.paymentIntentId!);
    expect(details).toMatchObject({ method: 'oxxo', state: 'pending' });
    expect(details.payBefore!.getTime()).toBeGreaterThan(Date.now() + 2 * 24 * 3600_000);
    // the voucher's number and Stripe's hosted voucher page, from the PaymentIntent's next_action
    expect(details.instructions).toEqual({
      kind: 'oxxo',
      reference: '12345678901234567890',
      url: expect.stringMatching(/\/voucher$/),
      clabe: null,
      bank: null,
      beneficiary: null,
    });
  });

  it('SPEI: completed but unpaid, with the CLABE, the bank, the reference and the hosted instructions', async () => {
    const customer = await provider.createCustomer({ email: 'eva@example.com', name: 'Eva', userId: 'u9' });
    const s = await checkout('p-6', { providerCustomerId: customer });
    await stripe.pay(s.id, { method: 'customer_balance' });
    const now = await provider.retrieveCheckout(s.id);
    const details = await provider.paymentDetails(now.paymentIntentId!);
    expect(details).toMatchObject({ method: 'customer_balance', state: 'pending', payBefore: null });
    expect(details.instructions).toEqual({
      kind: 'spei',
      reference: expect.stringMatching(/^[0-9A-F]{8}$/),
      url: expect.stringMatching(/\/instructions$/),
      clabe: '002180700000000019',
      bank: 'BANAMEX',
      beneficiary: 'Stripe Payments Mexico',
    });
  });

  it('expires an open session', async () => {
    const s = await checkout('p-4');
    expect((await provider.expireCheckout(s.id)).status).toBe('expired');
    await expect(provider.expireCheckout(s.id)).rejects.toBeInstanceOf(ProviderError);
  });

  it('a wrong or missing signature is refused', async () => {
    const s = await checkout('p-5');
    await stripe.expire(s.id);
    const last = received.at(-1)!;
    expect(() => provider.parseWebhook(Buffer.from(last.payload), undefined)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(Buffer.from(`${last.payload} `), last.signature)).toThrow(
      WebhookSignatureError,
    );
    expect(provider.parseWebhook(Buffer.from(last.payload), last.signature).type).toBe(
      'checkout.session.expired',
    );
  });

  it('unreachable → ProviderError unreachable; refusing → refused', async () => {
    stripe.setFault('unreachable');
    await expect(checkout('p-6')).rejects.toMatchObject({ kind: 'unreachable' });
    stripe.setFault('refuse');
    await expect(checkout('p-7')).rejects.toMatchObject({ kind: 'refused' });
    stripe.setFault(null);
  });
});

describe('payment settings', () => {
  it('both keys or neither; the documented defaults (docs/configuration.md)', () => {
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/salones-provider-test', STRIPE_SECRET_KEY: 'sk_test_1' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const off = loadConfig({ DATA_DIR: '/tmp/salones-provider-test' }).payments;
    expect(off).toMatchObject({
      stripe: null,
      methods: ['card', 'oxxo', 'customer_balance'],
      anticipoPercent: 30,
      balanceDueDays: 15,
      reconcileMinutes: 15,
      transfer: null,
    });
    const on = loadConfig({
      DATA_DIR: '/tmp/salones-provider-test',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:4221',
    }).payments;
    expect(on.stripe?.api).toEqual({ host: '127.0.0.1', port: 4221, protocol: 'http' });
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/salones-provider-test', PAYMENT_RECONCILE_MINUTES: '0' }),
    ).toThrow(/PAYMENT_RECONCILE_MINUTES/);
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/salones-provider-test', STRIPE_PAYMENT_METHODS: 'card,bitcoin' }),
    ).toThrow(/STRIPE_PAYMENT_METHODS/);
    expect(() => loadConfig({ DATA_DIR: '/tmp/salones-provider-test', TRANSFER_CLABE: '123' })).toThrow(
      /CLABE/,
    );
  });
});
