// A staff booking (POST /api/event) is priced by the one quote — day rules, extras, a promo code
// counted by the database like a request's (50 bookings taking the last use: one wins), staff's own discount —
// and the wizard's totals (POST /api/event/cotizacion) are that same price, so the event equals the panel.
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { PROMO_MSG } from '@salones/shared/promo-codes';
import { QUOTE_TEXT } from '@salones/shared/quote';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events, promoCodes } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp, type TestUser } from '../../test/helper.ts';
import { eventBody, insertPlace, insertProduct, makeWorld, postEvent, type World } from '../../test/world.ts';

const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const today = todayInMexicoCity(NOW);
const weekdayOf = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
let saturdays = 0;
/** A Saturday at least a week ahead, a new one each call. */
function nextSaturday() {
  let d = addDays(today, 7);
  while (weekdayOf(d) !== 6) d = addDays(d, 1);
  saturdays += 1;
  return addDays(d, 7 * saturdays);
}
let wednesdays = 0;
/** A Wednesday at least a week ahead (no weekend rule), a new one each call. */
function nextWednesday() {
  let d = addDays(today, 7);
  while (weekdayOf(d) !== 3) d = addDays(d, 1);
  wednesdays += 1;
  return addDays(d, 7 * wednesdays);
}

describe('staff bookings priced by the one quote', () => {
  let t: TestApp;
  let w: World;
  let piñata: { id: string };
  beforeAll(async () => {
    t = await buildTestApp(
      { now: () => NOW },
      // 50 bookings at once may wait in the embedded database's line longer than its default 5 s
      { BOOKING_SWEEP_INTERVAL_MS: '0', EMBEDDED_DB_MAX_WAIT_MS: '60000' },
    );
    w = await makeWorld(t.app);
    piñata = await insertProduct(t.app, 45_000);
  });
  afterAll(() => t?.close());

  const post = (url: string, as: TestUser | null, payload: object) =>
    call(t.app, { method: 'POST', url, payload, as });
  const staffQuote = (as: TestUser | null, payload: object) => post('/api/event/cotizacion', as, payload);
  const createPromo = async (over: object) => {
    const res = await post('/api/promociones', w.superAdmin, {
      codigo: `S${Math.random().toString(36).slice(2, 9)}`,
      porcentaje: 10,
      desde: today,
      hasta: addDays(today, 30),
      ...over,
    });
    expect(res.statusCode).toBe(201);
    return res.json().promocion as { uid: string; codigo: string };
  };
  const usosOf = async (id: string) =>
    (await t.app.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0].usos;
  const refusal = (res: { statusCode: number; json: () => unknown }) => ({
    status: res.statusCode,
    body: res.json(),
  });

  it('a Saturday with a surcharge, extras, a code and staff’s discount: the panel’s quote is the event’s price', async () => {
    const rule = (
      await post('/api/reglas-precio', w.superAdmin, {
        nombre: 'Recargo fin de semana',
        dias: [6],
        porcentaje: 20,
      })
    ).json().regla.uid;
    const promo = await createPromo({ codigo: 'STAFF10', porcentaje: 10, usosMaximos: 5 });
    const fields = {
      lugar: w.place.id,
      paquete: w.pkg.id,
      fecha: nextSaturday(),
      turno: 'Vespertino',
      personas: 120,
      descuento: 100,
      codigo: 'staff10',
      adicionales: [
        { nombre: 'Piñata grande', piezas: 2, idProducto: piñata.id },
        { nombre: 'Mago', piezas: 1, precio: 1200 },
      ],
    };

    const quoted = await staffQuote(w.admin, fields);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const cotizacion = quoted.json().cotizacion;
    expect(cotizacion).toEqual({
      lineas: [
        {
          tipo: 'paquete',
          concepto: QUOTE_TEXT.paquete('Paquete Fiesta', 120),
          cantidad: 1,
          precioUnitario: 15_000,
          importe: 15_000,
        },
        {
          tipo: 'regla',
          concepto: 'Recargo fin de semana',
          cantidad: 1,
          precioUnitario: 3_000,
          importe: 3_000,
        },
        { tipo: 'extra', concepto: 'Piñata grande', cantidad: 2, precioUnitario: 450, importe: 900 },
        { tipo: 'extra', concepto: 'Mago', cantidad: 1, precioUnitario: 1_200, importe: 1_200 },
      ],
      subtotal: 20_100,
      codigo: 'STAFF10',
      // the code's 10 % of the subtotal, then staff's $100
      descuento: 2_110,
      descuentoManual: 100,
      total: 17_990,
      // staff record the payments themselves: no anticipo
      anticipo: 0,
      saldo: 17_990,
      venceSaldo: null,
    });
    // asking is not using: no use taken yet
    expect(await usosOf(promo.uid)).toBe(0);

    const res = await postEvent(t.app, w.admin, eventBody(w, fields));
    expect(res.statusCode, res.body).toBe(201);
    const evento = res.json().evento;
    expect({
      precioPaquete: evento.precioPaquete,
      precio: evento.precio,
      descuento: evento.descuento,
      precioTotal: evento.precioTotal,
      adicionales: evento.adicionales.map((x: { nombre: string; piezas: number; precio: number }) => [
        x.nombre,
        x.piezas,
        x.precio,
      ]),
    }).toEqual({
      precioPaquete: 18_000,
      precio: cotizacion.subtotal,
      descuento: cotizacion.descuento,
      precioTotal: cotizacion.total,
      adicionales: [
        ['Piñata grande', 2, 450],
        ['Mago', 1, 1_200],
      ],
    });
    expect(await usosOf(promo.uid)).toBe(1);
    const [created] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.eventId, evento.uid), eq(auditLog.kind, 'event_created')));
    expect(created.after).toMatchObject({ codigo: 'STAFF10', descuento: 211_000, precioTotal: 1_799_000 });

    // a rule deleted afterwards changes nothing already sold
    await call(t.app, { method: 'DELETE', url: `/api/reglas-precio/${rule}`, as: w.superAdmin });
    const again = await call(t.app, { url: `/api/event/obtener/${evento.uid}`, as: w.admin });
    expect(again.json().eventoData.precioTotal).toBe(17_990);
  });

  it('a code is refused with the request’s Spanish messages, by the booking and by the panel alike', async () => {
    const otherBranch = await insertPlace(t.app, 'Norte');
    const cases: [object, string][] = [
      [{ desde: addDays(today, 1), hasta: addDays(today, 5) }, PROMO_MSG.notValidToday],
      [{ desde: addDays(today, -5), hasta: addDays(today, -1) }, PROMO_MSG.notValidToday],
      [{ lugares: [otherBranch.id] }, PROMO_MSG.otherBranch],
      [{ minimo: 50_000 }, PROMO_MSG.belowMinimum(5_000_000)],
    ];
    const codes: [string, string][] = [['NOEXISTE', PROMO_MSG.unknown]];
    for (const [over, msg] of cases) codes.push([(await createPromo(over)).codigo, msg]);
    const usedUp = await createPromo({ usosMaximos: 1 });
    await t.app.db.update(promoCodes).set({ usos: 1 }).where(eq(promoCodes.id, usedUp.uid));
    codes.push([usedUp.codigo, PROMO_MSG.usedUp]);

    for (const [codigo, msg] of codes) {
      const fecha = nextWednesday();
      const body = eventBody(w, { fecha, codigo });
      expect(refusal(await postEvent(t.app, w.admin, body)), codigo).toEqual({
        status: 400,
        body: { ok: false, msg },
      });
      expect(refusal(await staffQuote(w.admin, body)), codigo).toEqual({
        status: 400,
        body: { ok: false, msg },
      });
      const booked = await t.app.db.select().from(events).where(eq(events.fecha, fecha));
      expect(booked).toEqual([]);
    }
    expect(await usosOf(usedUp.uid)).toBe(1);
  });

  it('50 staff bookings at once take a code’s last use: exactly one gets it, the others hear it is used up', async () => {
    const promo = await createPromo({ usosMaximos: 3 });
    await t.app.db.update(promoCodes).set({ usos: 2 }).where(eq(promoCodes.id, promo.uid));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postEvent(
          t.app,
          i % 2 ? w.admin : w.superAdmin,
          eventBody(w, { fecha: addDays(today, 400 + i), codigo: promo.codigo }),
        ),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // refused before pricing once the count is read as used up (400), or by the count itself in the race (409)
    expect(statuses.filter((s) => s === 400 || s === 409)).toHaveLength(49);
    expect(new Set(results.filter((r) => r.statusCode !== 201).map((r) => r.json().msg))).toEqual(
      new Set([PROMO_MSG.usedUp]),
    );
    expect(await usosOf(promo.uid)).toBe(3);
    const won = results.find((r) => r.statusCode === 201)!.json().evento;
    expect(won.descuento).toBeGreaterThan(0);
  });

  it('a converted request keeps its quote: staff add extras and a discount after it, but no code', async () => {
    const promo = await createPromo({ codigo: 'FAMILIA5', porcentaje: 5 });
    const fecha = nextWednesday();
    const request = await post('/api/solicitud', w.customer, {
      lugar: w.place.id,
      paquete: w.pkg.id,
      fecha,
      turno: 'Matutino',
      personas: 80,
      extras: [{ producto: piñata.id, cantidad: 1 }],
      codigo: 'familia5',
    });
    expect(request.statusCode, request.body).toBe(201);
    const solicitud = request.json().solicitud;
    expect(await usosOf(promo.uid)).toBe(1);

    const fields = {
      lugar: w.place.id,
      paquete: w.pkg.id,
      fecha,
      turno: 'Matutino',
      personas: 80,
      solicitud: solicitud.uid,
      descuento: 50,
      adicionales: [{ nombre: 'Mago', piezas: 1, precio: 1_000 }],
    };
    const withCode = await postEvent(t.app, w.admin, eventBody(w, { ...fields, codigo: 'STAFF10' }));
    expect(refusal(withCode)).toEqual({ status: 400, body: { ok: false, msg: PROMO_MSG.onConversion } });

    const quoted = (await staffQuote(w.admin, fields)).json().cotizacion;
    // the request's lines (package $10,000, piñata $450, its 5 %), then staff's extra and discount
    expect(quoted.lineas.map((l: { concepto: string }) => l.concepto)).toEqual([
      QUOTE_TEXT.paquete('Paquete Fiesta', 80),
      'Piñata grande',
      'Mago',
    ]);
    expect(quoted).toMatchObject({
      subtotal: 11_450,
      codigo: 'FAMILIA5',
      descuento: 522.5 + 50,
      descuentoManual: 50,
      total: 11_450 - 572.5,
    });
    const res = await postEvent(t.app, w.admin, eventBody(w, { ...fields, user: w.customer.id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().evento).toMatchObject({ precioTotal: quoted.total, descuento: quoted.descuento });
    // the request's use stays taken, and converting took no second one
    expect(await usosOf(promo.uid)).toBe(1);
  });

  it('the panel’s quote is staff only', async () => {
    const body = {
      lugar: w.place.id,
      paquete: w.pkg.id,
      fecha: nextWednesday(),
      turno: 'Matutino',
      personas: 80,
    };
    expect((await staffQuote(null, body)).statusCode).toBe(401);
    expect((await staffQuote(w.customer, body)).statusCode).toBe(403);
    expect((await staffQuote(w.admin, body)).json().cotizacion.total).toBe(10_000);
  });
});
