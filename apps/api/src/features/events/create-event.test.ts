import { todayInMexicoCity } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventExtras, eventPayments, events } from '../../db/schema/index.ts';
import { createUser } from '../../test/helper.ts';
import {
  eventBody,
  inDays,
  insertPackage,
  insertPlace,
  insertProduct,
  postEvent,
  setupWorld,
} from './events.fixtures.ts';

describe('POST /api/event — docs/product.md#5-validation-rules creation checks, in order', () => {
  const { t, w } = setupWorld();

  const expect400 = async (payload: object, msg: string) => {
    const res = await postEvent(t.app, w.admin, payload);
    expect(res.json()).toEqual({ ok: false, msg });
    expect(res.statusCode).toBe(400);
  };

  it('1) refuses today and past dates', async () => {
    await expect400(eventBody(w, { fecha: todayInMexicoCity() }), MSG.dateNotAfterToday);
    await expect400(eventBody(w, { fecha: inDays(-3) }), MSG.dateNotAfterToday);
  });

  it('1 before 2: a past date and a missing name answer the date message', async () => {
    await expect400(eventBody(w, { fecha: inDays(-1), name: '' }), MSG.dateNotAfterToday);
  });

  it('2) name, fecha, turno, paquete, personas, lugar and user are mandatory', async () => {
    for (const key of ['name', 'fecha', 'turno', 'paquete', 'personas', 'lugar', 'user'] as const) {
      await expect400({ ...eventBody(w), [key]: undefined }, MSG.eventMandatory);
    }
  });

  it('2 before 3: a missing package and no payments answer the mandatory message', async () => {
    await expect400(eventBody(w, { paquete: '', abonos: [] }), MSG.eventMandatory);
  });

  it('3) the payments must add up to at least $500', async () => {
    await expect400(eventBody(w, { abonos: [] }), MSG.abonoMinTotal);
    await expect400(eventBody(w, { abonos: [{ abono: 200 }, { abono: 299.99 }] }), MSG.abonoMinTotal);
  });

  it('3 before 4: a total below $500 with payments under $500 answers the minimum message', async () => {
    const cheap = await insertPackage(t.app, w.place.id, { basico: 30_000, grande: 40_000 });
    await expect400(eventBody(w, { paquete: cheap.id, abonos: [{ abono: 400 }] }), MSG.abonoMinTotal);
  });

  it('4) the payments must not exceed the total', async () => {
    await expect400(eventBody(w, { abonos: [{ abono: 6000 }, { abono: 4000.01 }] }), MSG.abonoOverTotal);
  });

  it('accepts payments of exactly $500 and exactly the total', async () => {
    expect(
      (await postEvent(t.app, w.admin, eventBody(w, { abonos: [{ abono: 250 }, { abono: 250 }] })))
        .statusCode,
    ).toBe(201);
    expect((await postEvent(t.app, w.admin, eventBody(w, { abonos: [{ abono: 10000 }] }))).statusCode).toBe(
      201,
    );
  });

  it('refuses more than 150 people, an unknown turno, a customer who is staff, a package of another branch', async () => {
    await expect400(eventBody(w, { personas: 151 }), 'El número máximo de personas es 150');
    await expect400(eventBody(w, { turno: 'Nocturno' }), 'El turno no es válido');
    const res = await postEvent(t.app, w.admin, eventBody(w, { user: w.admin.id }));
    expect(res.statusCode).toBe(400);
    const other = await insertPlace(t.app, 'Norte');
    await expect400(eventBody(w, { lugar: other.id }), 'El paquete no pertenece a esta sucursal');
  });

  it('answers 404 for an unknown customer, branch or product', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await postEvent(t.app, w.admin, eventBody(w, { user: unknown }))).statusCode).toBe(404);
    expect((await postEvent(t.app, w.admin, eventBody(w, { lugar: 'no-es-uuid' }))).statusCode).toBe(404);
    const extra = { nombre: 'X', idProducto: unknown };
    expect((await postEvent(t.app, w.admin, eventBody(w, { adicionales: [extra] }))).statusCode).toBe(404);
  });

  it.each([
    [100, 10000],
    [101, 15000],
    [150, 15000],
    [50, 10000],
  ])('prices %i people with the band price $%i', async (personas, expected) => {
    const res = await postEvent(t.app, w.admin, eventBody(w, { personas }));
    expect(res.statusCode).toBe(201);
    expect(res.json().evento.precioPaquete).toBe(expected);
  });

  it('derives every total on the server: product price, price × pieces, discount; client totals ignored', async () => {
    const product = await insertProduct(t.app, 25_050); // $250.50
    const body = {
      ...eventBody(w, { personas: 120, descuento: 1000.5 }),
      adicionales: [
        { nombre: 'Piñata', piezas: 2, precio: 1, idProducto: product.id, total: 99999 },
        { nombre: 'Globos', piezas: 3, precio: 10.1 },
      ],
      abonos: [{ abono: 700, metodo: 'PayPal', fechadePago: '2026/01/15' }, { abono: 300 }],
      precioPaquete: 1,
      precio: 2,
      precioTotal: 3,
    };
    const res = await postEvent(t.app, w.admin, body);
    expect(res.statusCode).toBe(201);
    const { evento, msg, ok } = res.json();
    expect({ ok, msg }).toEqual({ ok: true, msg: 'El evento se agrego de forma satisfactoria' });
    expect(evento.adicionales.map((x: { precio: number; total: number }) => [x.precio, x.total])).toEqual([
      [250.5, 501],
      [10.1, 30.3],
    ]);
    expect(evento.precioPaquete).toBe(15000);
    expect(evento.precio).toBe(15531.3);
    expect(evento.descuento).toBe(1000.5);
    expect(evento.precioTotal).toBe(14530.8);
    expect(evento.abonado).toBe(1000);
    expect(evento.adeudo).toBe(13530.8);
    expect(evento.abonos[0]).toMatchObject({
      abono: 700,
      metodo: 'PayPal',
      fechadePago: '2026-01-15',
      recibio: w.admin.id,
    });
    expect(evento.abonos[1]).toMatchObject({
      metodo: 'No seleccionada',
      fechadePago: todayInMexicoCity(),
      recibioName: 'Beto Admin',
    });
    const [row] = await t.app.db.select().from(events).where(eq(events.id, evento.uid));
    expect(row.precioTotalCentavos).toBe(1_453_080);
  });

  it('records the creator, registration date, menu (piñata → pinata), and answers the EventDto', async () => {
    const body = eventBody(w, {
      piñata: 'Mario',
      guisado4: 'Tinga',
      comentarios: 'Sin nueces',
      show: 'Payaso',
    });
    const res = await postEvent(t.app, w.superAdmin, body);
    expect(res.statusCode).toBe(201);
    const e = res.json().evento;
    expect(e).toMatchObject({
      name: 'Cumpleaños de Sofía',
      fecha: body.fecha!.replaceAll('/', '-'),
      turno: 'Matutino',
      paquete: { uid: w.pkg.id, _id: w.pkg.id, name: 'Paquete Fiesta' },
      paqueteName: 'Paquete Fiesta',
      lugar: { uid: w.place.id, _id: w.place.id, sucursal: w.place.sucursal, lugarname: w.place.lugarname },
      user: w.customer.id,
      userName: 'Ana',
      lastname: 'López',
      email: w.customer.email,
      creador: { uid: w.superAdmin.id, name: 'Carla', lastname: 'Master' },
      fechaDeRegistro: todayInMexicoCity(),
      piñata: 'Mario',
      guisado4: 'Tinga',
      comentarios: 'Sin nueces',
      show: 'Payaso',
      entrada: '14:00',
    });
    expect(e.uid).toBe(e._id);
    const [row] = await t.app.db.select().from(events).where(eq(events.id, e.uid));
    expect(row.pinata).toBe('Mario');
  });

  it('refuses a payment received by someone who is not staff, writing nothing', async () => {
    const before = await t.app.db.select().from(events);
    const recibio = (await createUser(t.app, { role: 'user' })).id;
    const res = await postEvent(t.app, w.admin, eventBody(w, { abonos: [{ abono: 800, recibio }] }));
    expect(res.json().msg).toBe('Quien recibió el abono debe ser un administrador');
    expect(await t.app.db.select().from(events)).toHaveLength(before.length);
    const payments = await t.app.db.select().from(eventPayments);
    const extras = await t.app.db.select().from(eventExtras);
    expect(payments.every((p) => before.some((e) => e.id === p.eventId))).toBe(true);
    expect(extras.every((x) => before.some((e) => e.id === x.eventId))).toBe(true);
  });

  it('refuses amounts the database cannot store', async () => {
    const huge = { nombre: 'Castillo', piezas: 10_000, precio: 1_000_000 };
    await expect400(eventBody(w, { adicionales: [huge] }), 'El importe del evento es demasiado grande');
  });

  it('answers 409 for a taken slot', async () => {
    const body = eventBody(w);
    expect((await postEvent(t.app, w.admin, body)).statusCode).toBe(201);
    const again = await postEvent(t.app, w.admin, { ...body, name: 'Otra fiesta' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ ok: false, msg: 'Esta fecha ya está ocupada, elige otra fecha o turno' });
    expect((await postEvent(t.app, w.admin, { ...body, turno: 'Vespertino' })).statusCode).toBe(201);
  });
});
