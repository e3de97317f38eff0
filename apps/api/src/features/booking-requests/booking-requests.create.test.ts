// POST /api/solicitud: every rule, its Spanish message and status; the hold it makes.

import { API_MSG } from '@salones/shared/api-messages';
import { BOOKING_MSG } from '@salones/shared/booking-requests';
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { INVITATION_MSG } from '@salones/shared/invitations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequests, places, slotClaims } from '../../db/schema/index.ts';
import { buildTestApp, call, createUser, type TestApp } from '../../test/helper.ts';
import {
  createEventVia,
  inDays,
  insertPackage,
  insertPlace,
  makeWorld,
  type World,
} from '../../test/world.ts';
import {
  checkSlot,
  createRequestVia,
  freshDate,
  postRequest,
  requestBody,
} from './booking-requests.fixtures.ts';

describe('POST /api/solicitud', () => {
  let t: TestApp;
  let w: World;
  // the app's clock: fixed for the whole file (real time, to the minute)
  const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const today = todayInMexicoCity(NOW);
  beforeAll(async () => {
    t = await buildTestApp({ now: () => NOW }, { BOOKING_SWEEP_INTERVAL_MS: '0' });
    w = await makeWorld(t.app);
  });
  afterAll(() => t?.close());

  const refused = async (payload: object, status: number, msg: string, as = w.customer) => {
    const res = await postRequest(t.app, as, payload);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { ok: false, msg } });
  };

  it('201: the request, its band price and a 48 h hold from now; the slot is taken', async () => {
    const fecha = freshDate();
    const body = requestBody(w, { fecha: fecha.replaceAll('-', '/'), personas: 120 });
    const res = await postRequest(t.app, w.customer, body);
    expect(res.statusCode).toBe(201);
    const { ok, msg, solicitud } = res.json();
    expect({ ok, msg }).toEqual({ ok: true, msg: BOOKING_MSG.created });
    expect(solicitud).toMatchObject({
      estado: 'pendiente',
      fecha,
      turno: 'Vespertino',
      personas: 120,
      banda: 'grande',
      precioPaquete: 15_000,
      comentarios: 'Piñata de unicornio',
      lugar: { uid: w.place.id, _id: w.place.id, sucursal: w.place.sucursal },
      paquete: { uid: w.pkg.id, name: w.pkg.name },
      user: w.customer.id,
      userName: 'Ana',
      email: w.customer.email,
      venceEl: new Date(NOW.getTime() + 48 * 3_600_000).toISOString(),
      creadoEl: NOW.toISOString(),
      motivo: null,
      evento: null,
    });
    expect(solicitud.uid).toBe(solicitud._id);
    const basico = await createRequestVia(t.app, w.customer, w, { personas: 50 });
    expect({ banda: basico.banda, precio: basico.precioPaquete }).toEqual({
      banda: 'basico',
      precio: 10_000,
    });
    const res2 = await checkSlot(t.app, { lugar: w.place.id, fecha, turno: 'Vespertino' });
    expect(res2.statusCode).toBe(409);
    expect(res2.json().msg).toBe(BOOKING_MSG.slotTaken);
    await t.app.db.delete(bookingRequests).where(eq(bookingRequests.customerId, w.customer.id));
  });

  it('names whose birthday it is (‘¿Quién cumple años?’): the child and the age; older clients send neither', async () => {
    const family = await createUser(t.app, { role: 'user' });
    const named = await createRequestVia(t.app, family, w, { festejado: '  Sofía ', edad: 6 });
    expect(named).toMatchObject({ festejado: 'Sofía', edad: 6 });
    const listed = await call(t.app, { url: '/api/solicitud', as: family });
    expect(listed.json().solicitudes.find((r: { uid: string }) => r.uid === named.uid)).toMatchObject({
      festejado: 'Sofía',
      edad: 6,
    });
    // a form's text for the age is taken too; a client that knows neither field still books
    expect(await createRequestVia(t.app, family, w, { festejado: 'Leo', edad: '3' })).toMatchObject({
      edad: 3,
    });
    const old = await createRequestVia(t.app, family, w);
    expect(old).toMatchObject({ festejado: '', edad: null });
    const other = await createUser(t.app, { role: 'user' });
    await refused(requestBody(w, { festejado: 'Leo', edad: 18 }), 400, INVITATION_MSG.edadInvalid, other);
    await refused(requestBody(w, { festejado: 'Leo', edad: 'seis' }), 400, INVITATION_MSG.edadInvalid, other);
    await refused(requestBody(w, { festejado: 'x'.repeat(61) }), 400, INVITATION_MSG.festejadoTooLong, other);
  });

  it('401 without a session, 401 for an inactive account, 403 for staff', async () => {
    await refused(requestBody(w), 401, API_MSG.noToken, null as never);
    const inactive = await createUser(t.app, { active: false });
    await refused(requestBody(w), 401, API_MSG.accountInactive, inactive);
    await refused(requestBody(w), 403, API_MSG.forbidden, w.admin);
  });

  it('400 for missing or malformed fields, each with its message', async () => {
    const base = requestBody(w);
    await refused({ ...base, lugar: undefined }, 400, BOOKING_MSG.lugarRequired);
    await refused({ ...base, lugar: 'x' }, 400, BOOKING_MSG.lugarRequired);
    await refused({ ...base, paquete: '' }, 400, BOOKING_MSG.paqueteRequired);
    await refused({ ...base, fecha: ' ' }, 400, BOOKING_MSG.fechaRequired);
    await refused({ ...base, turno: undefined }, 400, BOOKING_MSG.turnoRequired);
    await refused({ ...base, personas: undefined }, 400, BOOKING_MSG.personasRequired);
    await refused({ ...base, personas: true }, 400, BOOKING_MSG.personasRequired);
    await refused({ ...base, comentarios: 'x'.repeat(2001) }, 400, BOOKING_MSG.textTooLong);
  });

  it('400: the date must be real and after today (Mexico City), the turno known, 50–150 guests', async () => {
    const base = requestBody(w);
    await refused({ ...base, fecha: '2031/02/30' }, 400, BOOKING_MSG.dateInvalid);
    await refused({ ...base, turno: 'Nocturno' }, 400, BOOKING_MSG.turnoInvalid);
    // today and yesterday in Mexico City are refused, tomorrow is fine
    await refused({ ...base, fecha: today }, 400, BOOKING_MSG.dateNotAfterToday);
    await refused({ ...base, fecha: addDays(today, -1) }, 400, BOOKING_MSG.dateNotAfterToday);
    for (const personas of [49, 151, 0, 80.5]) {
      await refused({ ...base, personas }, 400, BOOKING_MSG.personasRange);
    }
    // tomorrow, when the branch asks for no lead time (closures.test.ts checks the lead time)
    await t.app.db.update(places).set({ diasAnticipacion: 0 }).where(eq(places.id, w.place.id));
    const tomorrow = await createRequestVia(t.app, w.customer, w, {
      fecha: addDays(today, 1),
      personas: 150,
    });
    await t.app.db.update(places).set({ diasAnticipacion: 2 }).where(eq(places.id, w.place.id));
    expect(tomorrow.fecha).toBe(addDays(today, 1));
    await t.app.db.delete(bookingRequests).where(eq(bookingRequests.id, tomorrow.uid));
  });

  it('404 for an unknown branch or package, 400 for a package of another branch', async () => {
    const other = await insertPlace(t.app, 'Norte');
    const otherPkg = await insertPackage(t.app, other.id);
    const base = requestBody(w);
    await refused({ ...base, lugar: crypto.randomUUID() }, 404, BOOKING_MSG.placeNotFound);
    await refused({ ...base, paquete: crypto.randomUUID() }, 404, BOOKING_MSG.packageNotFound);
    await refused({ ...base, paquete: otherPkg.id }, 400, BOOKING_MSG.packageNotInBranch);
  });

  it('409 when the slot is taken by an event or by another live request', async () => {
    const [day1, day2] = [freshDate(), freshDate()];
    const evento = await createEventVia(t.app, w, { fecha: day1, turno: 'Vespertino' });
    expect(evento.fecha).toBe(day1);
    await refused(requestBody(w, { fecha: day1 }), 409, BOOKING_MSG.slotTaken);
    const other = await createUser(t.app);
    const held = await createRequestVia(t.app, other, w, { fecha: day2 });
    await refused(requestBody(w, { fecha: day2 }), 409, BOOKING_MSG.slotTaken);
    // the other turno of that day is free
    const morning = await createRequestVia(t.app, w.customer, w, { fecha: day2, turno: 'Matutino' });
    expect(morning.turno).toBe('Matutino');
    await t.app.db.delete(bookingRequests).where(eq(bookingRequests.id, morning.uid));
    expect(held.estado).toBe('pendiente');
  });

  it('409 for a fourth pending request; a cancelled one no longer counts', async () => {
    const customer = await createUser(t.app);
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createRequestVia(t.app, customer, w));
    await refused(requestBody(w), 409, BOOKING_MSG.tooManyPending, customer);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitud/${made[0].uid}/cancelar`,
      headers: { 'x-auth-token': customer.token },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await postRequest(t.app, customer, requestBody(w))).statusCode).toBe(201);
    const rows = await t.app.db
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.customerId, customer.id));
    expect(rows).toHaveLength(4);
  });

  it('a refused request leaves no row and no claim', async () => {
    const before = await t.app.db.select().from(slotClaims);
    const fecha = freshDate();
    await refused(requestBody(w, { fecha, personas: 200 }), 400, BOOKING_MSG.personasRange);
    expect(await t.app.db.select().from(slotClaims)).toEqual(before);
    expect(inDays(1) < fecha).toBe(true);
  });
});
