// The anticipo of a request, paid through the Stripe-compatible server's webhooks.
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  bookingRequests,
  eventPayments,
  onlinePayments,
  onlineRefunds,
  paymentWebhookEvents,
  slotClaims,
  termsAcceptances,
} from '../../db/schema/index.ts';
import { queuedJobs } from '../../jobs/jobs.test-support.ts';
import { call, createUser } from '../../test/helper.ts';
import {
  accept,
  auditOf,
  createRequestVia,
  eventually,
  getEvent,
  openAnticipo,
  paymentRow,
  payRequest,
  requestBody,
  requestRow,
  setupPaymentsWorld,
  TERMS,
} from './payments.test-support.ts';

const x = setupPaymentsWorld();
const { t, w, stripe } = x;
const fresh = () => createUser(t.app, { role: 'user', name: 'Ana', lastname: 'López' });

describe('anticipo: asking for the checkout', () => {
  it('needs the current terms accepted for the request; then a session for 30 % of the total, once', async () => {
    const customer = await fresh();
    const solicitud = await createRequestVia(t.app, customer, w); // 120 personas: grande, $15,000
    const before = await payRequest(x, customer, solicitud.uid);
    expect(before.statusCode).toBe(409);
    expect(before.json().msg).toBe('Primero lee y acepta el contrato vigente');
    expect((await accept(x, customer, solicitud.uid)).statusCode).toBe(201);
    const res = await payRequest(x, customer, solicitud.uid);
    expect(res.statusCode).toBe(201);
    const pago = res.json().pago;
    expect(pago).toMatchObject({
      tipo: 'anticipo',
      estado: 'abierto',
      monto: 4500,
      solicitud: solicitud.uid,
    });
    expect(pago.url).toMatch(/\/pay\/cs_test_/);
    const row = await paymentRow(x, pago.uid);
    const session = stripe.sessions.get(row.sessionId)!;
    expect(session).toMatchObject({
      amount_total: 450_000,
      currency: 'mxn',
      metadata: { pago: pago.uid, solicitud: solicitud.uid },
    });
    expect(Number(session.expires_at) * 1000).toBeLessThanOrEqual(new Date(solicitud.venceEl).getTime());
    expect(String(session.success_url)).toBe(`${t.app.config.publicUrl}/pagos/${pago.uid}`);
    const create = stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(create.idempotencyKey).toBe(`checkout-${pago.uid}`);
    // asking again while it is open answers the same one
    const again = await payRequest(x, customer, solicitud.uid);
    expect(again.statusCode).toBe(201);
    expect(again.json().pago.uid).toBe(pago.uid);
  });

  it('two tabs asking at once get one session (the other is expired at the provider)', async () => {
    const customer = await fresh();
    const solicitud = await createRequestVia(t.app, customer, w);
    await accept(x, customer, solicitud.uid);
    const [a, b] = await Promise.all([
      payRequest(x, customer, solicitud.uid),
      payRequest(x, customer, solicitud.uid),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().pago.uid).toBe(b.json().pago.uid);
    const rows = await t.app.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.requestId, solicitud.uid));
    expect(rows).toHaveLength(1);
  });

  it("another customer's request is 403, an unknown one 404, staff 403, no token 401", async () => {
    const solicitud = await createRequestVia(t.app, w.customer, w);
    const other = await createUser(t.app, { role: 'user' });
    expect((await payRequest(x, other, solicitud.uid)).statusCode).toBe(403);
    expect((await payRequest(x, w.customer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await payRequest(x, w.admin, solicitud.uid)).statusCode).toBe(403);
    expect((await payRequest(x, null, solicitud.uid)).statusCode).toBe(401);
  });

  it('a request no longer pending: 409', async () => {
    const customer = await fresh();
    const solicitud = await createRequestVia(t.app, customer, w);
    await accept(x, customer, solicitud.uid);
    await call(t.app, { method: 'PUT', url: `/api/solicitud/${solicitud.uid}/cancelar`, as: customer });
    const res = await payRequest(x, customer, solicitud.uid);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('La solicitud ya no está pendiente');
  });

  it('Stripe unreachable → 503, refusing → 502, with a Spanish msg and no payment row', async () => {
    const customer = await fresh();
    const solicitud = await createRequestVia(t.app, customer, w);
    await accept(x, customer, solicitud.uid);
    try {
      stripe.setFault('unreachable');
      const down = await payRequest(x, customer, solicitud.uid);
      expect(down.statusCode).toBe(503);
      expect(down.json().msg).toMatch(/No pudimos comunicarnos/);
      stripe.setFault('refuse');
      const refused = await payRequest(x, customer, solicitud.uid);
      expect(refused.statusCode).toBe(502);
      expect(refused.json().msg).toMatch(/rechazó/);
    } finally {
      stripe.setFault(null);
    }
    const rows = await t.app.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.requestId, solicitud.uid));
    expect(rows).toHaveLength(0);
  });
});

describe('anticipo: the webhook', () => {
  it('a paid card session turns the request into the event with the abono, in one go', async () => {
    const { solicitud, pago, sessionId } = await openAnticipo(x);
    await stripe.pay(sessionId, { method: 'card' });
    const row = await paymentRow(x, pago.uid);
    expect(row).toMatchObject({ estado: 'pagado', metodo: 'Tarjeta' });
    const request = await requestRow(x, solicitud.uid);
    expect(request.estado).toBe('confirmada');
    expect(request.eventId).toBe(row.eventId);
    const evento = await getEvent(x, row.eventId!);
    expect(evento).toMatchObject({
      fecha: solicitud.fecha,
      turno: solicitud.turno,
      precioTotal: 15000,
      abonado: 4500,
      adeudo: 10500,
    });
    expect(evento.abonos).toEqual([
      expect.objectContaining({ abono: 4500, metodo: 'Tarjeta', recibio: null }),
    ]);
    // the slot is the event's now
    const [claim] = await t.app.db.select().from(slotClaims).where(eq(slotClaims.eventId, row.eventId!));
    expect(claim).toBeTruthy();
    // the acceptance follows the event; the audit and the receipt are there
    const [acc] = await t.app.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.id, row.acceptanceId!));
    expect(acc.eventId).toBe(row.eventId);
    const audit = await auditOf(x, row.eventId!);
    // The event made by the payment is audited as booked, then the payment
    expect(audit).toEqual([
      expect.objectContaining({
        kind: 'event_created',
        actorId: null,
        actorName: 'Pago en línea',
        after: expect.objectContaining({ cliente: 'Ana López', precioTotal: 1500000 }),
      }),
      expect.objectContaining({ kind: 'online_payment', actorId: null, actorName: 'Pago en línea' }),
    ]);
    expect(
      (await queuedJobs(t.app, 'payment-receipt')).filter((j) => j.data.eventId === row.eventId),
    ).toHaveLength(1);
  });

  it('the same event delivered 5 times, and two events of one session racing, make one abono', async () => {
    const { pago, sessionId } = await openAnticipo(x);
    const event = await stripe.pay(sessionId, { method: 'card', deliver: false });
    const twin = { ...event, id: `${event.id}_twin` };
    const statuses = await Promise.all(
      [event, event, twin, event, twin, event, event].map((e) => stripe.deliver(e)),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    const row = await paymentRow(x, pago.uid);
    expect(row.estado).toBe('pagado');
    const abonos = await t.app.db.select().from(eventPayments).where(eq(eventPayments.eventId, row.eventId!));
    expect(abonos).toHaveLength(1);
    const seen = await t.app.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, event.id));
    expect(seen).toHaveLength(1);
  });

  it('a wrong or missing signature is 400 and records nothing; unknown events are 200 and ignored', async () => {
    const { pago, sessionId } = await openAnticipo(x);
    const event = await stripe.pay(sessionId, { method: 'card', deliver: false });
    const payload = JSON.stringify(event);
    const post = (headers: Record<string, string>, body = payload) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pagos/webhook',
        payload: body,
        headers: { 'content-type': 'application/json', ...headers },
      });
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('Firma del aviso de pago no válida');
    expect((await post({ 'stripe-signature': 't=1,v1=abc' })).statusCode).toBe(400);
    expect((await paymentRow(x, pago.uid)).estado).toBe('abierto');
    const seen = await t.app.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, event.id));
    expect(seen).toHaveLength(0);
    const unknown = { ...event, id: 'evt_unknown', type: 'customer.created' };
    expect(await stripe.deliver(unknown as typeof event)).toBe(200);
    expect(await stripe.deliver(event)).toBe(200);
    expect((await paymentRow(x, pago.uid)).estado).toBe('pagado');
  });

  it('OXXO: pending (hold extended until the voucher, ≤ 72 h past the hold), then paid', async () => {
    const { solicitud, pago, sessionId } = await openAnticipo(x);
    const holdBefore = (await requestRow(x, solicitud.uid)).holdUntil;
    await stripe.pay(sessionId, { method: 'oxxo' });
    const pending = await paymentRow(x, pago.uid);
    expect(pending).toMatchObject({ estado: 'pendiente', metodo: 'OXXO' });
    expect(pending.payBefore).not.toBeNull();
    const request = await requestRow(x, solicitud.uid);
    expect(request.estado).toBe('pendiente');
    expect(request.holdUntil.getTime()).toBeGreaterThan(holdBefore.getTime());
    expect(request.holdUntil.getTime()).toBeLessThanOrEqual(holdBefore.getTime() + 72 * 3600_000);
    const dto = await call(t.app, {
      method: 'GET',
      url: `/api/pagos/${pago.uid}`,
      as: w.superAdmin,
    });
    expect(dto.json().pago).toMatchObject({
      estado: 'pendiente',
      pagarAntesDe: pending.payBefore!.toISOString(),
    });
    await stripe.settle(sessionId, true);
    const paid = await paymentRow(x, pago.uid);
    expect(paid).toMatchObject({ estado: 'pagado', metodo: 'OXXO' });
    expect((await requestRow(x, solicitud.uid)).estado).toBe('confirmada');
  });

  it('OXXO not paid: fallido, no event; an expired session: vencido', async () => {
    const first = await openAnticipo(x);
    await stripe.pay(first.sessionId, { method: 'oxxo' });
    await stripe.settle(first.sessionId, false);
    expect((await paymentRow(x, first.pago.uid)).estado).toBe('fallido');
    expect((await requestRow(x, first.solicitud.uid)).estado).toBe('pendiente');
    const second = await openAnticipo(x);
    await stripe.expire(second.sessionId);
    expect((await paymentRow(x, second.pago.uid)).estado).toBe('vencido');
  });

  it('a session whose amount differs from ours is not applied and reads revisar', async () => {
    const { solicitud, pago, sessionId } = await openAnticipo(x);
    await t.app.db
      .update(onlinePayments)
      .set({ amountCentavos: 100_000 })
      .where(eq(onlinePayments.id, pago.uid));
    await stripe.pay(sessionId, { method: 'card' });
    const row = await paymentRow(x, pago.uid);
    expect(row.estado).toBe('revisar');
    expect(row.eventId).toBeNull();
    expect((await requestRow(x, solicitud.uid)).estado).toBe('pendiente');
    const staff = await call(t.app, { method: 'GET', url: `/api/pagos/${pago.uid}`, as: w.superAdmin });
    expect(staff.json().pago.revisar).toMatch(/450000 mxn/);
  });

  it('the request expired but its slot is free: it still becomes the event', async () => {
    const { solicitud, pago, sessionId } = await openAnticipo(x);
    const past = new Date(Date.now() - 60_000);
    await t.app.db
      .update(bookingRequests)
      .set({ holdUntil: past })
      .where(eq(bookingRequests.id, solicitud.uid));
    await t.app.db.update(slotClaims).set({ holdUntil: past }).where(eq(slotClaims.requestId, solicitud.uid));
    await stripe.pay(sessionId, { method: 'card' });
    expect((await paymentRow(x, pago.uid)).estado).toBe('pagado');
    expect((await requestRow(x, solicitud.uid)).estado).toBe('confirmada');
  });

  it('the slot was taken meanwhile: refunded in full by itself, the family told; charge.refunded only confirms', async () => {
    const { solicitud, pago, sessionId } = await openAnticipo(x);
    const past = new Date(Date.now() - 60_000);
    await t.app.db
      .update(bookingRequests)
      .set({ holdUntil: past })
      .where(eq(bookingRequests.id, solicitud.uid));
    await t.app.db.update(slotClaims).set({ holdUntil: past }).where(eq(slotClaims.requestId, solicitud.uid));
    const other = await createUser(t.app, { role: 'user' });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/solicitud',
      payload: requestBody(w, { fecha: solicitud.fecha, turno: solicitud.turno }),
      as: other,
    });
    expect(res.statusCode).toBe(201);
    await stripe.pay(sessionId, { method: 'card' });
    const row = await paymentRow(x, pago.uid);
    expect(row).toMatchObject({
      estado: 'reembolsado',
      refundedCentavos: 450_000,
      autoRefundDue: false,
      eventId: null,
    });
    const [refund] = await t.app.db.select().from(onlineRefunds).where(eq(onlineRefunds.paymentId, pago.uid));
    expect(refund).toMatchObject({ amountCentavos: 450_000, automatic: true });
    expect(
      stripe.calls.filter((c) => c.path === '/v1/refunds' && c.body.payment_intent === row.paymentIntentId),
    ).toHaveLength(1);
    expect(refund.confirmedAt).not.toBeNull();
    // Stripe's charge.refunded follows: handled, and the money is not taken off a second time
    await eventually(async () => {
      const notice = stripe.events.find(
        (e) => e.type === 'charge.refunded' && e.data.object.payment_intent === row.paymentIntentId,
      );
      if (!notice) return false;
      const seen = await t.app.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, notice.id));
      return seen.length === 1;
    });
    expect((await paymentRow(x, pago.uid)).refundedCentavos).toBe(450_000);
    const { rows: audit } = await t.app.db.execute(
      sql`select kind, after from audit_log where kind = 'refund' and after->>'referencia' = ${refund.providerRefundId}`,
    );
    expect(audit).toHaveLength(1);
    // the refund mail ('Te devolvimos tu pago') is queued as its template and data; the job renders it
    const mails = await queuedJobs(t.app, 'templated-mail');
    expect(
      mails.some(
        (m) => m.data.template === 'payment-refund' && (m.data.props as { automatic: boolean }).automatic,
      ),
    ).toBe(true);
  });

  it('a second tab paying the same request: one anticipo applied, the other refunded by itself', async () => {
    const first = await openAnticipo(x);
    // the first session looks past to us, so the second tab gets a new one; both are paid at Stripe
    await t.app.db
      .update(onlinePayments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(onlinePayments.id, first.pago.uid));
    const res = await payRequest(x, first.customer, first.solicitud.uid);
    expect(res.statusCode).toBe(201);
    const second = res.json().pago;
    expect(second.uid).not.toBe(first.pago.uid);
    await stripe.pay(first.sessionId, { method: 'card' });
    await stripe.pay((await paymentRow(x, second.uid)).sessionId, { method: 'card' });
    const a = await paymentRow(x, first.pago.uid);
    const b = await paymentRow(x, second.uid);
    expect(a.estado).toBe('pagado');
    expect(b.estado).toBe('reembolsado');
    const abonos = await t.app.db.select().from(eventPayments).where(eq(eventPayments.eventId, a.eventId!));
    expect(abonos).toHaveLength(1);
  });

  it('a lost webhook: the reconcile pass applies the session as the webhook would', async () => {
    const { solicitud, pago, sessionId } = await openAnticipo(x);
    await stripe.pay(sessionId, { method: 'card', deliver: false });
    // not yet: younger than PAYMENT_RECONCILE_MINUTES
    await x.reconcile();
    expect((await paymentRow(x, pago.uid)).estado).toBe('abierto');
    await t.app.db.execute(
      sql`update online_payments set updated_at = now() - interval '20 minutes' where id = ${pago.uid}`,
    );
    await x.reconcile();
    expect((await paymentRow(x, pago.uid)).estado).toBe('pagado');
    expect((await requestRow(x, solicitud.uid)).estado).toBe('confirmada');
  });
});

describe('the contract PDF of an event booked online', () => {
  it("prints the accepted version's text, 'Aceptado electrónicamente por …' and the balance's due date", async () => {
    const { pago, sessionId, customer } = await openAnticipo(x);
    await stripe.pay(sessionId, { method: 'card' });
    const row = await paymentRow(x, pago.uid);
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/event/${row.eventId}/contrato.pdf`,
      as: customer,
    });
    expect(res.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain(TERMS);
    expect(text).toMatch(
      /Aceptado electrónicamente por Ana López el \d{1,2} de \w+ de \d{4} \d{2}:\d{2} \(versión 1\)/,
    );
    expect(text).toMatch(/Saldo: \$10,500\.00 a más tardar el/);
  });
});
