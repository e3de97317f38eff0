// Cancelling a CFDI (packages/shared/src/fiscal/cancelacion.ts): a super_admin only, with SAT's motivo — 01 with a
// substitute CFDI of ours in force, the others without — checked before the PAC; at once, or pending the
// receiver's answer, which Facturapi's signed webhook brings (a bad signature changes nothing, nor a replay). A
// complement cancelled is issued again with the right numbers; an event's factura cancelled without substitution
// is not issued again.
import { CANCEL_MSG } from '@salones/shared/fiscal/cancelacion';
import { FACTURA_MSG } from '@salones/shared/fiscal/factura-plan';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { call, type TestUser } from '../../test/helper.ts';
import { createEventVia, eventBody } from '../../test/world.ts';
import { eventually, familyWithFiscalData, setupInvoicing } from './facturas.fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: the PAC's JSON and the API's answers, checked by the assertions
type Json = Record<string, any>;

describe('POST /api/facturas/{id}/cancelar and the webhook', () => {
  const { pac, t, w } = setupInvoicing();
  const cancel = (uid: string, payload: object, as: TestUser = w.superAdmin) =>
    call(t.app, { method: 'POST', url: `/api/facturas/${uid}/cancelar`, payload, as });
  const read = (eventId: string) =>
    call(t.app, { url: `/api/event/${eventId}/factura`, as: w.superAdmin }).then((r) => r.json());
  const invoiceOf = (uuid: string) => [...pac.invoices.values()].find((i) => i.uuid === uuid) as Json;
  const cancelled = (eventId: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.eventId, eventId), eq(auditLog.kind, 'cfdi_cancelled')))
      .orderBy(asc(auditLog.seq));
  /** an invoiced event of a new family: its factura (PUE when paid in one go, else PPD) */
  async function invoiced(abonos = [{ abono: 10_000, metodo: 'Pago en efectivo' }]) {
    const family = await familyWithFiscalData(t);
    const e = await createEventVia(t.app, w, { ...eventBody(w), user: family.id, abonos });
    const asked = await call(t.app, {
      method: 'POST',
      url: `/api/event/${e.uid}/factura`,
      as: family,
      payload: {},
    });
    expect(asked.statusCode).toBe(201);
    return { family, eventId: e.uid as string, factura: asked.json().factura as Json };
  }

  it('refuses before the PAC: a bad motivo, 01 without its substitute, a substitute not in force; staff but a super_admin 403', async () => {
    const { family, eventId, factura } = await invoiced();
    const calls = pac.calls.length;
    const bad = await cancel(factura.uid, { motivo: '05' });
    expect([bad.statusCode, bad.json().msg]).toEqual([400, CANCEL_MSG.badMotivo]);
    const no01 = await cancel(factura.uid, { motivo: '01' });
    expect([no01.statusCode, no01.json().msg]).toEqual([400, CANCEL_MSG.sustitutaRequired]);
    const itself = await cancel(factura.uid, { motivo: '01', sustituta: factura.uid });
    expect([itself.statusCode, itself.json().msg]).toEqual([400, CANCEL_MSG.sustitutaInvalid]);
    const unknown = await cancel(factura.uid, {
      motivo: '01',
      sustituta: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.json().msg).toBe(CANCEL_MSG.sustitutaInvalid);
    const extra = await cancel(factura.uid, { motivo: '02', sustituta: factura.uid });
    expect([extra.statusCode, extra.json().msg]).toEqual([400, CANCEL_MSG.sustitutaOnly01]);
    expect((await cancel(factura.uid, { motivo: '02' }, w.admin)).statusCode).toBe(403);
    expect((await cancel(factura.uid, { motivo: '02' }, family)).statusCode).toBe(403);
    expect(pac.calls.slice(calls).filter((c) => c.method === 'DELETE')).toEqual([]);
    expect((await read(eventId)).factura.estado).toBe('valida');
  });

  it('each motivo: cancelled at the PAC with it (01 with its substitute), audited; the event’s factura is not issued again', async () => {
    const substitute = await invoiced();
    for (const motivo of ['01', '02', '03', '04'] as const) {
      const { family, eventId, factura } = await invoiced();
      const res = await cancel(factura.uid, {
        motivo,
        ...(motivo === '01' ? { sustituta: substitute.factura.uid } : {}),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().factura).toEqual({ uid: factura.uid, estado: 'cancelada' });
      expect(invoiceOf(factura.uuid)).toMatchObject({
        status: 'canceled',
        cancellation: { motive: motivo, substitutionUUID: motivo === '01' ? substitute.factura.uuid : '' },
      });
      const [entry] = await cancelled(eventId);
      expect(entry.after).toMatchObject({ estadoCfdi: 'cancelada' });
      expect(String((entry.after as Json).motivo)).toMatch(new RegExp(`^${motivo} `));
      expect((await cancel(factura.uid, { motivo: '02' })).statusCode).toBe(409);
      if (motivo !== '01') {
        const again = await call(t.app, {
          method: 'POST',
          url: `/api/event/${eventId}/factura`,
          as: family,
          payload: {},
        });
        expect([again.statusCode, again.json().msg]).toEqual([409, FACTURA_MSG.cancelled]);
      }
    }
  });

  it('pending the receiver: cancelacion_pendiente, then the webhook — a bad signature and a replay change nothing', async () => {
    const { family, eventId, factura } = await invoiced();
    pac.leaveCancellationsPending();
    const res = await cancel(factura.uid, { motivo: '02' });
    expect(res.json()).toMatchObject({
      factura: { estado: 'cancelacion_pendiente' },
      msg: CANCEL_MSG.pendingDone,
    });
    expect((await read(eventId)).historial[0].estado).toBe('cancelacion_pendiente');
    const ask = await call(t.app, {
      method: 'POST',
      url: `/api/event/${eventId}/factura`,
      as: family,
      payload: {},
    });
    expect([ask.statusCode, ask.json().msg]).toEqual([409, CANCEL_MSG.pending]);

    const answered = await pac.answerCancellation(invoiceOf(factura.uuid).id, 'accepted');
    expect(answered.status).toBe(200);
    expect((await read(eventId)).historial[0].estado).toBe('cancelada');
    expect((await cancelled(eventId)).map((a) => (a.after as Json).estadoCfdi)).toEqual([
      'cancelacion_pendiente',
      'cancelada',
    ]);
    // the same event again, and a forged one: nothing changes
    expect(await pac.deliver(answered.payload)).toBe(200);
    const forged = answered.payload.replace('"canceled"', '"valid"');
    expect(await pac.deliver(forged, 'not-the-secret')).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/facturas/webhook',
      payload: forged,
      headers: { 'content-type': 'application/json' },
    });
    expect([unsigned.statusCode, unsigned.json().msg]).toEqual([400, CANCEL_MSG.badSignature]);
    expect((await read(eventId)).historial[0].estado).toBe('cancelada');
    expect(await cancelled(eventId)).toHaveLength(2);
  });

  it('a cancellation the receiver refuses: valida again', async () => {
    const { eventId, factura } = await invoiced();
    pac.leaveCancellationsPending();
    await cancel(factura.uid, { motivo: '03' });
    expect((await pac.answerCancellation(invoiceOf(factura.uuid).id, 'rejected')).status).toBe(200);
    expect((await read(eventId)).factura).toMatchObject({ uid: factura.uid, estado: 'valida' });
  });

  it('a complement cancelled (02): the complements are issued again with the right numbers', async () => {
    const { eventId, factura } = await invoiced([
      { abono: 1000, metodo: 'Pago en efectivo' },
      { abono: 2000, metodo: 'Transferencia Electrónica' },
    ]);
    expect(factura.metodoPago).toBe('PPD');
    const [first] = (await read(eventId)).complementos as Json[];
    expect((await cancel(first.uid, { motivo: '02' })).json().factura.estado).toBe('cancelada');
    const after = await eventually(
      () => read(eventId),
      (r) => r.complementos.filter((c: Json) => c.estado === 'valida').length === 2,
    );
    expect(after.complementos.filter((c: Json) => c.estado === 'valida')).toMatchObject([
      { parcialidad: 1, saldoAnterior: 10_000, pagado: 1000 },
      { parcialidad: 2, saldoAnterior: 9000, pagado: 2000, saldoInsoluto: 7000 },
    ]);
    expect(after.complementos).toHaveLength(4);
  });
});
