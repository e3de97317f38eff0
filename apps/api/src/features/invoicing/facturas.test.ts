// An event's factura (docs/product.md, "Which CFDI when and why"), issued through the official SDK against a
// Facturapi-compatible server that checks what SAT checks: PUE for a single payment of the whole total, otherwise
// PPD with a complemento de pago per payment (now and from the job), the CFDI replaced when the total changes, a PAC
// fault leaving nothing behind and a retry issuing the same CFDI, and who may ask.
import { FACTURA_MSG } from '@salones/shared/fiscal/factura-plan';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, eventPayments, facturaPayments } from '../../db/schema/index.ts';
import { queuedJobs } from '../../jobs/jobs.test-support.ts';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { createEventVia, eventBody, insertEvent, setupWorld } from '../../test/world.ts';
import { eventually, familyWithFiscalData, setupInvoicing } from './facturas.fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: the PAC's JSON and the API's answers, checked by the assertions
type Json = Record<string, any>;

/** a fault meant for a family's CFDI, not for a complement an earlier test's job issues meanwhile */
const notAComplement = (body: Json) => body.type !== 'P';

describe('POST /api/event/{id}/factura', () => {
  const { pac, t, w } = setupInvoicing();
  const ask = (eventId: string, as: TestUser | null) =>
    call(t.app, { method: 'POST', url: `/api/event/${eventId}/factura`, as, payload: {} });
  const read = (eventId: string, as: TestUser = w.admin) =>
    call(t.app, { url: `/api/event/${eventId}/factura`, as }).then((r) => r.json());
  const pay = (eventId: string, abono: number, metodo: string) =>
    call(t.app, {
      method: 'PUT',
      url: `/api/event/abono/${eventId}`,
      as: w.admin,
      payload: { abonos: { abono, metodo } },
    });
  /** an event of `family` at $10,000 with these first payments */
  const eventOf = (family: TestUser, abonos: { abono: number; metodo: string }[]) =>
    createEventVia(t.app, w, { ...eventBody(w), user: family.id, abonos });
  const invoiceOf = (facturapiUuid: string) =>
    [...pac.invoices.values()].find((i) => i.uuid === facturapiUuid) as Json;
  const paymentData = (invoice: Json) => (invoice.complements as Json[])[0].data[0] as Json;
  const auditOf = (eventId: string, kind: 'cfdi_issued' | 'cfdi_cancelled') =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.eventId, eventId), eq(auditLog.kind, kind)));

  it('one payment of the whole total: one CFDI de ingreso PUE with that payment’s forma; asking again answers it', async () => {
    const family = await familyWithFiscalData(t);
    const e = await eventOf(family, [{ abono: 10_000, metodo: 'Transferencia Electrónica' }]);
    const asked = await ask(e.uid, family);
    expect(asked.statusCode).toBe(201);
    const { factura } = asked.json();
    expect(factura).toMatchObject({ metodoPago: 'PUE', total: 10_000, serie: 'F', estado: 'valida' });
    expect(factura.pdfUrl).toBe(`/api/facturas/${factura.uid}/pdf`);
    const invoice = invoiceOf(factura.uuid);
    expect(invoice).toMatchObject({
      type: 'I',
      payment_method: 'PUE',
      payment_form: '03',
      use: 'G03',
      series: 'F',
      items: [
        {
          quantity: 1,
          product: {
            price: 10_000,
            tax_included: true,
            product_key: '90101600',
            unit_key: 'E48',
            taxes: [{ type: 'IVA', rate: 0.16 }],
          },
        },
      ],
    });
    const made = pac.invoices.size;
    const again = await ask(e.uid, family);
    expect(again.json().factura.uid).toBe(factura.uid);
    expect(pac.invoices.size).toBe(made);
    expect((await read(e.uid, family)).complementos).toEqual([]);
    expect(await auditOf(e.uid, 'cfdi_issued')).toHaveLength(1);
  });

  it('two asks at the same moment issue one CFDI', async () => {
    const family = await familyWithFiscalData(t);
    const e = await eventOf(family, [{ abono: 10_000, metodo: 'Pago en efectivo' }]);
    const made = pac.invoices.size;
    const [a, b] = await Promise.all([ask(e.uid, family), ask(e.uid, w.admin)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().factura.uid).toBe(b.json().factura.uid);
    expect(pac.invoices.size).toBe(made + 1);
  });

  it('paid in parts: PPD for the total, forma 99, and a complement per payment — past ones at once, later ones from the job', async () => {
    const family = await familyWithFiscalData(t);
    const e = await eventOf(family, [{ abono: 1000, metodo: 'Pago en efectivo' }]);
    expect((await pay(e.uid, 2500.5, 'Transferencia Electrónica')).statusCode).toBe(200);
    const asked = await ask(e.uid, family);
    expect(asked.statusCode).toBe(201);
    const { factura } = asked.json();
    expect(factura).toMatchObject({ metodoPago: 'PPD', total: 10_000 });
    expect(invoiceOf(factura.uuid)).toMatchObject({ payment_method: 'PPD', payment_form: '99' });
    expect((await read(e.uid)).complementos).toMatchObject([
      { parcialidad: 1, saldoAnterior: 10_000, pagado: 1000, saldoInsoluto: 9000, formaPago: '01' },
      { parcialidad: 2, saldoAnterior: 9000, pagado: 2500.5, saldoInsoluto: 6499.5, formaPago: '03' },
    ]);

    expect((await pay(e.uid, 6499.5, 'Tarjeta de crédito')).statusCode).toBe(200);
    const after = await eventually(
      () => read(e.uid),
      (r) => r.complementos.length === 3,
    );
    expect(after.complementos[2]).toMatchObject({
      parcialidad: 3,
      saldoAnterior: 6499.5,
      pagado: 6499.5,
      saldoInsoluto: 0,
      formaPago: '04',
    });
    const third = paymentData(invoiceOf(after.complementos[2].uuid));
    expect(third).toMatchObject({ payment_form: '04' });
    expect(third.related_documents[0]).toMatchObject({
      uuid: factura.uuid,
      installment: 3,
      last_balance: 6499.5,
      amount: 6499.5,
      // the base without IVA: 6,499.50 / 1.16
      taxes: [{ type: 'IVA', rate: 0.16, base: 5603.02 }],
    });
    // each payment is covered by exactly one CFDI
    const covered = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(facturaPayments)
      .innerJoin(eventPayments, eq(eventPayments.id, facturaPayments.paymentId))
      .where(eq(eventPayments.eventId, e.uid));
    expect(covered[0].n).toBe(3);
    expect(await auditOf(e.uid, 'cfdi_issued')).toHaveLength(4);
  });

  it('a total changed after invoicing: the CFDI is replaced (04) and cancelled with motivo 01 before the next complement', async () => {
    const family = await familyWithFiscalData(t);
    const e = await eventOf(family, [{ abono: 1000, metodo: 'Pago en efectivo' }]);
    const first = (await ask(e.uid, family)).json().factura;
    const firstComplement = (await read(e.uid)).complementos[0];
    const extra = await call(t.app, {
      method: 'PUT',
      url: `/api/event/adicional/${e.uid}`,
      as: w.admin,
      payload: { adicionales: { nombre: 'Piñata', piezas: 1, precio: 500 } },
    });
    expect(extra.statusCode).toBe(200);
    await pay(e.uid, 2000, 'Pago en efectivo');
    // done when the old complement and then the old CFDI are cancelled (each with its audit entry)
    await eventually(
      () => auditOf(e.uid, 'cfdi_cancelled'),
      (entries) => entries.length === 2,
    );
    const after = await read(e.uid);
    expect(after.factura).toMatchObject({ total: 10_500, metodoPago: 'PPD', estado: 'valida' });
    expect(after.historial[0]).toMatchObject({ uid: first.uid, estado: 'sustituida' });
    const replacement = invoiceOf(after.factura.uuid);
    expect(replacement.related_documents).toEqual([{ relationship: '04', documents: [first.uuid] }]);
    const live = after.complementos.filter((c: Json) => c.estado === 'valida');
    expect(live).toMatchObject([
      {
        factura: after.factura.uid,
        parcialidad: 1,
        saldoAnterior: 10_500,
        pagado: 1000,
        saldoInsoluto: 9500,
      },
      { factura: after.factura.uid, parcialidad: 2, saldoAnterior: 9500, pagado: 2000, saldoInsoluto: 7500 },
    ]);
    expect(invoiceOf(first.uuid).cancellation).toMatchObject({
      motive: '01',
      substitutionUUID: after.factura.uuid,
    });
    expect(invoiceOf(firstComplement.uuid).cancellation).toMatchObject({
      motive: '01',
      substitutionUUID: live[0].uuid,
    });
    expect(await auditOf(e.uid, 'cfdi_cancelled')).toHaveLength(2);
  });

  it('a PAC that fails or refuses: 503/422 with its message, nothing recorded; the retry issues the same CFDI once', async () => {
    const family = await familyWithFiscalData(t);
    const e = await eventOf(family, [{ abono: 10_000, metodo: 'Pago en efectivo' }]);
    pac.setInvoiceFault({ refuse: 'El campo Nombre del receptor no coincide' }, 1, notAComplement);
    const refused = await ask(e.uid, family);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      ok: false,
      msg: FACTURA_MSG.pacRefused('El campo Nombre del receptor no coincide'),
    });
    pac.setFault('error');
    expect((await ask(e.uid, family)).statusCode).toBe(503);
    pac.setFault(null);
    const before = pac.invoices.size;
    pac.setInvoiceFault('drop-after-create', 1, notAComplement);
    const lost = await ask(e.uid, family);
    expect(lost.statusCode).toBe(503);
    expect(lost.json().msg).toBe(FACTURA_MSG.pacUnavailable);
    expect((await read(e.uid)).factura).toBeNull();
    expect(pac.invoices.size).toBe(before + 1); // the PAC made it; we never heard
    const retried = await ask(e.uid, family);
    expect(retried.statusCode).toBe(201);
    expect(pac.invoices.size).toBe(before + 1);
    expect(invoiceOf(retried.json().factura.uuid)).toBeDefined();
  });

  it('a complement the PAC refuses is shown to staff and issued by the job once it can be', async () => {
    const family = await familyWithFiscalData(t);
    const e = await eventOf(family, [{ abono: 1000, metodo: 'Pago en efectivo' }]);
    await ask(e.uid, family);
    pac.setInvoiceFault({ refuse: 'Servicio del SAT no disponible' }, 1000);
    await pay(e.uid, 1000, 'Pago en efectivo');
    const failing = await eventually(
      () => read(e.uid),
      (r) => r.errorPendiente !== null,
    );
    expect(failing.errorPendiente).toBe(FACTURA_MSG.pacRefused('Servicio del SAT no disponible'));
    await eventually(
      () => queuedJobs(t.app, 'factura-sync'),
      (jobs) => jobs.some((j) => j.retryCount > 0),
    );
    pac.setInvoiceFault(null);
    await pay(e.uid, 1000, 'Pago en efectivo');
    const done = await eventually(
      () => read(e.uid),
      (r) => r.complementos.length === 3 && r.errorPendiente === null,
    );
    expect(done.complementos.map((c: Json) => c.parcialidad)).toEqual([1, 2, 3]);
  });

  it('the family and staff may ask; another family and a visitor may not; downloads are theirs only', async () => {
    const family = await familyWithFiscalData(t);
    const other = await familyWithFiscalData(t);
    const e = await eventOf(family, [{ abono: 10_000, metodo: 'Pago en efectivo' }]);
    expect((await ask(e.uid, other)).statusCode).toBe(403);
    expect((await ask(e.uid, null)).statusCode).toBe(401);
    expect((await call(t.app, { url: `/api/event/${e.uid}/factura`, as: other })).statusCode).toBe(403);
    const byStaff = await ask(e.uid, w.admin);
    expect(byStaff.statusCode).toBe(201);
    const { factura } = byStaff.json();
    const pdf = await call(t.app, { url: factura.pdfUrl, as: family });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.body.startsWith('%PDF')).toBe(true);
    const xml = await call(t.app, { url: factura.xmlUrl, as: w.superAdmin });
    expect(xml.body).toContain(`UUID="${factura.uuid}"`);
    const foreign = await call(t.app, { url: factura.xmlUrl, as: other });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe(FACTURA_MSG.notFound);
  });

  it('refuses, before the PAC, without fiscal data, without payments, past the month of the first payment', async () => {
    const calls = pac.calls.length;
    const withoutData = await createUser(t.app);
    const e = await eventOf(withoutData, [{ abono: 1000, metodo: 'Pago en efectivo' }]);
    const noData = await ask(e.uid, withoutData);
    expect(noData.statusCode).toBe(400);
    expect(noData.json().msg).toBe(FACTURA_MSG.noFiscalData);

    const family = await familyWithFiscalData(t);
    const afterSave = pac.calls.length;
    const unpaid = await insertEvent(t.app, { placeId: w.place.id, customerId: family.id });
    expect((await ask(unpaid.id, family)).json().msg).toBe(FACTURA_MSG.noPayments);
    const old = await insertEvent(t.app, { placeId: w.place.id, customerId: family.id, fecha: '2030-05-02' });
    await t.app.db.insert(eventPayments).values({
      eventId: old.id,
      amountCentavos: 50_000,
      fechaDePago: '2026-01-15',
      metodo: 'Pago en efectivo',
    });
    const late = await ask(old.id, family);
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe(FACTURA_MSG.tooLate('2026-01-31'));
    // no invoice was asked of the PAC (only the family's fiscal data went to it; the files of the invoices
    // issued by the tests before, fetched for their mails by the job queue meanwhile, are no invoice asked for)
    expect(
      pac.calls.slice(calls).filter((c) => c.path.startsWith('/v2/invoices') && c.method !== 'GET'),
    ).toEqual([]);
    expect(afterSave).toBeGreaterThan(calls);
  });
});

describe('invoicing off', () => {
  const { t, w } = setupWorld();
  it('answers 503 with a clear message', async () => {
    const e = await createEventVia(t.app, w);
    const res = await call(t.app, { method: 'POST', url: `/api/event/${e.uid}/factura`, as: w.customer });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, msg: FACTURA_MSG.invoicingOff });
  });
});
