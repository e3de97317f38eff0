// A refunded payment and its CFDI (packages/shared/src/fiscal/refund-cfdi.ts): covered by a PUE → a CFDI de egreso
// (nota de crédito, relation 01) for the amount refunded, with the payment's forma (a debit card: 28) and mailed
// with its files; covered by a complemento de pago → that complement and the later ones cancelled with motivo 02
// and the payments still standing complemented again with the right numbers; on the factura global → an egreso to
// 'PUBLICO EN GENERAL' relating the global. A PUE paid again after a refund → replaced by a PPD; a refund whose PUE is
// cancelled before its egreso could be issued → none. Online payments through the Stripe-compatible server, CFDI
// through the Facturapi-compatible one, mail to a real SMTP receiver.
import { todayInMexicoCity } from '@salones/shared/dates';
import { previousMonth } from '@salones/shared/fiscal/factura-global';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  auditLog,
  eventPayments,
  facturaPayments,
  facturaRefunds,
  facturas,
  onlinePayments,
} from '../../db/schema/index.ts';
import { testJobSettings } from '../../jobs/jobs.test-support.ts';
import { startFacturapiTestServer } from '../../test/facturapi-compatible-server.ts';
import { call, type TestUser } from '../../test/helper.ts';
import { mailAttachments as filesOf, mailParts } from '../../test/mail-parts.ts';
import { startSmtpReceiver } from '../../test/smtp-receiver.ts';
import { startStripeCompatibleServer } from '../../test/stripe-compatible-server.ts';
import { createEventVia, eventBody, setupWorld } from '../../test/world.ts';
import { eventually, familyWithFiscalData, webhookOf } from './facturas.fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: the PAC's JSON and the API's answers, checked by the assertions
type Json = Record<string, any>;

// the app with online payment (its Stripe webhooks delivered to it) and invoicing on, fast jobs, mail to SMTP
const pac = await startFacturapiTestServer();
const smtp = await startSmtpReceiver();
const stripe = await startStripeCompatibleServer();
const stripeUrl = new URL(stripe.url);
const { payments } = loadConfig({ DATA_DIR: '/tmp/salones-refund-cfdi-test' });
payments.stripe = {
  secretKey: stripe.secretKey,
  webhookSecret: stripe.webhookSecret,
  api: { host: stripeUrl.hostname, port: Number(stripeUrl.port), protocol: 'http' },
};
const { t, w } = setupWorld(
  { payments, jobs: testJobSettings(), smtpUrl: smtp.url },
  {
    FACTURAPI_KEY: pac.key,
    FACTURAPI_WEBHOOK_SECRET: pac.webhookSecret,
    FACTURAPI_API_URL: pac.url,
    FACTURA_LUGAR_EXPEDICION: '06700',
  },
);
beforeAll(async () => {
  pac.setWebhookTarget(webhookOf(t));
  stripe.setWebhookTarget(async (payload, signature) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pagos/webhook',
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    });
    return res.statusCode;
  });
  const terms = await call(t.app, {
    method: 'PUT',
    url: '/api/terminos',
    payload: { texto: 'Cláusula primera. El anticipo aparta la fecha.' },
    as: w.superAdmin,
  });
  expect(terms.statusCode).toBe(200);
});
afterAll(async () => {
  await Promise.all([pac.close(), smtp.close(), stripe.close()]);
});

const adeudoOf = async (eventId: string) =>
  (await call(t.app, { url: `/api/event/obtener/${eventId}`, as: w.superAdmin })).json().eventoData
    .adeudo as number;

const invoiceOf = (uuid: string) => [...pac.invoices.values()].find((i) => i.uuid === uuid) as Json;
const ask = (eventId: string, as: TestUser) =>
  call(t.app, { method: 'POST', url: `/api/event/${eventId}/factura`, as, payload: {} });
const read = (eventId: string) =>
  call(t.app, { url: `/api/event/${eventId}/factura`, as: w.superAdmin }).then((r) => r.json());
const refund = (pagoId: string, payload: object) =>
  call(t.app, { method: 'POST', url: `/api/pagos/${pagoId}/reembolso`, payload, as: w.superAdmin });
const cfdiOf = (eventId: string, tipo: 'I' | 'P' | 'E') =>
  t.app.db
    .select()
    .from(facturas)
    .where(and(eq(facturas.eventId, eventId), eq(facturas.tipo, tipo)))
    .orderBy(facturas.createdAt);

/** an event of `family` with no payment yet (booking asks for one: it is taken away) */
async function unpaidEvent(family: TestUser) {
  const e = await createEventVia(t.app, w, {
    ...eventBody(w),
    user: family.id,
    abonos: [{ abono: 500, metodo: 'Pago en efectivo' }],
  });
  await t.app.db.delete(eventPayments).where(eq(eventPayments.eventId, e.uid));
  return e.uid as string;
}

/** the family accepts the terms and pays `monto` of its event online by card; the online payment's id */
async function payOnline(family: TestUser, eventId: string, monto: number, funding?: 'debit' | 'credit') {
  const accepted = await call(t.app, {
    method: 'POST',
    url: '/api/terminos/aceptar',
    payload: { version: 1, evento: eventId },
    as: family,
  });
  expect(accepted.statusCode).toBeLessThan(300);
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/event/${eventId}/pago`,
    payload: { monto },
    as: family,
  });
  expect(res.statusCode).toBe(201);
  const uid = res.json().pago.uid as string;
  const [row] = await t.app.db.select().from(onlinePayments).where(eq(onlinePayments.id, uid));
  await stripe.pay(row.sessionId, { method: 'card', funding });
  return uid;
}

describe('a refund and its CFDI', () => {
  it('a payment on a PUE: paid by debit card (forma 28), refunded in part → an egreso 01 for that part, mailed with its PDF and XML', async () => {
    const family = await familyWithFiscalData(t);
    const e = { uid: await unpaidEvent(family) };
    const total = await adeudoOf(e.uid);
    const pago = await payOnline(family, e.uid, total, 'debit');
    const [abono] = await t.app.db.select().from(eventPayments).where(eq(eventPayments.eventId, e.uid));
    expect(abono.cardFunding).toBe('debit');
    const asked = await ask(e.uid, family);
    expect(asked.statusCode).toBe(201);
    const ingreso = asked.json().factura;
    expect(invoiceOf(ingreso.uuid)).toMatchObject({ payment_method: 'PUE', payment_form: '28' });

    expect((await refund(pago, { monto: 1500, motivo: 'Menos invitados' })).statusCode).toBe(200);
    const [egreso] = await eventually(
      () => cfdiOf(e.uid, 'E'),
      (rows) => rows.length === 1,
    );
    expect(egreso).toMatchObject({ totalCentavos: 150_000, formaPago: '28', estado: 'valida' });
    expect(invoiceOf(egreso.uuid)).toMatchObject({
      type: 'E',
      payment_method: 'PUE',
      payment_form: '28',
      use: 'G02',
      total: 1500,
      related_documents: [{ relationship: '01', documents: [ingreso.uuid] }],
      items: [{ quantity: 1, product: { price: 1500, tax_included: true } }],
    });
    // the ingreso stays as it was: it covers what was not refunded
    expect((await read(e.uid)).factura).toMatchObject({ uid: ingreso.uid, estado: 'valida' });
    const issued = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.eventId, e.uid), eq(auditLog.kind, 'cfdi_issued')));
    expect(issued.map((a) => (a.after as Json).tipoCfdi).sort()).toEqual(['E', 'I']);

    // each CFDI reached the family with its files
    for (const [uuid, subject] of [
      [ingreso.uuid, 'Tu factura'],
      [egreso.uuid, 'Tu nota de crédito'],
    ]) {
      const mail = await eventually(
        async () => smtp.mails.find((m) => filesOf(m.raw).some((f) => f.content.toString().includes(uuid))),
        (m) => m !== undefined,
      );
      expect(mail?.to).toEqual(['facturas@example.com']);
      expect(mailParts(mail?.raw ?? '').subject).toContain(subject);
      const files = filesOf(mail?.raw ?? '');
      expect(files.map((f) => f.contentType)).toEqual(['application/pdf', 'application/xml']);
      expect(files[0].content.subarray(0, 4).toString()).toBe('%PDF');
      expect(files[1].content.toString()).toContain(`UUID="${uuid}"`);
    }
  });

  it('a payment on a complemento de pago, refunded in part: it and the later complements cancelled (02), the payments complemented again', async () => {
    const family = await familyWithFiscalData(t);
    const e = await createEventVia(t.app, w, {
      ...eventBody(w),
      user: family.id,
      abonos: [{ abono: 1000, metodo: 'Pago en efectivo' }],
    });
    const total = (await adeudoOf(e.uid)) + 1000;
    const pago = await payOnline(family, e.uid, 2000);
    const cash = await call(t.app, {
      method: 'PUT',
      url: `/api/event/abono/${e.uid}`,
      as: w.admin,
      payload: { abonos: { abono: 500, metodo: 'Pago en efectivo' } },
    });
    expect(cash.statusCode).toBe(200);
    const asked = await ask(e.uid, family);
    expect(asked.json().factura.metodoPago).toBe('PPD');
    const before = await eventually(
      () => read(e.uid),
      (r) => r.complementos.length === 3,
    );
    const [, card, last] = before.complementos as Json[];
    expect(card).toMatchObject({ parcialidad: 2, pagado: 2000, formaPago: '04' });

    expect((await refund(pago, { monto: 500, motivo: 'Ajuste' })).statusCode).toBe(200);
    const after = await eventually(
      () => read(e.uid),
      (r) =>
        r.complementos.filter((c: Json) => c.estado === 'valida').length === 3 && r.complementos.length === 5,
    );
    expect(after.complementos.filter((c: Json) => c.estado === 'valida')).toMatchObject([
      { parcialidad: 1, saldoAnterior: total, pagado: 1000, saldoInsoluto: total - 1000 },
      { parcialidad: 2, saldoAnterior: total - 1000, pagado: 1500, saldoInsoluto: total - 2500 },
      { parcialidad: 3, saldoAnterior: total - 2500, pagado: 500, saldoInsoluto: total - 3000 },
    ]);
    for (const old of [card, last]) {
      expect(after.complementos.find((c: Json) => c.uid === old.uid).estado).toBe('cancelada');
      expect(invoiceOf(old.uuid)).toMatchObject({ status: 'canceled', cancellation: { motive: '02' } });
    }
    expect(await cfdiOf(e.uid, 'E')).toEqual([]);
    expect(after.errorPendiente).toBeNull();
  });

  it('a payment on the factura global, refunded in full → an egreso to PUBLICO EN GENERAL relating the global', async () => {
    const family = await familyWithFiscalData(t);
    const e = { uid: await unpaidEvent(family) };
    const pago = await payOnline(family, e.uid, 1160);
    const mes = previousMonth(todayInMexicoCity());
    await t.app.db
      .update(eventPayments)
      .set({ fechaDePago: `${mes}-15` })
      .where(eq(eventPayments.eventId, e.uid));
    const issued = await call(t.app, {
      method: 'POST',
      url: '/api/facturas/global',
      as: w.superAdmin,
      payload: { mes },
    });
    expect(issued.statusCode).toBe(201);
    const global = issued.json().global.factura;

    expect((await refund(pago, { motivo: 'Cancelación' })).statusCode).toBe(200);
    const [egreso] = await eventually(
      () => cfdiOf(e.uid, 'E'),
      (rows) => rows.length === 1,
    );
    expect(egreso).toMatchObject({ totalCentavos: 116_000, formaPago: '04', relatedId: global.uid });
    expect(invoiceOf(egreso.uuid)).toMatchObject({
      type: 'E',
      use: 'S01',
      customer: { tax_id: 'XAXX010101000', tax_system: '616', address: { zip: '06700' } },
      related_documents: [{ relationship: '01', documents: [global.uuid] }],
    });
    // the global is to the public: no mail to the family for it
    expect(smtp.mails.some((m) => m.raw.includes(egreso.uuid))).toBe(false);
  });

  it('a PUE refunded in full, then paid again: replaced by a PPD (04), its nota de crédito cancelled (02) before the PUE (01), the new payment complemented', async () => {
    const family = await familyWithFiscalData(t);
    const e = { uid: await unpaidEvent(family) };
    const total = await adeudoOf(e.uid);
    const pago = await payOnline(family, e.uid, total);
    const pue = (await ask(e.uid, family)).json().factura;
    expect(pue.metodoPago).toBe('PUE');
    expect((await refund(pago, { motivo: 'Cambio de planes' })).statusCode).toBe(200);
    const [egreso] = await eventually(
      () => cfdiOf(e.uid, 'E'),
      (rows) => rows.length === 1,
    );

    await payOnline(family, e.uid, 3000);
    const after = await eventually(
      () => read(e.uid),
      (r) => r.factura?.metodoPago === 'PPD' && invoiceOf(pue.uuid).status === 'canceled',
    );
    expect(after.factura).toMatchObject({ total, estado: 'valida' });
    expect(after.complementos.filter((c: Json) => c.estado === 'valida')).toMatchObject([
      {
        factura: after.factura.uid,
        parcialidad: 1,
        saldoAnterior: total,
        pagado: 3000,
        saldoInsoluto: total - 3000,
      },
    ]);
    expect(invoiceOf(after.factura.uuid)).toMatchObject({
      payment_method: 'PPD',
      related_documents: [{ relationship: '04', documents: [pue.uuid] }],
    });
    expect(invoiceOf(egreso.uuid)).toMatchObject({ status: 'canceled', cancellation: { motive: '02' } });
    expect(invoiceOf(pue.uuid)).toMatchObject({
      cancellation: { motive: '01', substitutionUUID: after.factura.uuid },
    });
    expect(after.errorPendiente).toBeNull();
  });

  it('a refund waiting for its egreso while the PUE is cancelled (pending the receiver, then accepted): no egreso, the payment left for the global', async () => {
    const family = await familyWithFiscalData(t);
    const e = { uid: await unpaidEvent(family) };
    const total = await adeudoOf(e.uid);
    const pago = await payOnline(family, e.uid, total);
    const pue = (await ask(e.uid, family)).json().factura;
    // the PAC refuses the egreso for now: the refund waits, its message shown on the PUE
    pac.setInvoiceFault({ refuse: 'Servicio del SAT no disponible' }, 100);
    try {
      expect((await refund(pago, { monto: 1500, motivo: 'Menos invitados' })).statusCode).toBe(200);
      await eventually(
        () => read(e.uid),
        (r) => r.errorPendiente !== null,
      );
      pac.leaveCancellationsPending();
      const cancelled = await call(t.app, {
        method: 'POST',
        url: `/api/facturas/${pue.uid}/cancelar`,
        payload: { motivo: '03' },
        as: w.superAdmin,
      });
      expect(cancelled.json().factura.estado).toBe('cancelacion_pendiente');
      expect((await pac.answerCancellation(invoiceOf(pue.uuid).id, 'accepted')).status).toBe(200);
    } finally {
      pac.setInvoiceFault(null);
    }
    const [held] = await eventually(
      () => t.app.db.select().from(facturaRefunds).where(eq(facturaRefunds.eventId, e.uid)),
      (rows) => rows[0]?.sinEgreso !== null,
    );
    expect(held).toMatchObject({ egresoId: null, amountCentavos: 150_000 });
    expect(held.sinEgreso).toBe('la factura que acreditaría está cancelada');
    // the PAC's refusal no longer shows: there is nothing left to retry
    const [cancelledPue] = await t.app.db.select().from(facturas).where(eq(facturas.id, pue.uid));
    expect(cancelledPue.pendingError).toBeNull();
    expect(await cfdiOf(e.uid, 'E')).toEqual([]);
    expect((await read(e.uid)).historial[0]).toMatchObject({ uid: pue.uid, estado: 'cancelada' });
    // what stands of the payment is on no CFDI: the month's factura global takes it
    const [abono] = await t.app.db.select().from(eventPayments).where(eq(eventPayments.eventId, e.uid));
    expect(abono.amountCentavos).toBe(total * 100 - 150_000);
    expect(
      await t.app.db.select().from(facturaPayments).where(eq(facturaPayments.paymentId, abono.id)),
    ).toEqual([]);
  });
});
