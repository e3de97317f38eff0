// A branch's salones (/api/lugares/{placeId}/salones): every branch starts with 'Salón principal' and new
// events and holds take it; staff who reach the branch add, edit, order, deactivate and delete them; a salón
// with live parties or holds is not deleted, and a branch keeps one active salón. Spanish messages throughout.
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { PRINCIPAL_SALON, SALON_MSG, type SalonDto } from '@salones/shared/salones';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingRequests, events, slotClaims } from '../../db/schema/index.ts';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { createEventVia, insertPackage, insertPlace, nextRequestDate, setupWorld } from '../../test/world.ts';

describe('salones', () => {
  const { t, w } = setupWorld();
  let other: { placeId: string; admin: TestUser };
  beforeAll(async () => {
    const place = await insertPlace(t.app, 'Norte');
    other = { placeId: place.id, admin: await createUser(t.app, { role: 'admin', placeId: place.id }) };
  });

  const url = (placeId: string, id?: string) => `/api/lugares/${placeId}/salones${id ? `/${id}` : ''}`;
  const list = async (placeId: string, as: TestUser | null = null, todos = false) => {
    const res = await call(t.app, { method: 'GET', url: `${url(placeId)}${todos ? '?todos=true' : ''}`, as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().salones as SalonDto[];
  };
  const post = (as: TestUser | null, placeId: string, payload: object) =>
    call(t.app, { method: 'POST', url: url(placeId), payload, as });
  const put = (as: TestUser, salon: SalonDto, changes: Partial<SalonDto>) => {
    const { uid, lugar, ...fields } = { ...salon, ...changes };
    return call(t.app, { method: 'PUT', url: url(lugar, uid), payload: fields, as });
  };
  const remove = (as: TestUser, salon: SalonDto) =>
    call(t.app, { method: 'DELETE', url: url(salon.lugar, salon.uid), as });
  const answer = (res: { statusCode: number; json: () => unknown }) => ({
    status: res.statusCode,
    body: res.json(),
  });
  const salon = (nombre: string, fields: object = {}) => ({
    nombre,
    capacidadMin: 20,
    capacidadMax: 60,
    ...fields,
  });

  it('every branch starts with its active Salón principal, and an event and a hold are held in it', async () => {
    const [principal] = await list(w.place.id);
    expect(principal).toMatchObject({ ...PRINCIPAL_SALON, orden: 0, activo: true, descripcion: '' });
    const evento = await createEventVia(t.app, w);
    const [event] = await t.app.db.select().from(events).where(eq(events.id, evento._id));
    expect(event.salonId).toBe(principal.uid);
    const [claim] = await t.app.db.select().from(slotClaims).where(eq(slotClaims.eventId, evento._id));
    expect(claim.salonId).toBe(principal.uid);

    const res = await call(t.app, {
      method: 'POST',
      url: '/api/solicitud',
      payload: {
        lugar: w.place.id,
        paquete: w.pkg.id,
        turno: 'Vespertino',
        personas: 90,
        fecha: nextRequestDate(),
      },
      as: w.customer,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [request] = await t.app.db
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.customerId, w.customer.id));
    expect(request.salonId).toBe(principal.uid);
    const [hold] = await t.app.db.select().from(slotClaims).where(eq(slotClaims.requestId, request.id));
    expect(hold.salonId).toBe(principal.uid);
  });

  it('a branch created through the API starts with its Salón principal too', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/locates',
      payload: { sucursal: 'Sucursal Nueva', lugarname: `nueva-${Date.now()}` },
      as: w.superAdmin,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await list(res.json().lugar.uid)).map((s) => s.nombre)).toEqual([PRINCIPAL_SALON.nombre]);
  });

  it('families read only the active ones, by orden; staff of the branch read them all', async () => {
    expect((await call(t.app, { method: 'GET', url: `${url(w.place.id)}?todos=true` })).statusCode).toBe(403);
    expect(
      answer(await call(t.app, { method: 'GET', url: `${url(other.placeId)}?todos=true`, as: w.admin })),
    ).toEqual({
      status: 403,
      body: { ok: false, msg: SALON_MSG.forbidden },
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(answer(await call(t.app, { method: 'GET', url: url(missing) }))).toEqual({
      status: 404,
      body: { ok: false, msg: SALON_MSG.placeNotFound },
    });
  });

  it('staff who reach the branch add, edit, order and deactivate; others get 403; bad input answers in Spanish', async () => {
    expect((await post(null, w.place.id, salon('Jardín'))).statusCode).toBe(401);
    expect((await post(w.customer, w.place.id, salon('Jardín'))).statusCode).toBe(403);
    expect(answer(await post(other.admin, w.place.id, salon('Jardín')))).toEqual({
      status: 403,
      body: { ok: false, msg: SALON_MSG.forbidden },
    });
    const bad = async (payload: object, msg: string) =>
      expect(answer(await post(w.admin, w.place.id, payload))).toEqual({
        status: 400,
        body: { ok: false, msg },
      });
    await bad(salon(' '), SALON_MSG.nombreRequired);
    await bad(salon('x'.repeat(61)), SALON_MSG.nombreTooLong);
    await bad(salon('Jardín', { capacidadMin: 0 }), SALON_MSG.capacidadMinInvalid);
    await bad(salon('Jardín', { capacidadMax: 10.5 }), SALON_MSG.capacidadMaxInvalid);
    await bad(salon('Jardín', { capacidadMin: 80, capacidadMax: 60 }), SALON_MSG.capacidadRange);
    expect(answer(await post(w.admin, w.place.id, salon('salón PRINCIPAL')))).toEqual({
      status: 409,
      body: { ok: false, msg: SALON_MSG.nombreTaken },
    });

    const created = await post(w.admin, w.place.id, salon(' Jardín ', { descripcion: 'Al aire libre' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      msg: SALON_MSG.created,
      salon: {
        nombre: 'Jardín',
        capacidadMin: 20,
        capacidadMax: 60,
        orden: 1,
        activo: true,
        descripcion: 'Al aire libre',
      },
    });
    const bySuper = await post(w.superAdmin, other.placeId, salon('Terraza'));
    expect(bySuper.statusCode, bySuper.body).toBe(201);

    const [principal, jardin] = await list(w.place.id);
    expect(jardin.nombre).toBe('Jardín');
    // up: the two swap places
    expect((await put(w.admin, jardin, { orden: 0 })).statusCode).toBe(200);
    expect((await put(w.admin, principal, { orden: 1 })).statusCode).toBe(200);
    expect((await list(w.place.id)).map((s) => s.nombre)).toEqual(['Jardín', 'Salón principal']);
    expect(answer(await put(other.admin, jardin, { nombre: 'Patio' }))).toEqual({
      status: 403,
      body: { ok: false, msg: SALON_MSG.forbidden },
    });
    expect(answer(await put(w.admin, jardin, { capacidadMin: 70 }))).toEqual({
      status: 400,
      body: { ok: false, msg: SALON_MSG.capacidadRange },
    });
    expect(answer(await put(w.admin, jardin, { nombre: 'Salón Principal' }))).toEqual({
      status: 409,
      body: { ok: false, msg: SALON_MSG.nombreTaken },
    });
    // a salón of another branch is not found through this one
    const [terraza] = await list(other.placeId);
    expect(answer(await put(w.admin, { ...terraza, lugar: w.place.id }, {}))).toEqual({
      status: 404,
      body: { ok: false, msg: SALON_MSG.notFound },
    });

    const off = await put(w.admin, jardin, { activo: false, orden: 0 });
    expect(off.json()).toMatchObject({ msg: SALON_MSG.updated, salon: { activo: false } });
    expect((await list(w.place.id)).map((s) => s.nombre)).toEqual(['Salón principal']);
    expect((await list(w.place.id, w.admin, true)).map((s) => s.nombre)).toEqual([
      'Jardín',
      'Salón principal',
    ]);
    expect((await put(w.admin, jardin, { activo: true, orden: 2 })).statusCode).toBe(200);
  });

  it('the last active salón of a branch is neither deactivated nor deleted', async () => {
    const place = await insertPlace(t.app, 'Sur');
    const [only] = await list(place.id);
    expect(answer(await put(w.superAdmin, only, { activo: false }))).toEqual({
      status: 409,
      body: { ok: false, msg: SALON_MSG.lastActive },
    });
    expect(answer(await remove(w.superAdmin, only))).toEqual({
      status: 409,
      body: { ok: false, msg: SALON_MSG.lastActive },
    });
    // two staff members deactivating its only two active salones at once: one of them is refused
    const second = (await post(w.superAdmin, place.id, salon('Anexo'))).json().salon as SalonDto;
    const both = await Promise.all([
      put(w.superAdmin, only, { activo: false }),
      put(w.superAdmin, second, { activo: false }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await list(place.id)).toHaveLength(1);
  });

  it('a salón with a live party or hold is deactivated, not deleted; with past parties only, it is deleted', async () => {
    const place = await insertPlace(t.app, 'Oriente');
    const pkg = await insertPackage(t.app, place.id);
    const [principal] = await list(place.id);
    const anexo = (
      await post(w.superAdmin, place.id, salon('Anexo', { capacidadMin: 50, capacidadMax: 150 }))
    ).json().salon as SalonDto;
    // new parties go to the first free active salón by orden that holds them: the Anexo, once it comes first
    expect((await put(w.superAdmin, anexo, { orden: 0 })).statusCode).toBe(200);
    expect((await put(w.superAdmin, principal, { orden: 1 })).statusCode).toBe(200);
    const world = { ...w, place, pkg };
    const evento = await createEventVia(t.app, world);
    const [event] = await t.app.db.select().from(events).where(eq(events.id, evento._id));
    expect(event.salonId).toBe(anexo.uid);
    expect(answer(await remove(w.superAdmin, anexo))).toEqual({
      status: 409,
      body: { ok: false, msg: SALON_MSG.hasParties },
    });
    // the party moves to yesterday: the salón has only a past one, and is deleted; the party keeps its record
    const yesterday = addDays(todayInMexicoCity(), -1);
    await t.app.db.update(events).set({ fecha: yesterday }).where(eq(events.id, evento._id));
    const deleted = await remove(w.superAdmin, anexo);
    expect(deleted.json()).toMatchObject({ ok: true, msg: SALON_MSG.deleted, salon: { uid: anexo.uid } });
    expect((await list(place.id, w.superAdmin, true)).map((s) => s.uid)).toEqual([principal.uid]);
    const [kept] = await t.app.db.select().from(events).where(eq(events.id, evento._id));
    expect(kept).toMatchObject({ fecha: yesterday, salonId: null, deletedAt: null });
    expect(answer(await remove(w.superAdmin, anexo))).toEqual({
      status: 404,
      body: { ok: false, msg: SALON_MSG.notFound },
    });
  });

  it('an admin of the branch deletes a salón with no parties', async () => {
    const extra = (await post(w.admin, w.place.id, salon('Provisional'))).json().salon as SalonDto;
    expect(answer(await remove(other.admin, extra)).status).toBe(403);
    expect((await remove(w.admin, extra)).statusCode).toBe(200);
    expect((await list(w.place.id, w.admin, true)).map((s) => s.nombre)).not.toContain('Provisional');
  });
});
