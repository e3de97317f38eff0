// The online payments' metric: salones_payments_total{result} in GET /api/metrics counts real payments made
// through the Stripe-compatible server — applied (the abono recorded), failed (an OXXO voucher not paid),
// refunded.
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { openAnticipo, setupPaymentsWorld } from './payments.test-support.ts';

const TOKEN = 'metrics-token-for-tests';
const x = setupPaymentsWorld({ METRICS_TOKEN: TOKEN });
const { t, w, stripe } = x;

async function paymentsMetric() {
  const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(
    [...res.body.matchAll(/^salones_payments_total\{result="(\w+)"\} (\d+)$/gm)].map((m) => [
      m[1],
      Number(m[2]),
    ]),
  );
}

describe('salones_payments_total', () => {
  it('every result reads 0 before any payment', async () => {
    expect(await paymentsMetric()).toEqual({ applied: 0, failed: 0, refunded: 0, review: 0 });
  });

  it('counts a paid anticipo, a failed OXXO voucher and a refund — each once, replays too', async () => {
    const paid = await openAnticipo(x);
    const event = await stripe.pay(paid.sessionId);
    await stripe.deliver(event); // the same notice again: nothing more
    expect(await paymentsMetric()).toMatchObject({ applied: 1, failed: 0 });

    const voucher = await openAnticipo(x);
    await stripe.pay(voucher.sessionId, { method: 'oxxo' });
    await stripe.settle(voucher.sessionId, false);
    expect(await paymentsMetric()).toMatchObject({ applied: 1, failed: 1 });

    const res = await call(t.app, {
      method: 'POST',
      url: `/api/pagos/${paid.pago.uid}/reembolso`,
      payload: { monto: 100, motivo: 'Cambio de planes' },
      as: w.superAdmin,
    });
    expect(res.statusCode).toBe(200);
    expect(await paymentsMetric()).toEqual({ applied: 1, failed: 1, refunded: 1, review: 0 });
  });
});
