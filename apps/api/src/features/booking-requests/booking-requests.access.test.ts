// Who reads, cancels and rejects which request; the list's filters and counts; the public calendar.
import { API_MSG } from '@salones/shared/api-messages';
import { BOOKING_MSG, calendarMonths } from '@salones/shared/booking-requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper.ts';
import { insertPackage, insertPlace, makeWorld, type World } from '../../test/world.ts';
import {
  calendar,
  cancelRequest,
  checkSlot,
  createRequestVia,
  getRequest,
  listRequests,
  rejectRequest,
} from './booking-requests.fixtures.ts';

describe('booking requests: ownership, roles, list and calendar', () => {
  let t: TestApp;
  let w: World;
  let north: { place: { id: string }; pkg: { id: string } };
  let ana: TestUser;
  let beto: TestUser;
  let northAdmin: TestUser;
  let roamingAdmin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({}, { BOOKING_SWEEP_INTERVAL_MS: '0' });
    w = await makeWorld(t.app);
    const place = await insertPlace(t.app, 'Norte');
    north = { place, pkg: await insertPackage(t.app, place.id) };
    [ana, beto, northAdmin, roamingAdmin] = await Promise.all([
      createUser(t.app),
      createUser(t.app),
      createUser(t.app, { role: 'admin', placeId: place.id }),
      createUser(t.app, { role: 'admin', placeId: null }),
    ]);
  });
  afterAll(() => t?.close());

  it('a customer reads their own request, never another’s; staff read those of their scope', async () => {
    const mine = await createRequestVia(t.app, ana, w);
    expect((await getRequest(t.app, ana, mine.uid)).json()).toEqual({ ok: true, solicitud: mine });
    const other = await getRequest(t.app, beto, mine.uid);
    expect({ status: other.statusCode, body: other.json() }).toEqual({
      status: 403,
      body: { ok: false, msg: BOOKING_MSG.forbidden },
    });
    expect((await getRequest(t.app, null, mine.uid)).statusCode).toBe(401);
    for (const staff of [w.admin, w.superAdmin, roamingAdmin]) {
      expect((await getRequest(t.app, staff, mine.uid)).statusCode).toBe(200);
    }
    // an admin with a branch sees only that branch's requests
    expect((await getRequest(t.app, northAdmin, mine.uid)).statusCode).toBe(403);
    const missing = await getRequest(t.app, w.superAdmin, crypto.randomUUID());
    expect({ status: missing.statusCode, msg: missing.json().msg }).toEqual({
      status: 404,
      msg: BOOKING_MSG.notFound,
    });
    expect((await getRequest(t.app, ana, 'nope')).statusCode).toBe(400);
  });

  it('GET /api/solicitud: a customer gets only theirs; staff filter by estado and lugar, newest first, with counts', async () => {
    const customer = await createUser(t.app);
    const a = await createRequestVia(t.app, customer, w);
    const b = await createRequestVia(t.app, customer, north);
    await cancelRequest(t.app, customer, a.uid);
    const own = (await listRequests(t.app, customer)).json();
    expect(own.solicitudes.map((s: { uid: string }) => s.uid).sort()).toEqual([a.uid, b.uid].sort());
    expect(own.conteos).toEqual({ pendiente: 1, confirmada: 0, rechazada: 0, vencida: 0, cancelada: 1 });
    expect(own.total).toBe(2);
    // a customer's `lugar` filter cannot widen their view
    const filtered = (await listRequests(t.app, beto, `?lugar=${north.place.id}`)).json();
    expect(filtered.solicitudes).toEqual([]);

    const all = (await listRequests(t.app, w.superAdmin)).json();
    const times = all.solicitudes.map((s: { creadoEl: string }) => s.creadoEl);
    expect([...times].sort().reverse()).toEqual(times);
    const pendingNorth = (
      await listRequests(t.app, w.superAdmin, `?estado=pendiente&lugar=${north.place.id}`)
    ).json();
    expect(pendingNorth.solicitudes.map((s: { uid: string }) => s.uid)).toEqual([b.uid]);
    expect(pendingNorth.total).toBe(1);
    const cancelled = (await listRequests(t.app, w.superAdmin, '?estado=cancelada')).json();
    expect(cancelled.solicitudes.map((s: { uid: string }) => s.uid)).toEqual([a.uid]);
    // the north admin sees the north branch only
    const northView = (await listRequests(t.app, northAdmin)).json();
    expect(
      northView.solicitudes.every((s: { lugar: { uid: string } }) => s.lugar.uid === north.place.id),
    ).toBe(true);
    expect(northView.conteos.cancelada).toBe(0);
    const bad = await listRequests(t.app, w.superAdmin, '?estado=perdida');
    expect({ status: bad.statusCode, msg: bad.json().msg }).toEqual({
      status: 400,
      msg: BOOKING_MSG.statusInvalid,
    });
    expect((await listRequests(t.app, null)).statusCode).toBe(401);
  });

  it('cancel: only the owner, only while pending; the slot is free at once', async () => {
    const r = await createRequestVia(t.app, ana, w);
    const slot = { lugar: w.place.id, fecha: r.fecha, turno: r.turno };
    expect((await checkSlot(t.app, slot)).statusCode).toBe(409);
    for (const who of [beto, w.superAdmin]) {
      const res = await cancelRequest(t.app, who, r.uid);
      expect({ status: res.statusCode, msg: res.json().msg }).toEqual({
        status: 403,
        msg: BOOKING_MSG.forbidden,
      });
    }
    const res = await cancelRequest(t.app, ana, r.uid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      msg: BOOKING_MSG.cancelled,
      solicitud: { estado: 'cancelada' },
    });
    expect((await checkSlot(t.app, slot)).statusCode).toBe(200);
    const again = await cancelRequest(t.app, ana, r.uid);
    expect({ status: again.statusCode, msg: again.json().msg }).toEqual({
      status: 409,
      msg: BOOKING_MSG.notPending,
    });
  });

  it('reject: staff of the request’s scope, with a reason; the slot is free at once', async () => {
    const r = await createRequestVia(t.app, ana, w);
    const slot = { lugar: w.place.id, fecha: r.fecha, turno: r.turno };
    const asUser = await rejectRequest(t.app, ana, r.uid, { motivo: 'x' });
    expect({ status: asUser.statusCode, msg: asUser.json().msg }).toEqual({
      status: 403,
      msg: API_MSG.forbidden,
    });
    const noReason = await rejectRequest(t.app, w.admin, r.uid, { motivo: '  ' });
    expect({ status: noReason.statusCode, msg: noReason.json().msg }).toEqual({
      status: 400,
      msg: BOOKING_MSG.motivoRequired,
    });
    const otherBranch = await rejectRequest(t.app, northAdmin, r.uid, { motivo: 'Sin personal' });
    expect(otherBranch.statusCode).toBe(403);
    const res = await rejectRequest(t.app, w.admin, r.uid, { motivo: 'Mantenimiento del salón' });
    expect(res.json()).toMatchObject({
      ok: true,
      msg: BOOKING_MSG.rejected,
      solicitud: { estado: 'rechazada', motivo: 'Mantenimiento del salón' },
    });
    expect((await checkSlot(t.app, slot)).statusCode).toBe(200);
    const again = await rejectRequest(t.app, w.superAdmin, r.uid, { motivo: 'otra vez' });
    expect(again.statusCode).toBe(409);
    expect((await cancelRequest(t.app, ana, r.uid)).statusCode).toBe(409);
  });

  it('calendar: every day of the month, a held or booked turno ocupado, no one’s details; months today … +12', async () => {
    const r = await createRequestVia(t.app, ana, w, { turno: 'Matutino' });
    const mes = r.fecha.slice(0, 7);
    const res = await calendar(t.app, w.place.id, mes);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.mes).toBe(mes);
    expect(body.dias[0].fecha).toBe(`${mes}-01`);
    const day = body.dias.find((d: { fecha: string }) => d.fecha === r.fecha);
    expect(day).toEqual({
      fecha: r.fecha,
      Matutino: 'ocupado',
      Vespertino: 'libre',
      turnos: [
        { nombre: 'Matutino', inicio: '10:00', fin: '15:00', estado: 'ocupado', libres: 0 },
        { nombre: 'Vespertino', inicio: '16:00', fin: '21:00', estado: 'libre', libres: 1 },
      ],
    });
    expect(JSON.stringify(body)).not.toContain(ana.email);
    // the other branch is free that day
    const northDay = (await calendar(t.app, north.place.id, mes))
      .json()
      .dias.find((d: { fecha: string }) => d.fecha === r.fecha);
    expect(northDay).toEqual({
      fecha: r.fecha,
      Matutino: 'libre',
      Vespertino: 'libre',
      turnos: [
        { nombre: 'Matutino', inicio: '10:00', fin: '15:00', estado: 'libre', libres: 1 },
        { nombre: 'Vespertino', inicio: '16:00', fin: '21:00', estado: 'libre', libres: 1 },
      ],
    });
    await cancelRequest(t.app, ana, r.uid);
    const after = (await calendar(t.app, w.place.id, mes))
      .json()
      .dias.find((d: { fecha: string }) => d.fecha === r.fecha);
    expect(after.Matutino).toBe('libre');

    const months = calendarMonths();
    expect(months).toHaveLength(13);
    expect((await calendar(t.app, w.place.id, months[12])).statusCode).toBe(200);
    const [y, m] = months[12].split('-').map(Number);
    const tooFar = `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}`;
    const far = await calendar(t.app, w.place.id, tooFar);
    expect({ status: far.statusCode, msg: far.json().msg }).toEqual({
      status: 400,
      msg: BOOKING_MSG.monthOutOfRange,
    });
    const bad = await calendar(t.app, w.place.id, '2026-13');
    expect({ status: bad.statusCode, msg: bad.json().msg }).toEqual({
      status: 400,
      msg: BOOKING_MSG.monthInvalid,
    });
    const unknown = await calendar(t.app, crypto.randomUUID(), months[0]);
    expect({ status: unknown.statusCode, msg: unknown.json().msg }).toEqual({
      status: 404,
      msg: BOOKING_MSG.placeNotFound,
    });
  });
});
