// Online payments on their way (an OXXO voucher, a SPEI transfer) are the family's to see — with the voucher's
// number and Stripe's hosted voucher page, or the transfer's CLABE and reference — and come off what 'Pagar saldo'
// may still ask for, so that nothing is paid twice (docs/architecture.md#money-online).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onlinePayments } from '../../db/schema/index.ts';
import { call } from '../../test/helper.ts';
import { getEvent, openAnticipo, payEvent, paymentRow, setupPaymentsWorld } from './payments.test-support.ts';

const x = setupPaymentsWorld();
const { t, stripe } = x;

/** An event booked by a paid anticipo: $15,000 total, $4,500 paid, $10,500 owed. */
async function bookedEvent() {
  const opened = await openAnticipo(x);
  await stripe.pay(opened.sessionId, { method: 'card' });
  return { customer: opened.customer, eventId: (await paymentRow(x, opened.pago.uid)).eventId! };
}

/** A balance payment of `monto` left pending by `method` (the voucher generated, or the transfer asked for). */
async function pendingPayment(
  who: Awaited<ReturnType<typeof bookedEvent>>,
  monto: number,
  method: 'oxxo' | 'customer_balance',
) {
  const res = await payEvent(x, who.customer, who.eventId, monto);
  expect(res.statusCode, res.body).toBe(201);
  const row = await paymentRow(x, res.json().pago.uid);
  await stripe.pay(row.sessionId, { method });
  return row;
}

describe('payments on their way', () => {
  it('the family reads a pending OXXO voucher with its number, its deadline and the hosted voucher', async () => {
    const booked = await bookedEvent();
    const oxxo = await pendingPayment(booked, 2000, 'oxxo');
    const list = await call(t.app, { url: '/api/pagos?estado=pendiente', as: booked.customer });
    expect(list.json().pagos).toHaveLength(1);
    const [pago] = list.json().pagos;
    expect(pago).toMatchObject({ uid: oxxo.id, estado: 'pendiente', monto: 2000, evento: booked.eventId });
    expect(Date.parse(pago.pagarAntesDe)).toBeGreaterThan(Date.now());
    expect(pago.instrucciones).toEqual({
      tipo: 'oxxo',
      referencia: '12345678901234567890',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_\w+\/voucher$/),
      clabe: null,
      banco: null,
      beneficiario: null,
    });
    // the payment's own page reads the same, for as long as it is pending
    const one = await call(t.app, { url: `/api/pagos/${oxxo.id}`, as: booked.customer });
    expect(one.json().pago.instrucciones).toEqual(pago.instrucciones);
    await stripe.settle(oxxo.sessionId, true);
    const paid = await call(t.app, { url: `/api/pagos/${oxxo.id}`, as: booked.customer });
    expect(paid.json().pago).toMatchObject({ estado: 'pagado', instrucciones: null });
    expect((await paymentRow(x, oxxo.id)).payInstructions).toMatchObject({
      reference: '12345678901234567890',
    });
  });

  it("'Pagar saldo' may ask at most the debt less the payments on their way; the same amount again is the same voucher", async () => {
    const booked = await bookedEvent();
    const oxxo = await pendingPayment(booked, 2000, 'oxxo');
    const whole = await payEvent(x, booked.customer, booked.eventId, 10_500);
    expect(whole.statusCode).toBe(400);
    expect(whole.json().msg).toBe(
      'Ya tienes pagos pendientes por este evento: puedes pagar en línea hasta $8,500.00',
    );
    const again = await payEvent(x, booked.customer, booked.eventId, 2000);
    expect(again.json().pago).toMatchObject({ uid: oxxo.id, estado: 'pendiente' });
    // the rest by SPEI: its CLABE and reference kept; nothing is left to pay online
    const spei = await pendingPayment(booked, 8500, 'customer_balance');
    const speiDto = (await call(t.app, { url: `/api/pagos/${spei.id}`, as: booked.customer })).json().pago;
    expect(speiDto.instrucciones).toEqual({
      tipo: 'spei',
      referencia: expect.stringMatching(/^[0-9A-F]{8}$/),
      url: expect.stringMatching(/\/instructions$/),
      clabe: '002180700000000019',
      banco: 'BANAMEX',
      beneficiario: 'Stripe Payments Mexico',
    });
    const more = await payEvent(x, booked.customer, booked.eventId, 500);
    expect(more.statusCode).toBe(409);
    expect(more.json().msg).toBe(
      'Tus pagos pendientes ya cubren el saldo: paga tu ficha OXXO o tu transferencia antes de la fecha límite',
    );
    // both arrive: the event is paid in full, once
    await stripe.settle(oxxo.sessionId, true);
    await stripe.settle(spei.sessionId, true);
    expect((await getEvent(x, booked.eventId)).adeudo).toBe(0);
  });

  it('a voucher past its deadline no longer holds back the balance; a failed one neither', async () => {
    const booked = await bookedEvent();
    const oxxo = await pendingPayment(booked, 10_000, 'oxxo');
    expect((await payEvent(x, booked.customer, booked.eventId, 500)).statusCode).toBe(201);
    await t.app.db
      .update(onlinePayments)
      .set({ payBefore: new Date(Date.now() - 60_000) })
      .where(eq(onlinePayments.id, oxxo.id));
    expect((await payEvent(x, booked.customer, booked.eventId, 10_500)).statusCode).toBe(201);
    const other = await bookedEvent();
    const failed = await pendingPayment(other, 10_500, 'oxxo');
    await stripe.settle(failed.sessionId, false);
    expect((await payEvent(x, other.customer, other.eventId, 10_500)).json().pago.estado).toBe('abierto');
  });
});
