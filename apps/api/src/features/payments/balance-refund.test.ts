// The balance paid online, the payments list and detail, refunds.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventPayments } from '../../db/schema/index.ts';
import { queuedJobs } from '../../jobs/jobs.test-support.ts';
import { call, createUser } from '../../test/helper.ts';
import { insertPlace } from '../../test/world.ts';
import {
  auditOf,
  eventually,
  getEvent,
  openAnticipo,
  payEvent,
  paymentRow,
  setupPaymentsWorld,
} from './payments.test-support.ts';

const x = setupPaymentsWorld();
const { t, w, stripe } = x;

/** An event booked by a paid anticipo ($15,000 total, $4,500 paid). */
async function bookedEvent() {
  const opened = await openAnticipo(x);
  await stripe.pay(opened.sessionId, { method: 'card' });
  const row = await paymentRow(x, opened.pago.uid);
  return { ...opened, eventId: row.eventId!, anticipo: row };
}

const refund = (as: { token: string }, id: string, payload: object) =>
  call(t.app, { method: 'POST', url: `/api/pagos/${id}/reembolso`, payload, as });

describe('the balance online', () => {
  it('at least $500 (or the whole balance), never more than it; paid → the abono; zero balance → 409', async () => {
    const { eventId, customer } = await bookedEvent();
    const low = await payEvent(x, customer, eventId, 100);
    expect(low.statusCode).toBe(400);
    expect(low.json().msg).toBe('La cantidad minima de abono es de $500 Mxn.');
    const over = await payEvent(x, customer, eventId, 20_000);
    expect(over.statusCode).toBe(400);
    const part = await payEvent(x, customer, eventId, 3000);
    expect(part.statusCode).toBe(201);
    expect(part.json().pago).toMatchObject({
      tipo: 'saldo',
      estado: 'abierto',
      monto: 3000,
      evento: eventId,
    });
    await stripe.pay((await paymentRow(x, part.json().pago.uid)).sessionId, { method: 'card' });
    expect((await getEvent(x, eventId)).adeudo).toBe(7500);
    const rest = await payEvent(x, customer, eventId, 7500);
    await stripe.pay((await paymentRow(x, rest.json().pago.uid)).sessionId, { method: 'oxxo' });
    expect((await paymentRow(x, rest.json().pago.uid)).estado).toBe('pendiente');
    await stripe.settle((await paymentRow(x, rest.json().pago.uid)).sessionId, true);
    const evento = await getEvent(x, eventId);
    expect(evento.adeudo).toBe(0);
    expect(evento.abonos.map((a: { metodo: string }) => a.metodo)).toEqual(['Tarjeta', 'Tarjeta', 'OXXO']);
    const none = await payEvent(x, customer, eventId, 500);
    expect(none.statusCode).toBe(409);
    expect(none.json().msg).toBe('El evento está liquidado');
    const audit = await auditOf(x, eventId);
    expect(audit.filter((a) => a.kind === 'online_payment')).toHaveLength(3);
    expect(
      (await queuedJobs(t.app, 'payment-receipt')).filter((j) => j.data.eventId === eventId),
    ).toHaveLength(3);
  });

  it("another customer's event is 403, an unknown one 404, staff 403; amounts not numbers → 400", async () => {
    const { eventId, customer } = await bookedEvent();
    const other = await createUser(t.app, { role: 'user' });
    expect((await payEvent(x, other, eventId, 1000)).statusCode).toBe(403);
    expect((await payEvent(x, customer, '00000000-0000-4000-8000-000000000000', 1000)).statusCode).toBe(404);
    expect((await payEvent(x, w.admin, eventId, 1000)).statusCode).toBe(403);
    const bad = await payEvent(x, customer, eventId, 'mil');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('Escribe el monto en pesos');
  });
});

describe('payments list and detail', () => {
  it('a customer sees their own; an admin of another branch none; super_admin all, by estado', async () => {
    const { anticipo, customer } = await bookedEvent();
    const own = await call(t.app, { method: 'GET', url: '/api/pagos', as: customer });
    expect(own.json().pagos.map((p: { uid: string }) => p.uid)).toEqual([anticipo.id]);
    const other = await createUser(t.app, { role: 'user' });
    expect(
      (await call(t.app, { method: 'GET', url: `/api/pagos/${anticipo.id}`, as: other })).statusCode,
    ).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/pagos', as: other })).json().total).toBe(0);
    const north = await insertPlace(t.app, 'Norte');
    const elsewhere = await createUser(t.app, { role: 'admin', placeId: north.id });
    expect((await call(t.app, { method: 'GET', url: '/api/pagos', as: elsewhere })).json().total).toBe(0);
    const branch = await call(t.app, {
      method: 'GET',
      url: `/api/pagos?lugar=${w.place.id}&estado=pagado`,
      as: w.admin,
    });
    expect(branch.json().pagos.some((p: { uid: string }) => p.uid === anticipo.id)).toBe(true);
    expect(branch.json().pagos.every((p: { estado: string }) => p.estado === 'pagado')).toBe(true);
    const detail = await call(t.app, { method: 'GET', url: `/api/pagos/${anticipo.id}`, as: w.superAdmin });
    expect(detail.json().pago).toMatchObject({
      estado: 'pagado',
      metodo: 'Tarjeta',
      monto: 4500,
      referencia: anticipo.paymentIntentId,
    });
    const badState = await call(t.app, { method: 'GET', url: '/api/pagos?estado=raro', as: w.superAdmin });
    expect(badState.statusCode).toBe(400);
  });
});

describe('refunds', () => {
  it('super_admin only; part, then the rest: the abono reduced, then removed; audited; the family mailed', async () => {
    const { anticipo, eventId } = await bookedEvent();
    expect((await refund(w.admin, anticipo.id, { motivo: 'x' })).statusCode).toBe(403);
    const noReason = await refund(w.superAdmin, anticipo.id, { monto: 1000 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toBe('Escribe el motivo del reembolso');
    const over = await refund(w.superAdmin, anticipo.id, { monto: 5000, motivo: 'Cambio de planes' });
    expect(over.statusCode).toBe(400);
    const part = await refund(w.superAdmin, anticipo.id, { monto: 1000, motivo: 'Cambio de planes' });
    expect(part.statusCode).toBe(200);
    expect(part.json().pago).toMatchObject({ estado: 'reembolsado_parcial', reembolsado: 1000 });
    let evento = await getEvent(x, eventId);
    expect(evento.abonado).toBe(3500);
    expect(evento.adeudo).toBe(11_500);
    const rest = await refund(w.superAdmin, anticipo.id, { motivo: 'Cancelación' });
    expect(rest.json().pago).toMatchObject({ estado: 'reembolsado', reembolsado: 4500 });
    evento = await getEvent(x, eventId);
    expect(evento.abonado).toBe(0);
    expect(
      await t.app.db.select().from(eventPayments).where(eq(eventPayments.eventId, eventId)),
    ).toHaveLength(0);
    const refunds = (await auditOf(x, eventId)).filter((a) => a.kind === 'refund');
    expect(refunds.map((a) => a.after.reembolso)).toEqual([100_000, 350_000]);
    expect(refunds[0].actorName).toBe('Carla Master');
    expect(
      stripe.calls.filter(
        (c) => c.path === '/v1/refunds' && c.body.payment_intent === anticipo.paymentIntentId,
      ),
    ).toHaveLength(2);
    const again = await refund(w.superAdmin, anticipo.id, { motivo: 'otra vez' });
    expect(again.statusCode).toBe(409);
    // the refund mail ('Reembolso de tu pago') is queued as its template and data; the job renders it — with
    // staff's reason and the event's balance after each refund
    const refundMails = async () =>
      (await queuedJobs(t.app, 'templated-mail'))
        .filter(
          (m) =>
            m.data.template === 'payment-refund' &&
            (m.data.props as { paymentId: string }).paymentId === anticipo.id,
        )
        .map((m) => m.data.props as { automatic: boolean; motivo: string; saldoCentavos: number });
    await eventually(async () => (await refundMails()).length === 2);
    expect(
      (await refundMails())
        .map(({ automatic, motivo, saldoCentavos }) => ({ automatic, motivo, saldoCentavos }))
        .sort((a, b) => a.saldoCentavos - b.saldoCentavos),
    ).toEqual([
      { automatic: false, motivo: 'Cambio de planes', saldoCentavos: 1_150_000 },
      { automatic: false, motivo: 'Cancelación', saldoCentavos: 1_500_000 },
    ]);
  });

  it('a payment not paid cannot be refunded; Stripe down → 503 and nothing changes', async () => {
    const open = await openAnticipo(x);
    expect((await refund(w.superAdmin, open.pago.uid, { motivo: 'x' })).statusCode).toBe(409);
    const { anticipo, eventId } = await bookedEvent();
    stripe.setFault('unreachable');
    try {
      expect((await refund(w.superAdmin, anticipo.id, { motivo: 'x' })).statusCode).toBe(503);
    } finally {
      stripe.setFault(null);
    }
    expect((await paymentRow(x, anticipo.id)).refundedCentavos).toBe(0);
    expect((await getEvent(x, eventId)).abonado).toBe(4500);
  });
});
