// Closures (/api/cierres) and lead time (diasAnticipacion) — each rule, its Spanish message and
// status, the permissions (an admin manages only their branch), and closures in the calendar and availability.

import type { BookingRequestCreate } from '@salones/shared/booking-requests';
import { CLOSURE_MSG } from '@salones/shared/closures';
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { SLOT_MSG } from '@salones/shared/slots';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../test/helper.ts';
import { eventBody, insertPackage, insertPlace, makeWorld, postEvent, type World } from '../../test/world.ts';

const checkSlot = (app: TestApp['app'], payload: object) =>
  call(app, { method: 'POST', url: '/api/event/fecha', payload });
const calendar = (app: TestApp['app'], placeId: string, mes: string) =>
  call(app, { method: 'GET', url: `/api/event/calendario/${placeId}?mes=${mes}` });
const quote = (app: TestApp['app'], payload: object) =>
  call(app, { method: 'POST', url: '/api/cotizacion', payload });
const postRequest = (app: TestApp['app'], as: TestUser, payload: object) =>
  call(app, { method: 'POST', url: '/api/solicitud', payload, as });
const requestBody = (w: World, fields: { fecha: string }): BookingRequestCreate => ({
  lugar: w.place.id,
  paquete: w.pkg.id,
  turno: 'Vespertino',
  personas: 120,
  ...fields,
});

describe('closures and lead time', () => {
  let t: TestApp;
  let w: World;
  let other: { place: Awaited<ReturnType<typeof insertPlace>>; admin: TestUser };
  const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const day = (n: number) => addDays(todayInMexicoCity(NOW), n);
  beforeAll(async () => {
    t = await buildTestApp({ now: () => NOW }, { BOOKING_SWEEP_INTERVAL_MS: '0' });
    w = await makeWorld(t.app);
    const place = await insertPlace(t.app, 'Norte');
    await insertPackage(t.app, place.id);
    other = { place, admin: await createUser(t.app, { role: 'admin', placeId: place.id }) };
  });
  afterAll(() => t?.close());

  const post = (as: TestUser | null, payload: object) =>
    call(t.app, { method: 'POST', url: '/api/cierres', payload, as });
  const list = (as: TestUser | null, query = '') =>
    call(t.app, { method: 'GET', url: `/api/cierres${query}`, as });
  const remove = (as: TestUser, id: string) =>
    call(t.app, { method: 'DELETE', url: `/api/cierres/${id}`, as });
  const closure = (lugar: string | undefined, desde: string, hasta = desde) => ({
    ...(lugar && { lugar }),
    desde,
    hasta,
    motivo: 'Cerrado por mantenimiento',
  });
  const refusal = (res: { statusCode: number; json: () => unknown }) => ({
    status: res.statusCode,
    body: res.json(),
  });

  it('staff only; an admin with a branch adds and deletes only that branch’s; bad input answers in Spanish', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(w.customer)).statusCode).toBe(403);
    const theirs = closure(other.place.id, day(30));
    expect(refusal(await post(w.admin, theirs))).toEqual({
      status: 403,
      body: { ok: false, msg: CLOSURE_MSG.forbidden },
    });
    expect(refusal(await post(w.admin, closure(undefined, day(30))))).toEqual({
      status: 403,
      body: { ok: false, msg: CLOSURE_MSG.forbidden },
    });
    expect(refusal(await post(w.admin, { ...closure(w.place.id, day(31)), hasta: day(30) }))).toEqual({
      status: 400,
      body: { ok: false, msg: CLOSURE_MSG.rangeInvalid },
    });
    expect(refusal(await post(w.admin, { ...closure(w.place.id, day(31)), motivo: ' ' }))).toEqual({
      status: 400,
      body: { ok: false, msg: CLOSURE_MSG.motivoRequired },
    });
    expect(refusal(await post(w.admin, { lugar: w.place.id, motivo: 'x' }))).toEqual({
      status: 400,
      body: { ok: false, msg: CLOSURE_MSG.desdeRequired },
    });

    const mine = await post(w.admin, closure(w.place.id, day(32)));
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({
      ok: true,
      msg: CLOSURE_MSG.created,
      cierre: { lugar: w.place.id, sucursal: w.place.sucursal, desde: day(32), hasta: day(32) },
    });
    const all = (await post(w.superAdmin, closure(undefined, day(33)))).json().cierre;
    expect(all).toMatchObject({ lugar: null, sucursal: null });
    const norte = (await post(other.admin, closure(other.place.id, day(34)))).json().cierre;

    // an admin of a branch lists theirs and every branch's, whatever `lugar` they ask for
    const seen = (await list(w.admin, `?lugar=${other.place.id}`))
      .json()
      .cierres.map((c: { _id: string }) => c._id);
    expect(seen).toEqual([mine.json().cierre._id, all._id]);
    expect((await list(w.superAdmin)).json().cierres).toHaveLength(3);

    expect(refusal(await remove(w.admin, norte._id))).toEqual({
      status: 403,
      body: { ok: false, msg: CLOSURE_MSG.forbidden },
    });
    expect(refusal(await remove(w.admin, all._id))).toEqual({
      status: 403,
      body: { ok: false, msg: CLOSURE_MSG.forbidden },
    });
    expect((await remove(other.admin, norte._id)).json()).toMatchObject({
      ok: true,
      msg: CLOSURE_MSG.deleted,
    });
    expect(refusal(await remove(other.admin, norte._id))).toEqual({
      status: 404,
      body: { ok: false, msg: CLOSURE_MSG.notFound },
    });
    await remove(w.admin, mine.json().cierre._id);
    await remove(w.superAdmin, all._id);
  });

  it('a closed day: the calendar says cerrado with the reason; availability, a request and a booking are refused', async () => {
    const [first, last] = [day(40), day(41)];
    const { cierre } = (await post(w.admin, closure(w.place.id, first, last))).json();
    const closed = { status: 409, body: { ok: false, msg: SLOT_MSG.closed('Cerrado por mantenimiento') } };

    const month = async (fecha: string) => {
      const res = await calendar(t.app, w.place.id, fecha.slice(0, 7));
      return res.json().dias.find((d: { fecha: string }) => d.fecha === fecha);
    };
    expect(await month(first)).toEqual({
      fecha: first,
      Matutino: 'cerrado',
      Vespertino: 'cerrado',
      turnos: [
        { nombre: 'Matutino', inicio: '10:00', fin: '15:00', estado: 'cerrado', libres: 0 },
        { nombre: 'Vespertino', inicio: '16:00', fin: '21:00', estado: 'cerrado', libres: 0 },
      ],
      motivo: 'Cerrado por mantenimiento',
    });
    expect(await month(day(42))).toEqual({
      fecha: day(42),
      Matutino: 'libre',
      Vespertino: 'libre',
      turnos: [
        { nombre: 'Matutino', inicio: '10:00', fin: '15:00', estado: 'libre', libres: 1 },
        { nombre: 'Vespertino', inicio: '16:00', fin: '21:00', estado: 'libre', libres: 1 },
      ],
    });
    // another branch is open that day
    expect(
      (await checkSlot(t.app, { lugar: other.place.id, fecha: last, turno: 'Matutino' })).statusCode,
    ).toBe(200);

    expect(refusal(await checkSlot(t.app, { lugar: w.place.id, fecha: last, turno: 'Matutino' }))).toEqual(
      closed,
    );
    expect(refusal(await postRequest(t.app, w.customer, requestBody(w, { fecha: last })))).toEqual(closed);
    // the quote refuses it too, before pricing anything
    expect(refusal(await quote(t.app, { ...requestBody(w, { fecha: last }), extras: [] }))).toEqual(closed);
    expect(refusal(await postEvent(t.app, w.admin, eventBody(w, { fecha: first })))).toEqual(closed);

    // staff may book it anyway: the audit log says so
    const forced = await postEvent(t.app, w.admin, { ...eventBody(w, { fecha: first }), forzarCierre: true });
    expect(forced.statusCode).toBe(201);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.eventId, forced.json().evento._id));
    expect(entry.after).toMatchObject({ cierreForzado: 'Cerrado por mantenimiento' });

    // deleted, the day is free again
    await remove(w.admin, cierre._id);
    expect((await checkSlot(t.app, { lugar: w.place.id, fecha: last, turno: 'Vespertino' })).statusCode).toBe(
      200,
    );
  });

  it('a closure of every branch closes each of them', async () => {
    const fecha = day(45);
    const { cierre } = (
      await post(w.superAdmin, { ...closure(undefined, fecha), motivo: 'Día festivo' })
    ).json();
    expect(refusal(await checkSlot(t.app, { lugar: other.place.id, fecha, turno: 'Matutino' }))).toEqual({
      status: 409,
      body: { ok: false, msg: SLOT_MSG.closed('Día festivo') },
    });
    await remove(w.superAdmin, cierre._id);
  });

  it('lead time: a family needs diasAnticipacion whole days (default 2); staff bookings are not limited', async () => {
    const tooSoon = (dias: number) => ({ status: 400, body: { ok: false, msg: SLOT_MSG.tooSoon(dias) } });
    expect(refusal(await postRequest(t.app, w.customer, requestBody(w, { fecha: day(1) })))).toEqual(
      tooSoon(2),
    );
    expect(refusal(await quote(t.app, { ...requestBody(w, { fecha: day(1) }), extras: [] }))).toEqual(
      tooSoon(2),
    );
    expect((await quote(t.app, { ...requestBody(w, { fecha: day(2) }), extras: [] })).statusCode).toBe(200);
    expect((await postRequest(t.app, w.customer, requestBody(w, { fecha: day(2) }))).statusCode).toBe(201);

    const put = (diasAnticipacion: unknown) =>
      call(t.app, {
        method: 'PUT',
        url: `/api/locates/${w.place.id}`,
        payload: { lugarname: w.place.lugarname, diasAnticipacion },
        as: w.superAdmin,
      });
    expect(refusal(await put(61))).toEqual({ status: 400, body: { ok: false, msg: SLOT_MSG.leadDaysRange } });
    expect(refusal(await put(1.5))).toEqual({
      status: 400,
      body: { ok: false, msg: SLOT_MSG.leadDaysRange },
    });
    expect((await put(5)).json().lugar.diasAnticipacion).toBe(5);
    expect(refusal(await postRequest(t.app, w.customer, requestBody(w, { fecha: day(4) })))).toEqual(
      tooSoon(5),
    );
    expect((await calendar(t.app, w.place.id, day(4).slice(0, 7))).json().diasAnticipacion).toBe(5);
    // staff book tomorrow
    expect((await postEvent(t.app, w.admin, eventBody(w, { fecha: day(1) }))).statusCode).toBe(201);
    await put(2);
  });
});
