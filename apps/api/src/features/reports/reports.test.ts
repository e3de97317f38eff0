// The reports' figures against data this file inserts (payments dated on the period's edges,
// a deleted event, two branches), who may read which branch, the CSV files and bad periods.
import { PAYMENT_METHOD_NONE } from '@salones/shared/constants';
import { addDays, monthRange, todayInMexicoCity } from '@salones/shared/dates';
import { PLACE_MSG } from '@salones/shared/places';
import { DEBTS_DEFAULT_DAYS_AHEAD, EARNINGS_CHART_OTHERS, REPORT_MSG } from '@salones/shared/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventPayments } from '../../db/schema/index.ts';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { insertEvent, insertPlace, setupWorld } from '../../test/world.ts';

describe('reports', () => {
  const { t, w } = setupWorld();
  let branchB: Awaited<ReturnType<typeof insertPlace>>;
  let otherAdmin: TestUser;
  let freeAdmin: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    branchB = await insertPlace(t.app, 'Norte');
    [otherAdmin, freeAdmin] = await Promise.all([
      createUser(t.app, { role: 'admin', placeId: branchB.id }),
      createUser(t.app, { role: 'admin' }),
    ]);
    const event = async (
      key: string,
      placeId: string,
      fecha: string,
      turno: string,
      total: number,
      deleted = false,
    ) => {
      const row = await insertEvent(t.app, {
        placeId,
        customerId: w.customer.id,
        name: `Evento ${key}`,
        fecha,
        turno,
        precioPaqueteCentavos: total,
        precioTotalCentavos: total,
        deletedAt: deleted ? new Date() : null,
      });
      ids[key] = row.id;
      return row.id;
    };
    const pay = (eventId: string, fechaDePago: string, amountCentavos: number, metodo: string) =>
      t.app.db.insert(eventPayments).values({ eventId, fechaDePago, amountCentavos, metodo });
    const a1 = await event('A1', w.place.id, '2025-03-03', 'Matutino', 1_000_000); // a Monday
    const a2 = await event('A2', w.place.id, '2025-03-08', 'Vespertino', 500_000); // a Saturday
    const b1 = await event('B1', branchB.id, '2025-03-08', 'Vespertino', 800_010);
    const gone = await event('X', w.place.id, '2025-03-10', 'Matutino', 999_900, true);
    const a3 = await event('A3', w.place.id, '2025-01-20', 'Matutino', 30_000);
    await pay(a1, '2025-02-28', 200_000, 'Pago en efectivo'); // the day before the period
    await pay(a1, '2025-03-01', 150_050, 'Tarjeta de crédito'); // its first day
    await pay(a1, '2025-03-31', 25, 'PayPal'); // its last day
    await pay(a2, '2025-04-01', 500_000, 'Pago en efectivo'); // the day after: A2 is then paid in full
    await pay(b1, '2025-03-15', 100_000, '');
    await pay(gone, '2025-03-10', 999_900, 'Pago en efectivo'); // a deleted event's payment never counts
    await pay(a3, '2025-03-02', 30_000, 'Pago en efectivo'); // a January event paid in March
  });

  const MARCH = 'desde=2025-03-01&hasta=2025-03-31';
  const get = (url: string, as: TestUser = w.superAdmin) => call(t.app, { url, as });
  const json = async (url: string, as?: TestUser) => {
    const res = await get(url, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const a = () => ({ uid: w.place.id, nombre: w.place.sucursal });
  const b = () => ({ uid: branchB.id, nombre: branchB.sucursal });

  it('earnings: payments dated in the period, per month and branch, edges included', async () => {
    const r = await json(`/api/reportes/ganancias?${MARCH}`);
    expect(r).toMatchObject({ desde: '2025-03-01', hasta: '2025-03-31', lugar: null, total: 2800.75 });
    expect(r.filas).toEqual(
      [
        { mes: '2025-03', lugar: a(), pagos: 3, cobrado: 1800.75 },
        { mes: '2025-03', lugar: b(), pagos: 1, cobrado: 1000 },
      ].sort((x, y) => x.lugar.nombre.localeCompare(y.lugar.nombre)),
    );
    const wide = await json('/api/reportes/ganancias?desde=2025-02-01&hasta=2025-04-30');
    expect(wide.filas.filter((f: { lugar: { uid: string } }) => f.lugar.uid === w.place.id)).toEqual([
      { mes: '2025-02', lugar: a(), pagos: 1, cobrado: 2000 },
      { mes: '2025-03', lugar: a(), pagos: 3, cobrado: 1800.75 },
      { mes: '2025-04', lugar: a(), pagos: 1, cobrado: 5000 },
    ]);
    expect(wide.total).toBe(9800.75);
  });

  it('earnings: a period cut inside months adds its edge days to its whole months', async () => {
    // Feb 28 and Apr 1 are read day by day, March as a whole month
    const edges = await json('/api/reportes/ganancias?desde=2025-02-28&hasta=2025-04-01');
    expect(edges.filas.filter((f: { lugar: { uid: string } }) => f.lugar.uid === w.place.id)).toEqual([
      { mes: '2025-02', lugar: a(), pagos: 1, cobrado: 2000 },
      { mes: '2025-03', lugar: a(), pagos: 3, cobrado: 1800.75 },
      { mes: '2025-04', lugar: a(), pagos: 1, cobrado: 5000 },
    ]);
    // inside one month: March's first and last day left out
    const inner = await json('/api/reportes/ganancias?desde=2025-03-02&hasta=2025-03-30');
    expect(inner.filas).toEqual(
      [
        { mes: '2025-03', lugar: a(), pagos: 1, cobrado: 300 },
        { mes: '2025-03', lugar: b(), pagos: 1, cobrado: 1000 },
      ].sort((x, y) => x.lugar.nombre.localeCompare(y.lugar.nombre)),
    );
    expect(inner.total).toBe(1300);
    const methods = await json('/api/reportes/pagos?desde=2025-03-02&hasta=2025-03-30');
    expect(methods.total).toBe(1300);
    expect(methods.filas).toHaveLength(2);
  });

  it('earnings: one page of rows with their count, and the chart of every month', async () => {
    const first = await json(`/api/reportes/ganancias?${MARCH}&limit=1`);
    const second = await json(`/api/reportes/ganancias?${MARCH}&limit=1&page=2`);
    expect(first).toMatchObject({ filasTotal: 2, page: 1, limit: 1, total: 2800.75 });
    expect([...first.filas, ...second.filas]).toEqual((await json(`/api/reportes/ganancias?${MARCH}`)).filas);
    expect(first.grafica).toEqual({
      series: [w.place.sucursal, branchB.sucursal],
      meses: [{ mes: '2025-03', cobrado: [1800.75, 1000] }],
    });
    // seven branches collecting in June 2024: the five largest by name, the other two together
    const june = [];
    for (let i = 1; i <= 7; i++) {
      const place = await insertPlace(t.app, `Junio ${i}`);
      const e = await insertEvent(t.app, {
        placeId: place.id,
        customerId: w.customer.id,
        fecha: '2024-06-20',
        precioTotalCentavos: 1_000_000,
      });
      await t.app.db
        .insert(eventPayments)
        .values({ eventId: e.id, fechaDePago: '2024-06-10', amountCentavos: i * 1000, metodo: 'PayPal' });
      june.push(place.sucursal);
    }
    const chart = (await json('/api/reportes/ganancias?desde=2024-06-01&hasta=2024-06-30')).grafica;
    expect(chart).toEqual({
      series: [june[6], june[5], june[4], june[3], june[2], EARNINGS_CHART_OTHERS],
      meses: [{ mes: '2024-06', cobrado: [70, 60, 50, 40, 30, 30] }],
    });
  });

  it('payments by method, largest first; a payment without a method is "No seleccionada"', async () => {
    const r = await json(`/api/reportes/pagos?${MARCH}`);
    expect(r.filas).toEqual([
      { metodo: 'Tarjeta de crédito', pagos: 1, cobrado: 1500.5 },
      { metodo: PAYMENT_METHOD_NONE, pagos: 1, cobrado: 1000 },
      { metodo: 'Pago en efectivo', pagos: 1, cobrado: 300 },
      { metodo: 'PayPal', pagos: 1, cobrado: 0.25 },
    ]);
    expect(r.total).toBe(2800.75);
  });

  it('occupancy: live events per turno and weekday against branches × days', async () => {
    const r = await json(`/api/reportes/ocupacion?${MARCH}`);
    expect(r.filas).toHaveLength(14);
    const cell = (turno: string, dia: number) =>
      r.filas.find((f: { turno: string; dia: number }) => f.turno === turno && f.dia === dia);
    // March 2025 starts on a Saturday: 5 Saturdays, Sundays and Mondays, 4 of every other day
    expect(cell('Matutino', 1)).toEqual({
      turno: 'Matutino',
      dia: 1,
      eventos: 1,
      capacidad: 5 * r.sucursales,
    });
    expect(cell('Vespertino', 6)).toEqual({
      turno: 'Vespertino',
      dia: 6,
      eventos: 2,
      capacidad: 5 * r.sucursales,
    });
    expect(cell('Matutino', 2)).toEqual({
      turno: 'Matutino',
      dia: 2,
      eventos: 0,
      capacidad: 4 * r.sucursales,
    });
    expect(r.filas.reduce((n: number, f: { eventos: number }) => n + f.eventos, 0)).toBe(3); // not the deleted one
    const onlyB = await json(`/api/reportes/ocupacion?${MARCH}&lugar=${branchB.id}`);
    expect(onlyB.sucursales).toBe(1);
    expect(
      onlyB.filas.find((f: { dia: number; turno: string }) => f.dia === 6 && f.turno === 'Vespertino'),
    ).toMatchObject({ eventos: 1, capacidad: 5 });
  });

  it('outstanding balances: events of the period that owe, oldest first, paged, with the totals', async () => {
    const r = await json(`/api/reportes/adeudos?${MARCH}`);
    expect(r.filas).toEqual([
      {
        uid: ids.A1,
        nombre: 'Evento A1',
        fecha: '2025-03-03',
        turno: 'Matutino',
        lugar: a(),
        cliente: 'Ana López',
        precioTotal: 10000,
        abonado: 3500.75,
        adeudo: 6499.25,
        saldoVenceEl: '2025-02-16', // BALANCE_DUE_DAYS (15) before
        vencido: true,
      },
      expect.objectContaining({ uid: ids.B1, precioTotal: 8000.1, abonado: 1000, adeudo: 7000.1 }),
    ]);
    expect(r).toMatchObject({ total: 2, adeudoTotal: 13499.35, page: 1 });
    const page2 = await json(`/api/reportes/adeudos?${MARCH}&limit=1&page=2`);
    expect(page2.filas.map((f: { uid: string }) => f.uid)).toEqual([ids.B1]);
    expect(page2.total).toBe(2);
  });

  it("balances past their due date read 'Vencido', JSON and CSV; due ones on time do not", async () => {
    const today = todayInMexicoCity();
    const owing = async (name: string, fecha: string) =>
      (
        await insertEvent(t.app, {
          placeId: w.place.id,
          customerId: w.customer.id,
          name,
          fecha,
          turno: 'Matutino',
          precioPaqueteCentavos: 100_000,
          precioTotalCentavos: 100_000,
        })
      ).id;
    const late = await owing('Evento tarde', addDays(today, 10)); // due 5 days ago
    const onTime = await owing('Evento a tiempo', addDays(today, 15)); // due today: still on time
    const period = `desde=${today}&hasta=${addDays(today, 20)}`;
    const rows = (await json(`/api/reportes/adeudos?${period}`)).filas;
    expect(rows.find((f: { uid: string }) => f.uid === late)).toMatchObject({
      saldoVenceEl: addDays(today, -5),
      vencido: true,
    });
    expect(rows.find((f: { uid: string }) => f.uid === onTime)).toMatchObject({
      saldoVenceEl: today,
      vencido: false,
    });
    const csv = (await get(`/api/reportes/adeudos.csv?${period}`)).body.split('\r\n');
    expect(csv.find((l) => l.includes('Evento tarde'))).toMatch(/,Vencido$/);
    expect(csv.find((l) => l.includes('Evento a tiempo'))).toMatch(/,$/);
  });

  it('the period defaults to this month in Mexico City', async () => {
    const r = await json('/api/reportes/ganancias');
    const month = monthRange(todayInMexicoCity());
    expect([r.desde, r.hasta]).toEqual([month.from, month.to]);
  });

  it('the debts report, JSON and CSV, defaults to this month and the coming year', async () => {
    const today = todayInMexicoCity();
    const period = [monthRange(today).from, addDays(today, DEBTS_DEFAULT_DAYS_AHEAD)];
    const r = await json('/api/reportes/adeudos');
    expect([r.desde, r.hasta]).toEqual(period);
    expect((await get('/api/reportes/adeudos.csv')).headers['content-disposition']).toBe(
      `attachment; filename="saldos-pendientes-${period[0]}-a-${period[1]}.csv"`,
    );
    // a chosen day wins, as in the other reports
    expect((await json(`/api/reportes/adeudos?${MARCH}`)).hasta).toBe('2025-03-31');
  });

  it('an admin with a branch sees only theirs; asking for another is 403; an admin without one sees all', async () => {
    const mine = await json(`/api/reportes/ganancias?${MARCH}`, w.admin);
    expect(mine.lugar).toEqual(a());
    expect(mine.filas.map((f: { lugar: { uid: string } }) => f.lugar.uid)).toEqual([w.place.id]);
    expect(mine.total).toBe(1800.75);
    const debts = await json(`/api/reportes/adeudos?${MARCH}`, otherAdmin);
    expect(debts.filas.map((f: { uid: string }) => f.uid)).toEqual([ids.B1]);
    const res = await get(`/api/reportes/pagos?${MARCH}&lugar=${branchB.id}`, w.admin);
    expect(res.statusCode).toBe(403);
    const csv = await get(`/api/reportes/ganancias.csv?${MARCH}`, otherAdmin);
    expect(csv.body).not.toContain(w.place.sucursal);
    expect((await json(`/api/reportes/ganancias?${MARCH}`, freeAdmin)).total).toBe(2800.75);
  });

  it('a customer gets 403 and no token 401, on JSON and CSV alike', async () => {
    for (const url of ['/api/reportes/ganancias', '/api/reportes/adeudos.csv']) {
      expect((await get(url, w.customer)).statusCode).toBe(403);
      expect((await call(t.app, { url })).statusCode).toBe(401);
    }
  });

  it('CSV: UTF-8 with BOM, Spanish headers, es-MX values, every row', async () => {
    const res = await get(`/api/reportes/ganancias.csv?${MARCH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ingresos-2025-03-01-a-2025-03-31.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Mes,Sucursal,Pagos,Cobrado (MXN)');
    expect(lines).toContain(`marzo 2025,${w.place.sucursal},3,1800.75`);
    expect(lines).toContain(`marzo 2025,${branchB.sucursal},1,1000.00`);
    expect(lines).toHaveLength(4); // header, 2 rows, the final line end

    const pagos = (await get(`/api/reportes/pagos.csv?${MARCH}`)).body.split('\r\n');
    expect(pagos.slice(0, 3)).toEqual([
      '\uFEFFForma de pago,Pagos,Cobrado (MXN)',
      'Tarjeta de crédito,1,1500.50',
      'No seleccionada,1,1000.00',
    ]);
    const occ = (await get(`/api/reportes/ocupacion.csv?${MARCH}`)).body.split('\r\n');
    expect(occ[0]).toBe('\uFEFFTurno,Día,Eventos,Espacios,Ocupación (%)');
    expect(occ).toHaveLength(16);
    const debts = (await get(`/api/reportes/adeudos.csv?${MARCH}`)).body.split('\r\n');
    expect(debts[0]).toBe(
      '\uFEFFFecha,Turno,Sucursal,Evento,Cliente,Total (MXN),Abonado (MXN),Adeudo (MXN),Saldo vence el,Estado',
    );
    expect(debts[1]).toBe(
      `03/03/2025,Matutino,${w.place.sucursal},Evento A1,Ana López,10000.00,3500.75,6499.25,16/02/2025,Vencido`,
    );
    expect(debts).toHaveLength(4);
  });

  it('a bad period is a 400 with a Spanish message', async () => {
    for (const [query, msg] of [
      ['desde=2025-13-01', REPORT_MSG.dateInvalid],
      ['hasta=ayer', REPORT_MSG.dateInvalid],
      ['desde=2025-03-31&hasta=2025-03-01', REPORT_MSG.rangeInvalid],
      ['desde=2000-01-01&hasta=2025-03-01', REPORT_MSG.rangeTooLong],
      ['lugar=abc', 'Identificador no válido'],
    ]) {
      for (const path of ['ganancias', 'adeudos.csv']) {
        const res = await get(`/api/reportes/${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json()).toEqual({ ok: false, msg });
      }
    }
    const unknown = await get(`/api/reportes/ocupacion?lugar=${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ ok: false, msg: PLACE_MSG.notFound });
    const page = await get(`/api/reportes/adeudos?${MARCH}&limit=500`);
    expect(page.json()).toEqual({ ok: false, msg: REPORT_MSG.limitInvalid });
  });
});
