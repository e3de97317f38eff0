// Price rules and their permissions, promo codes, POST /api/cotizacion and its Spanish
// refusals, the request keeping its quote, the use of a code counted by the database (50 at once → one) and
// given back, and the event a request becomes equal to its quote.
import { BOOKING_MSG } from '@salones/shared/booking-requests';
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { PRICE_RULE_MSG } from '@salones/shared/price-rules';
import { PROMO_MSG } from '@salones/shared/promo-codes';
import { QUOTE_MSG, QUOTE_TEXT } from '@salones/shared/quote';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequests, promoCodes } from '../../db/schema/index.ts';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../test/helper.ts';
import {
  eventBody,
  insertPackage,
  insertPlace,
  insertProduct,
  makeWorld,
  manyCustomers,
  postEvent,
  type World,
} from '../../test/world.ts';

const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const today = todayInMexicoCity(NOW);
const weekdayOf = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
let saturdays = 0;
/** A Saturday at least a week ahead not used before in this file. */
function nextSaturday() {
  let d = addDays(today, 7);
  while (weekdayOf(d) !== 6) d = addDays(d, 1);
  saturdays += 1;
  return addDays(d, 7 * saturdays);
}
/** A Tuesday … Thursday ahead (no weekend rule falls on it). */
let midweeks = 0;
function nextWednesday() {
  let d = addDays(today, 7);
  while (weekdayOf(d) !== 3) d = addDays(d, 1);
  midweeks += 1;
  return addDays(d, 7 * midweeks);
}

describe('price rules, promo codes and the quote', () => {
  let t: TestApp;
  let w: World;
  let piñata: { id: string };
  let otherAdmin: TestUser;
  let otherPlace: { id: string };
  beforeAll(async () => {
    t = await buildTestApp(
      { now: () => NOW },
      { BOOKING_SWEEP_INTERVAL_MS: '0', EMBEDDED_DB_MAX_WAIT_MS: '60000' },
    );
    w = await makeWorld(t.app);
    piñata = await insertProduct(t.app, 45_000);
    otherPlace = await insertPlace(t.app, 'Norte');
    otherAdmin = await createUser(t.app, { role: 'admin', placeId: otherPlace.id });
  });
  afterAll(() => t?.close());

  const post = (url: string, as: TestUser | null, payload: object) =>
    call(t.app, { method: 'POST', url, payload, as });
  const quote = (payload: object) => post('/api/cotizacion', null, payload);
  const quoteBody = (over: object = {}) => ({
    lugar: w.place.id,
    paquete: w.pkg.id,
    fecha: nextWednesday(),
    turno: 'Vespertino',
    personas: 120,
    ...over,
  });
  const refusal = (res: { statusCode: number; json: () => unknown }) => ({
    status: res.statusCode,
    body: res.json(),
  });

  describe('price rules: who may set them', () => {
    it('an admin of a branch creates and deletes that branch’s rules; not another’s, not one for all', async () => {
      const own = await post('/api/reglas-precio', w.admin, {
        lugar: w.place.id,
        nombre: 'Domingo',
        dias: [0],
        porcentaje: 5,
      });
      expect(own.statusCode).toBe(201);
      expect(own.json()).toMatchObject({
        ok: true,
        msg: PRICE_RULE_MSG.created,
        regla: { lugar: w.place.id, dias: [0] },
      });
      expect(
        refusal(
          await post('/api/reglas-precio', otherAdmin, {
            lugar: w.place.id,
            nombre: 'x',
            dias: [1],
            monto: 10,
          }),
        ),
      ).toEqual({ status: 403, body: { ok: false, msg: PRICE_RULE_MSG.forbidden } });
      expect(
        refusal(await post('/api/reglas-precio', w.admin, { nombre: 'x', dias: [1], monto: 10 })),
      ).toEqual({
        status: 403,
        body: { ok: false, msg: PRICE_RULE_MSG.forbiddenAll },
      });
      const id = own.json().regla.uid;
      const del = (as: TestUser) => call(t.app, { method: 'DELETE', url: `/api/reglas-precio/${id}`, as });
      expect(refusal(await del(otherAdmin))).toEqual({
        status: 403,
        body: { ok: false, msg: PRICE_RULE_MSG.forbidden },
      });
      expect((await del(w.admin)).json()).toEqual({ ok: true, msg: PRICE_RULE_MSG.deleted });
      expect(refusal(await del(w.admin))).toEqual({
        status: 404,
        body: { ok: false, msg: PRICE_RULE_MSG.notFound },
      });
    });

    it('a customer or nobody may not read or write them; bad input has its Spanish message', async () => {
      expect(
        (await call(t.app, { method: 'GET', url: '/api/reglas-precio', as: w.customer })).statusCode,
      ).toBe(403);
      expect(
        (await post('/api/reglas-precio', null, { nombre: 'x', dias: [6], porcentaje: 5 })).statusCode,
      ).toBe(401);
      expect(refusal(await post('/api/reglas-precio', w.superAdmin, { nombre: 'x', porcentaje: 5 }))).toEqual(
        {
          status: 400,
          body: { ok: false, msg: PRICE_RULE_MSG.whenRequired },
        },
      );
      expect(
        refusal(
          await post('/api/reglas-precio', w.superAdmin, { nombre: 'x', dias: [6], porcentaje: 5, monto: 3 }),
        ),
      ).toEqual({ status: 400, body: { ok: false, msg: PRICE_RULE_MSG.amountRequired } });
    });

    it('an admin lists their branch’s rules and those for all, not another branch’s', async () => {
      const mine = await post('/api/reglas-precio', w.admin, {
        lugar: w.place.id,
        nombre: 'Mía',
        desde: '2099-01-01',
        hasta: '2099-01-02',
        monto: 1,
      });
      const theirs = await post('/api/reglas-precio', otherAdmin, {
        nombre: 'Suya',
        lugar: otherPlace.id,
        desde: '2099-01-01',
        hasta: '2099-01-02',
        monto: 1,
      });
      const list = await call(t.app, { method: 'GET', url: '/api/reglas-precio', as: w.admin });
      const names = list.json().reglas.map((r: { nombre: string }) => r.nombre);
      expect(names).toContain('Mía');
      expect(theirs.statusCode).toBe(201);
      expect(names).not.toContain('Suya');
      const asked = await call(t.app, {
        method: 'GET',
        url: `/api/reglas-precio?lugar=${otherPlace.id}`,
        as: w.admin,
      });
      expect(refusal(asked)).toEqual({ status: 403, body: { ok: false, msg: PRICE_RULE_MSG.forbidden } });
      await call(t.app, {
        method: 'DELETE',
        url: `/api/reglas-precio/${mine.json().regla.uid}`,
        as: w.admin,
      });
    });
  });

  describe('the quote', () => {
    it('package, Saturday rules (percentages of the band price first, then fixed), extras; a weekday is untouched', async () => {
      const rules = [
        { nombre: 'Sábado fijo', dias: [6], monto: 500, lugar: w.place.id },
        { nombre: 'Sábado', dias: [6], porcentaje: 20 },
      ];
      const ids: string[] = [];
      for (const r of rules) ids.push((await post('/api/reglas-precio', w.superAdmin, r)).json().regla.uid);
      const sat = await quote(
        quoteBody({ fecha: nextSaturday(), extras: [{ producto: piñata.id, cantidad: 2 }] }),
      );
      expect(sat.statusCode).toBe(200);
      expect(sat.json().cotizacion).toEqual({
        lineas: [
          {
            tipo: 'paquete',
            concepto: QUOTE_TEXT.paquete('Paquete Fiesta', 120),
            cantidad: 1,
            precioUnitario: 15_000,
            importe: 15_000,
          },
          { tipo: 'regla', concepto: 'Sábado', cantidad: 1, precioUnitario: 3_000, importe: 3_000 },
          { tipo: 'regla', concepto: 'Sábado fijo', cantidad: 1, precioUnitario: 500, importe: 500 },
          { tipo: 'extra', concepto: 'Piñata grande', cantidad: 2, precioUnitario: 450, importe: 900 },
        ],
        subtotal: 19_400,
        codigo: null,
        descuento: 0,
        total: 19_400,
        anticipo: 0,
        saldo: 19_400,
        venceSaldo: null,
      });
      const wed = (await quote(quoteBody())).json().cotizacion;
      expect(wed.lineas).toHaveLength(1);
      expect(wed.total).toBe(15_000);
      for (const id of ids)
        await call(t.app, { method: 'DELETE', url: `/api/reglas-precio/${id}`, as: w.superAdmin });
    });

    it('a rule for another branch does not apply; a discount never takes the package below zero', async () => {
      const place2 = await insertPlace(t.app, 'Sur');
      const pkg2 = await insertPackage(t.app, place2.id, { basico: 100_000, grande: 200_000 });
      const otra = await post('/api/reglas-precio', w.superAdmin, {
        lugar: w.place.id,
        nombre: 'Otra',
        dias: [3],
        porcentaje: 50,
      });
      await post('/api/reglas-precio', w.superAdmin, {
        lugar: place2.id,
        nombre: 'Regalo',
        dias: [3],
        monto: -5_000,
      });
      const res = await quote(
        quoteBody({
          lugar: place2.id,
          paquete: pkg2.id,
          personas: 60,
          extras: [{ producto: piñata.id, cantidad: 1 }],
        }),
      );
      const c = res.json().cotizacion;
      expect(c.lineas.map((l: { concepto: string }) => l.concepto)).toEqual([
        QUOTE_TEXT.paquete('Paquete Fiesta', 60),
        'Regalo',
        QUOTE_TEXT.ajuste,
        'Piñata grande',
      ]);
      expect(c.total).toBe(450);
      await call(t.app, {
        method: 'DELETE',
        url: `/api/reglas-precio/${otra.json().regla.uid}`,
        as: w.superAdmin,
      });
    });

    it('each refusal has its Spanish message', async () => {
      const cases: [object, number, string][] = [
        [quoteBody({ fecha: today }), 400, BOOKING_MSG.dateNotAfterToday],
        [quoteBody({ personas: 151 }), 400, BOOKING_MSG.personasRange],
        [quoteBody({ turno: 'Noche' }), 400, BOOKING_MSG.turnoInvalid],
        [quoteBody({ paquete: crypto.randomUUID() }), 404, BOOKING_MSG.packageNotFound],
        [
          quoteBody({ extras: [{ producto: crypto.randomUUID(), cantidad: 1 }] }),
          404,
          QUOTE_MSG.productNotFound,
        ],
        [quoteBody({ extras: [{ producto: piñata.id, cantidad: 0 }] }), 400, QUOTE_MSG.cantidadInvalid],
        [quoteBody({ codigo: 'NOEXISTE' }), 400, PROMO_MSG.unknown],
      ];
      for (const [body, status, msg] of cases) {
        expect(refusal(await quote(body))).toEqual({ status, body: { ok: false, msg } });
      }
    });
  });

  describe('promo codes', () => {
    const promo = (over: object = {}) => ({
      codigo: `C${Math.random().toString(36).slice(2, 9)}`,
      porcentaje: 10,
      desde: today,
      hasta: addDays(today, 30),
      ...over,
    });
    const createPromo = async (over: object = {}) => {
      const res = await post('/api/promociones', w.superAdmin, promo(over));
      expect(res.statusCode).toBe(201);
      return res.json().promocion;
    };

    it('super_admin only; unique whatever the case; PUT changes it; DELETE removes it', async () => {
      expect((await post('/api/promociones', w.admin, promo())).statusCode).toBe(403);
      const p = await createPromo({ codigo: 'verano-26' });
      expect(p.codigo).toBe('VERANO-26');
      expect(refusal(await post('/api/promociones', w.superAdmin, promo({ codigo: 'Verano-26' })))).toEqual({
        status: 409,
        body: { ok: false, msg: PROMO_MSG.duplicate },
      });
      const put = await call(t.app, {
        method: 'PUT',
        url: `/api/promociones/${p.uid}`,
        as: w.superAdmin,
        payload: promo({ codigo: 'verano-26', monto: 300, porcentaje: undefined, usosMaximos: 5 }),
      });
      expect(put.json()).toMatchObject({
        ok: true,
        promocion: { monto: 300, porcentaje: null, usosMaximos: 5 },
      });
      const del = await call(t.app, { method: 'DELETE', url: `/api/promociones/${p.uid}`, as: w.superAdmin });
      expect(del.json()).toEqual({ ok: true, msg: PROMO_MSG.deleted });
    });

    it('applies to the subtotal (package at its day price + extras), typed in any case', async () => {
      const p = await createPromo({ porcentaje: 10 });
      const c = (
        await quote(
          quoteBody({ codigo: p.codigo.toLowerCase(), extras: [{ producto: piñata.id, cantidad: 2 }] }),
        )
      ).json().cotizacion;
      expect({ subtotal: c.subtotal, codigo: c.codigo, descuento: c.descuento, total: c.total }).toEqual({
        subtotal: 15_900,
        codigo: p.codigo,
        descuento: 1_590,
        total: 14_310,
      });
    });

    it('refused when not valid today, for another branch, below its minimum or used up', async () => {
      const cases: [object, string][] = [
        [{ desde: addDays(today, 1), hasta: addDays(today, 5) }, PROMO_MSG.notValidToday],
        [{ desde: addDays(today, -5), hasta: addDays(today, -1) }, PROMO_MSG.notValidToday],
        [{ lugares: [(await insertPlace(t.app, 'Este')).id] }, PROMO_MSG.otherBranch],
        [{ minimo: 20_000 }, PROMO_MSG.belowMinimum(2_000_000)],
      ];
      for (const [over, msg] of cases) {
        const p = await createPromo(over);
        expect(refusal(await quote(quoteBody({ codigo: p.codigo })))).toEqual({
          status: 400,
          body: { ok: false, msg },
        });
      }
      const used = await createPromo({ usosMaximos: 1 });
      await t.app.db.update(promoCodes).set({ usos: 1 }).where(eq(promoCodes.id, used.uid));
      expect(refusal(await quote(quoteBody({ codigo: used.codigo })))).toEqual({
        status: 400,
        body: { ok: false, msg: PROMO_MSG.usedUp },
      });
    });

    it('50 customers at once take the last use: exactly one request gets it, the others hear it is used up', async () => {
      const p = await createPromo({ usosMaximos: 3 });
      await t.app.db.update(promoCodes).set({ usos: 2 }).where(eq(promoCodes.id, p.uid));
      const customers = await manyCustomers(t, 50);
      const results = await Promise.all(
        customers.map((c, i) =>
          post('/api/solicitud', c, { ...quoteBody({ fecha: addDays(today, 100 + i), codigo: p.codigo }) }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      const others = results.filter((r) => r.statusCode !== 201).map((r) => r.json().msg);
      expect(new Set(others)).toEqual(new Set([PROMO_MSG.usedUp]));
      const [row] = await t.app.db.select().from(promoCodes).where(eq(promoCodes.id, p.uid));
      expect(row.usos).toBe(3);
      const withCode = await t.app.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.promoCodeId, p.uid));
      expect(withCode).toHaveLength(1);
    });
  });

  describe('a request keeps its quote and its event equals it', () => {
    it('the request stores the quote; staff convert it sending no extras nor discount; the event total is the quote’s', async () => {
      const fecha = nextSaturday();
      const rule = (
        await post('/api/reglas-precio', w.superAdmin, { nombre: 'Sábado', dias: [6], porcentaje: 10 })
      ).json().regla.uid;
      const p = (
        await post('/api/promociones', w.superAdmin, {
          codigo: 'FIESTA500',
          monto: 500,
          desde: today,
          hasta: addDays(today, 9),
        })
      ).json().promocion;
      const body = {
        ...quoteBody({ fecha, extras: [{ producto: piñata.id, cantidad: 1 }], codigo: 'fiesta500' }),
      };
      const quoted = (await quote(body)).json().cotizacion;
      const res = await post('/api/solicitud', w.customer, body);
      expect(res.statusCode).toBe(201);
      const solicitud = res.json().solicitud;
      expect(solicitud.cotizacion).toEqual(quoted);
      expect(quoted).toMatchObject({ subtotal: 16_950, descuento: 500, total: 16_450 });
      expect(solicitud.precioPaquete).toBe(16_500);

      // a rule changed afterwards changes nothing already asked for
      await call(t.app, { method: 'DELETE', url: `/api/reglas-precio/${rule}`, as: w.superAdmin });
      const again = (
        await call(t.app, { method: 'GET', url: `/api/solicitud/${solicitud.uid}`, as: w.customer })
      ).json();
      expect(again.solicitud.cotizacion.total).toBe(16_450);

      const ev = await postEvent(
        t.app,
        w.admin,
        eventBody(w, { fecha, turno: 'Vespertino', personas: 120, solicitud: solicitud.uid }),
      );
      expect(ev.statusCode).toBe(201);
      const evento = ev.json().evento;
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
        precioPaquete: 16_500,
        precio: quoted.subtotal,
        descuento: quoted.descuento,
        precioTotal: quoted.total,
        adicionales: [['Piñata grande', 1, 450]],
      });
      expect(p.codigo).toBe('FIESTA500');
    });
  });
});
