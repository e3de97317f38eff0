// The monthly factura global (docs/product.md, "Which CFDI when and why"), issued through the official SDK against
// the Facturapi-compatible server, which checks what SAT checks of one (PUBLICO EN GENERAL, XAXX010101000, 616, S01,
// the issuer's CP, periodicidad, PUE, 01010101 / ACT concepts): it holds exactly the month's payments no customer's
// CFDI covers, one concept each; a month is issued once; a payment on it is not invoiced again to the family; and
// the first-of-the-month job issues the month before's.
import { todayInMexicoCity } from '@salones/shared/dates';
import { GLOBAL_MSG, previousMonth } from '@salones/shared/fiscal/factura-global';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, eventPayments, facturaPayments, facturas } from '../../db/schema/index.ts';
import { call, type TestUser } from '../../test/helper.ts';
import { createEventVia, eventBody } from '../../test/world.ts';
import { eventually, familyWithFiscalData, setupInvoicing } from './facturas.fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: the PAC's JSON and the API's answers, checked by the assertions
type Json = Record<string, any>;

const BUSINESS_CP = '06700';

/** the month `back` months before this one, YYYY-MM */
function monthsBack(back: number) {
  let mes = todayInMexicoCity().slice(0, 7);
  for (let i = 0; i < back; i++) mes = previousMonth(`${mes}-01`);
  return mes;
}

describe('the factura global', () => {
  const { pac, t, w } = setupInvoicing({ FACTURA_LUGAR_EXPEDICION: BUSINESS_CP });
  const issue = (mes: string, as: TestUser = w.superAdmin) =>
    call(t.app, { method: 'POST', url: '/api/facturas/global', as, payload: { mes } });
  const read = (mes: string, as: TestUser = w.superAdmin) =>
    call(t.app, { url: `/api/facturas/global?mes=${mes}`, as });
  const invoiceOf = (uuid: string) => [...pac.invoices.values()].find((i) => i.uuid === uuid) as Json;
  /**
   * The factura globals the PAC holds. Other CFDI may still come meanwhile: a family's complements, issued by the
   * job an earlier test's ask queued.
   */
  const globalsAtPac = () =>
    [...pac.invoices.values()].filter((i) => i.type === 'I' && i.global != null).length;
  /** an event with these payments (made today, each of its own amount), each then dated as given */
  async function eventPaidOn(family: TestUser, payments: { abono: number; metodo: string; fecha: string }[]) {
    const e = await createEventVia(t.app, w, {
      ...eventBody(w),
      user: family.id,
      abonos: payments.map(({ abono, metodo }) => ({ abono, metodo })),
    });
    const rows = await t.app.db
      .select()
      .from(eventPayments)
      .where(eq(eventPayments.eventId, e.uid))
      .orderBy(eventPayments.createdAt);
    expect(rows).toHaveLength(payments.length);
    const paymentIds: string[] = [];
    for (const p of payments) {
      const row = rows.find((r) => r.amountCentavos === Math.round(p.abono * 100));
      if (!row) throw new Error(`no payment of ${p.abono}`);
      await t.app.db.update(eventPayments).set({ fechaDePago: p.fecha }).where(eq(eventPayments.id, row.id));
      paymentIds.push(row.id);
    }
    return { eventId: e.uid as string, paymentIds };
  }

  it('holds exactly the month’s payments no customer’s CFDI covers, one concept each, and is issued once', async () => {
    const mes = monthsBack(3);
    const other = monthsBack(4);
    const family = await familyWithFiscalData(t);
    // covered by its family's own CFDI (PUE, asked while the month was open), then dated in the month
    const invoiced = await createEventVia(t.app, w, {
      ...eventBody(w),
      user: family.id,
      abonos: [{ abono: 10_000, metodo: 'Transferencia Electrónica' }],
    });
    const asked = await call(t.app, {
      method: 'POST',
      url: `/api/event/${invoiced.uid}/factura`,
      as: family,
      payload: {},
    });
    expect(asked.statusCode).toBe(201);
    await t.app.db
      .update(eventPayments)
      .set({ fechaDePago: `${mes}-10` })
      .where(eq(eventPayments.eventId, invoiced.uid));
    const first = await eventPaidOn(family, [
      { abono: 1_160, metodo: 'Pago en efectivo', fecha: `${mes}-05` },
    ]);
    const second = await eventPaidOn(w.customer, [
      { abono: 2_500.5, metodo: 'Tarjeta de crédito', fecha: `${mes}-28` },
      { abono: 700, metodo: 'Pago en efectivo', fecha: `${other}-15` },
    ]);

    const res = await issue(mes);
    expect(res.statusCode).toBe(201);
    const { global } = res.json();
    expect(global.mes).toBe(mes);
    expect(global.factura).toMatchObject({
      metodoPago: 'PUE',
      total: 3_660.5,
      estado: 'valida',
      serie: 'F',
    });
    // the greatest amount was paid by card
    expect(global.formaPago).toBe('04');
    expect(global.pagos.map((p: Json) => [p.uid, p.monto, p.fechaDePago])).toEqual([
      [first.paymentIds[0], 1_160, `${mes}-05`],
      [second.paymentIds[0], 2_500.5, `${mes}-28`],
    ]);

    const invoice = invoiceOf(global.factura.uuid);
    expect(invoice).toMatchObject({
      type: 'I',
      payment_method: 'PUE',
      payment_form: '04',
      use: 'S01',
      customer: {
        legal_name: 'PUBLICO EN GENERAL',
        tax_id: 'XAXX010101000',
        tax_system: '616',
        address: { zip: BUSINESS_CP },
      },
      address: { zip: BUSINESS_CP },
      global: { periodicity: 'month', months: mes.slice(5, 7), year: Number(mes.slice(0, 4)) },
      total: 3_660.5,
    });
    // one concept per payment, its amount with the IVA in it (16 %, tax_included)
    expect(invoice.items).toEqual([
      {
        quantity: 1,
        product: {
          description: 'Venta',
          product_key: '01010101',
          unit_key: 'ACT',
          sku: first.paymentIds[0],
          price: 1_160,
          tax_included: true,
          taxes: [{ type: 'IVA', rate: 0.16 }],
        },
      },
      {
        quantity: 1,
        product: {
          description: 'Venta',
          product_key: '01010101',
          unit_key: 'ACT',
          sku: second.paymentIds[0],
          price: 2_500.5,
          tax_included: true,
          taxes: [{ type: 'IVA', rate: 0.16 }],
        },
      },
    ]);
    const coverage = await t.app.db
      .select()
      .from(facturaPayments)
      .where(eq(facturaPayments.facturaId, global.factura.uid));
    expect(coverage.map((c) => c.paymentId).sort()).toEqual(
      [first.paymentIds[0], second.paymentIds[0]].sort(),
    );
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'cfdi_issued'), eq(auditLog.subject, `Factura global ${mes}`)));
    expect(audit).toMatchObject({
      actorId: w.superAdmin.id,
      eventId: null,
      after: {
        cfdi: global.factura.uuid,
        tipoCfdi: 'I',
        metodoPago: 'PUE',
        formaPago: '04',
        totalCfdi: 366_050,
      },
    });

    // the same month again: the same CFDI, nothing new at the PAC
    const made = globalsAtPac();
    const again = await issue(mes);
    expect(again.statusCode).toBe(200);
    expect(again.json().global.factura.uid).toBe(global.factura.uid);
    expect(globalsAtPac()).toBe(made);
    const shown = await read(mes);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().global).toEqual(global);

    // a payment on the factura global is not invoiced again to its family
    const late = await call(t.app, {
      method: 'POST',
      url: `/api/event/${first.eventId}/factura`,
      as: family,
      payload: {},
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe(GLOBAL_MSG.alreadyInGlobal);

    // the super_admin downloads it
    const pdf = await call(t.app, { url: `/api/facturas/${global.factura.uid}/pdf`, as: w.superAdmin });
    expect(pdf.statusCode).toBe(200);
  });

  it('leaves to an event’s own PPD CFDI its payment still waiting for its complement', async () => {
    const mes = monthsBack(7);
    const family = await familyWithFiscalData(t);
    const ppd = await createEventVia(t.app, w, {
      ...eventBody(w),
      user: family.id,
      abonos: [{ abono: 4_000, metodo: 'Pago en efectivo' }],
    });
    const asked = await call(t.app, {
      method: 'POST',
      url: `/api/event/${ppd.uid}/factura`,
      as: family,
      payload: {},
    });
    expect(asked.json().factura.metodoPago).toBe('PPD');
    // a payment its complement has not covered yet (recorded without the job that would issue it)
    const [waiting] = await t.app.db
      .insert(eventPayments)
      .values({
        eventId: ppd.uid,
        amountCentavos: 100_000,
        metodo: 'Pago en efectivo',
        fechaDePago: `${mes}-20`,
      })
      .returning();
    const other = await eventPaidOn(w.customer, [
      { abono: 800, metodo: 'Pago en efectivo', fecha: `${mes}-21` },
    ]);
    const res = await issue(mes);
    expect(res.statusCode).toBe(201);
    expect(res.json().global.pagos.map((p: Json) => p.uid)).toEqual(other.paymentIds);
    // its complement may have come meanwhile (the ask's job): on the event's own CFDI, never on the global
    const coverage = await t.app.db
      .select()
      .from(facturaPayments)
      .where(eq(facturaPayments.paymentId, waiting.id));
    const [global] = await t.app.db.select().from(facturas).where(eq(facturas.globalMes, mes));
    expect(coverage.filter((c) => c.facturaId === global.id)).toEqual([]);
  });

  it('a month not ended yet, a month with nothing left, a bad month: 409 and 400, nothing issued', async () => {
    const made = globalsAtPac();
    const thisMonth = todayInMexicoCity().slice(0, 7);
    const open = await issue(thisMonth);
    expect(open.statusCode).toBe(409);
    expect(open.json().msg).toBe(GLOBAL_MSG.monthNotEnded(thisMonth));
    const empty = await issue('2001-01');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().msg).toBe('No hay pagos sin factura en ese mes');
    expect((await issue('2001-13')).statusCode).toBe(400);
    const none = await read('2001-01');
    expect(none.statusCode).toBe(404);
    expect(none.json().msg).toBe(GLOBAL_MSG.notIssued);
    expect(globalsAtPac()).toBe(made);
  });

  it('only a super_admin issues it or reads it', async () => {
    const made = globalsAtPac();
    for (const as of [w.admin, w.customer]) {
      expect((await issue(monthsBack(6), as)).statusCode).toBe(403);
      expect((await read(monthsBack(6), as)).statusCode).toBe(403);
    }
    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/api/facturas/global',
      payload: { mes: monthsBack(6) },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(globalsAtPac()).toBe(made);
  });

  it('the PAC refusing: 422 and nothing recorded; asking again issues it', async () => {
    const mes = monthsBack(5);
    const paid = await eventPaidOn(w.customer, [{ abono: 500, metodo: 'PayPal', fecha: `${mes}-01` }]);
    pac.setInvoiceFault({ refuse: 'El RFC del emisor no está en la LCO' }, 1, (body) => body.global != null);
    const refused = await issue(mes);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().msg).toBe(
      'El SAT o el PAC rechazó la factura: El RFC del emisor no está en la LCO',
    );
    expect(await t.app.db.select().from(facturas).where(eq(facturas.globalMes, mes))).toEqual([]);
    expect(
      await t.app.db
        .select()
        .from(facturaPayments)
        .where(inArray(facturaPayments.paymentId, paid.paymentIds)),
    ).toEqual([]);
    expect(
      await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, `Factura global ${mes}`)),
    ).toEqual([]);

    const issued = await issue(mes);
    expect(issued.statusCode).toBe(201);
    expect(issued.json().global.formaPago).toBe('31');
  });

  it('a payment recorded after its month’s global goes on the global of the month it was recorded in', async () => {
    const mes = monthsBack(10);
    const next = monthsBack(9);
    const onTime = await eventPaidOn(w.customer, [
      { abono: 1_200, metodo: 'Pago en efectivo', fecha: `${mes}-03` },
    ]);
    expect((await issue(mes)).statusCode).toBe(201);
    // dated in the month already invoiced, recorded in the next one (after that global)
    const late = await eventPaidOn(w.customer, [
      { abono: 1_500, metodo: 'Pago en efectivo', fecha: `${mes}-20` },
    ]);
    await t.app.db
      .update(eventPayments)
      .set({ createdAt: new Date(`${next}-04T18:00:00Z`) })
      .where(eq(eventPayments.id, late.paymentIds[0]));

    const res = await issue(next);
    expect(res.statusCode).toBe(201);
    const uids = res.json().global.pagos.map((p: Json) => p.uid);
    expect(uids).toContain(late.paymentIds[0]);
    expect(uids).not.toContain(onTime.paymentIds[0]);
    const [covered] = await t.app.db
      .select()
      .from(facturaPayments)
      .where(eq(facturaPayments.paymentId, late.paymentIds[0]));
    expect(covered).toBeDefined();
  });

  it('a family’s factura cancelled for good after its month’s global: its payment goes on the global of the month it was cancelled in; a global cancelled is issued anew', async () => {
    const mes = monthsBack(12);
    const next = monthsBack(11);
    const family = await familyWithFiscalData(t);
    const e = await createEventVia(t.app, w, {
      ...eventBody(w),
      user: family.id,
      abonos: [{ abono: 10_000, metodo: 'Pago en efectivo' }],
    });
    const asked = await call(t.app, {
      method: 'POST',
      url: `/api/event/${e.uid}/factura`,
      as: family,
      payload: {},
    });
    expect(asked.statusCode).toBe(201);
    const factura = asked.json().factura;
    expect(factura.metodoPago).toBe('PUE');
    const [payment] = await t.app.db.select().from(eventPayments).where(eq(eventPayments.eventId, e.uid));
    await t.app.db
      .update(eventPayments)
      .set({ fechaDePago: `${mes}-08` })
      .where(eq(eventPayments.id, payment.id));
    await eventPaidOn(w.customer, [{ abono: 700, metodo: 'Pago en efectivo', fecha: `${mes}-09` }]);
    const first = await issue(mes);
    expect(first.statusCode).toBe(201);
    expect(first.json().global.pagos.map((p: Json) => p.uid)).not.toContain(payment.id);

    // cancelled for good (the operation did not take place as invoiced) in the next month
    const cancelled = await call(t.app, {
      method: 'POST',
      url: `/api/facturas/${factura.uid}/cancelar`,
      payload: { motivo: '03' },
      as: w.superAdmin,
    });
    expect(cancelled.json(), cancelled.body).toMatchObject({ factura: { estado: 'cancelada' } });
    await t.app.db
      .update(facturas)
      .set({ cancelledAt: new Date(`${next}-05T18:00:00Z`) })
      .where(eq(facturas.id, factura.uid));
    const again = await issue(mes);
    expect(again.statusCode).toBe(200);
    expect(again.json().global.pagos.map((p: Json) => p.uid)).not.toContain(payment.id);
    const late = await issue(next);
    expect(late.statusCode).toBe(201);
    const global = late.json().global;
    expect(global.pagos.map((p: Json) => p.uid)).toContain(payment.id);

    // a super_admin cancels that global: asking for the month again issues a new one (a key of its own)
    const gone = await call(t.app, {
      method: 'POST',
      url: `/api/facturas/${global.factura.uid}/cancelar`,
      payload: { motivo: '02' },
      as: w.superAdmin,
    });
    expect(gone.json().factura.estado).toBe('cancelada');
    const anew = await issue(next);
    expect(anew.statusCode).toBe(201);
    expect(anew.json().global.factura.uuid).not.toBe(global.factura.uuid);
    expect(anew.json().global.pagos.map((p: Json) => p.uid)).toContain(payment.id);
    expect(invoiceOf(anew.json().global.factura.uuid)).toMatchObject({ status: 'valid' });
  });

  it('the first-of-the-month job issues the month before’s, and the schedule holds it', async () => {
    const mes = previousMonth(todayInMexicoCity());
    const paid = await eventPaidOn(w.customer, [
      { abono: 3_000, metodo: 'Pago en efectivo', fecha: `${mes}-02` },
    ]);
    const schedule = await t.app.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = 'factura-global'`,
    );
    expect(schedule.rows).toEqual([{ cron: '0 6 1 * *', timezone: 'America/Mexico_City' }]);

    await t.app.jobs.send('factura-global', {});
    const row = await eventually(
      async () => (await t.app.db.select().from(facturas).where(eq(facturas.globalMes, mes)))[0],
      (r) => !!r,
    );
    expect(row).toMatchObject({ tipo: 'I', metodoPago: 'PUE', estado: 'valida', eventId: null });
    const [covered] = await t.app.db
      .select()
      .from(facturaPayments)
      .where(eq(facturaPayments.paymentId, paid.paymentIds[0]));
    expect(covered.facturaId).toBe(row?.id);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `Factura global ${mes}`), isNull(auditLog.actorId)));
    expect(audit.actorName).toBe('Facturación');
  });
});
