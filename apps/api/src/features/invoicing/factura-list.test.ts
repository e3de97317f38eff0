// Staff's list of a month's CFDI and its CSV (GET /api/facturas, /api/facturas.csv): an admin with a branch sees
// that branch's and no other's, a super_admin every one, a family none; the month is required; a complement that
// failed shows its error on its CFDI; the CSV is what Excel in Spanish opens (BOM, Spanish headers, dd/mm/aaaa).
import { FACTURA_LIST_MSG } from '@salones/shared/contract/facturas';
import { todayInMexicoCity } from '@salones/shared/dates';
import { FACTURA_MSG } from '@salones/shared/fiscal/factura-plan';
import { describe, expect, it } from 'vitest';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { createEventVia, eventBody, insertPlace } from '../../test/world.ts';
import { eventually, familyWithFiscalData, setupInvoicing } from './facturas.fixtures.ts';
import { FAMILY_FISCAL_DATA } from './fiscal-data.fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: the API's answers, checked by the assertions
type Json = Record<string, any>;

describe('GET /api/facturas', () => {
  const { pac, t, w } = setupInvoicing();
  const mes = todayInMexicoCity().slice(0, 7);
  const list = (query: string, as: TestUser) => call(t.app, { url: `/api/facturas?${query}`, as });

  it('the month’s CFDI for staff of their branch, with a failed complement’s error; the CSV; a family 403', async () => {
    const family = await familyWithFiscalData(t);
    const pue = await createEventVia(t.app, w, {
      ...eventBody(w),
      user: family.id,
      abonos: [{ abono: 10_000, metodo: 'Transferencia Electrónica' }],
    });
    const ppd = await createEventVia(t.app, w, {
      ...eventBody(w),
      user: family.id,
      abonos: [{ abono: 1000, metodo: 'Pago en efectivo' }],
    });
    for (const e of [pue, ppd])
      expect(
        (await call(t.app, { method: 'POST', url: `/api/event/${e.uid}/factura`, as: family, payload: {} }))
          .statusCode,
      ).toBe(201);
    pac.setInvoiceFault({ refuse: 'Servicio del SAT no disponible' }, 1000);
    await call(t.app, {
      method: 'PUT',
      url: `/api/event/abono/${ppd.uid}`,
      as: w.admin,
      payload: { abonos: { abono: 500, metodo: 'Pago en efectivo' } },
    });
    const res = await eventually(
      () => list(`mes=${mes}`, w.admin).then((r) => r.json()),
      (r) => r.facturas.some((f: Json) => f.error),
    );
    pac.setInvoiceFault(null);
    const mine = res.facturas.filter((f: Json) => [pue.uid, ppd.uid].includes(f.evento?.uid));
    expect(mine.map((f: Json) => [f.tipo, f.metodoPago])).toEqual([
      ['P', null],
      ['I', 'PPD'],
      ['I', 'PUE'],
    ]);
    const [complement, ppdRow, pueRow] = mine;
    expect(pueRow).toMatchObject({
      total: 10_000,
      formaPago: '03',
      estado: 'valida',
      receptor: { rfc: FAMILY_FISCAL_DATA.rfc, razonSocial: FAMILY_FISCAL_DATA.razonSocial },
      evento: { uid: pue.uid, nombre: 'Cumpleaños de Sofía' },
      lugar: { uid: w.place.id },
      relacionado: null,
      error: null,
      pdfUrl: `/api/facturas/${pueRow.uid}/pdf`,
    });
    expect(complement).toMatchObject({ total: 1000, relacionado: ppdRow.uuid });
    expect(ppdRow.error).toBe(FACTURA_MSG.pacRefused('Servicio del SAT no disponible'));

    const paged = (await list(`mes=${mes}&limit=1&page=2`, w.superAdmin)).json();
    expect(paged).toMatchObject({ page: 2, limit: 1 });
    expect(paged.facturas).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(3);
    const estado = (await list(`mes=${mes}&estado=cancelada`, w.superAdmin)).json();
    expect(estado.facturas).toEqual([]);

    const csv = await call(t.app, { url: `/api/facturas.csv?mes=${mes}`, as: w.admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="facturas-${mes}.csv"`);
    expect(csv.body.startsWith('\uFEFFFecha,Tipo,Serie,Folio,Folio fiscal (UUID),Estado,')).toBe(true);
    const line = csv.body.split('\r\n').find((l) => l.includes(pueRow.uuid)) ?? '';
    const [y, m, d] = todayInMexicoCity(new Date(pueRow.fecha)).split('-');
    expect(line).toBe(
      `${d}/${m}/${y},Ingreso,${pueRow.serie},${pueRow.folio},${pueRow.uuid},Vigente,PUE,03,10000.00,` +
        `${FAMILY_FISCAL_DATA.rfc},${FAMILY_FISCAL_DATA.razonSocial},Cumpleaños de Sofía,${pueRow.lugar.nombre},,`,
    );

    expect((await list(`mes=${mes}`, family)).statusCode).toBe(403);
    expect((await call(t.app, { url: `/api/facturas.csv?mes=${mes}`, as: family })).statusCode).toBe(403);
  });

  it('an admin of another branch sees none of this one’s, and may not ask for it; the month is required', async () => {
    const other = await insertPlace(t.app);
    const otherAdmin = await createUser(t.app, { role: 'admin', placeId: other.id });
    const own = (await list(`mes=${mes}`, otherAdmin)).json();
    expect(own).toMatchObject({ ok: true, facturas: [], total: 0 });
    expect((await list(`mes=${mes}&lugar=${w.place.id}`, otherAdmin)).statusCode).toBe(403);
    expect((await list(`mes=${mes}&lugar=${w.place.id}`, w.superAdmin)).statusCode).toBe(200);
    const noMonth = await list('', w.superAdmin);
    expect([noMonth.statusCode, noMonth.json().msg]).toEqual([400, FACTURA_LIST_MSG.mesRequired]);
    const badEstado = await list(`mes=${mes}&estado=perdida`, w.superAdmin);
    expect(badEstado.json().msg).toBe(FACTURA_LIST_MSG.estadoInvalid);
  });
});
