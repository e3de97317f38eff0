// A branch's resources (/api/lugares/{placeId}/recursos) and their assignment to its parties
// (/api/event/{id}/recursos): staff who reach the branch manage them, in Spanish; one resource is never at two
// parties whose hours overlap, in any salón — the database refuses the second, also when two staff race.
import { RECURSO_MSG, type RecursoDto } from '@salones/shared/recursos';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, salones, turnoSchedules } from '../../db/schema/index.ts';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import {
  createEventVia,
  insertPackage,
  insertPlace,
  nextEventDate,
  setupWorld,
  type World,
} from '../../test/world.ts';

describe('recursos', () => {
  const { t, w } = setupWorld();
  let otherAdmin: TestUser;
  let otherPlaceId: string;
  beforeAll(async () => {
    const place = await insertPlace(t.app, 'Norte');
    otherPlaceId = place.id;
    otherAdmin = await createUser(t.app, { role: 'admin', placeId: place.id });
  });

  const url = (placeId: string, id?: string) => `/api/lugares/${placeId}/recursos${id ? `/${id}` : ''}`;
  const post = (as: TestUser | null, placeId: string, payload: object) =>
    call(t.app, { method: 'POST', url: url(placeId), payload, as });
  const answer = (res: { statusCode: number; json: () => unknown }) => ({
    status: res.statusCode,
    body: res.json(),
  });
  const add = async (placeId: string, nombre: string, tipo = 'animador', as = w.admin) => {
    const res = await post(as, placeId, { nombre, tipo });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().recurso as RecursoDto;
  };
  const assign = (as: TestUser, eventId: string, recursos: string[]) =>
    call(t.app, { method: 'PUT', url: `/api/event/${eventId}/recursos`, payload: { recursos }, as });

  it('staff of the branch add, list, edit, deactivate and delete resources, with Spanish refusals', async () => {
    const pepe = await add(w.place.id, '  Pepe Payaso ');
    expect(pepe).toMatchObject({ lugar: w.place.id, nombre: 'Pepe Payaso', tipo: 'animador', activo: true });
    expect(answer(await post(w.admin, w.place.id, { nombre: 'pepe payaso', tipo: 'otro' }))).toMatchObject({
      status: 409,
      body: { msg: RECURSO_MSG.nombreTaken },
    });
    expect(answer(await post(w.admin, w.place.id, { nombre: 'Lupita', tipo: 'mago' }))).toMatchObject({
      status: 400,
      body: { msg: RECURSO_MSG.tipoInvalid },
    });
    expect(answer(await post(w.admin, w.place.id, { nombre: '  ', tipo: 'otro' }))).toMatchObject({
      status: 400,
      body: { msg: RECURSO_MSG.nombreRequired },
    });
    const fotos = await add(w.place.id, 'Fotos Lalo', 'fotografo', w.superAdmin);
    const put = await call(t.app, {
      method: 'PUT',
      url: url(w.place.id, fotos.uid),
      payload: { nombre: 'Fotos Lalo', tipo: 'fotografo', activo: false },
      as: w.admin,
    });
    expect(answer(put)).toMatchObject({
      status: 200,
      body: { recurso: { activo: false }, msg: RECURSO_MSG.updated },
    });
    const list = await call(t.app, { method: 'GET', url: url(w.place.id), as: w.admin });
    expect(list.json().recursos.map((r: RecursoDto) => [r.nombre, r.activo])).toEqual([
      ['Pepe Payaso', true],
      ['Fotos Lalo', false],
    ]);
    const removed = await call(t.app, { method: 'DELETE', url: url(w.place.id, fotos.uid), as: w.admin });
    expect(answer(removed)).toMatchObject({ status: 200, body: { msg: RECURSO_MSG.deleted } });
    expect(
      (await call(t.app, { method: 'DELETE', url: url(w.place.id, fotos.uid), as: w.admin })).statusCode,
    ).toBe(404);
  });

  it('an admin of another branch, a family and a visitor cannot read or change them', async () => {
    const pepe = await add(w.place.id, 'Solo Centro');
    for (const res of [
      await call(t.app, { method: 'GET', url: url(w.place.id), as: otherAdmin }),
      await post(otherAdmin, w.place.id, { nombre: 'Intruso', tipo: 'otro' }),
      await call(t.app, {
        method: 'PUT',
        url: url(w.place.id, pepe.uid),
        payload: { nombre: 'X', tipo: 'otro', activo: true },
        as: otherAdmin,
      }),
      await call(t.app, { method: 'DELETE', url: url(w.place.id, pepe.uid), as: otherAdmin }),
    ])
      expect(answer(res)).toMatchObject({ status: 403, body: { msg: RECURSO_MSG.forbidden } });
    expect((await call(t.app, { method: 'GET', url: url(w.place.id), as: w.customer })).statusCode).toBe(403);
    expect((await call(t.app, { method: 'GET', url: url(w.place.id) })).statusCode).toBe(401);
    // a resource is reached only through its own branch
    expect(
      (await call(t.app, { method: 'DELETE', url: url(otherPlaceId, pepe.uid), as: w.superAdmin }))
        .statusCode,
    ).toBe(404);
    const event = await createEventVia(t.app, w);
    expect(answer(await assign(otherAdmin, event._id, [pepe.uid]))).toMatchObject({
      status: 403,
      body: { msg: RECURSO_MSG.forbidden },
    });
  });

  describe('on parties', () => {
    // A branch with two salones whose turnos' hours overlap (Matutino 10–15, Vespertino 14–19). The schedule's own
    // rules keep one salón's turnos apart, so the test writes it straight into the table, as two salones running
    // their own hours would have it.
    let sur: World;
    let salon2: string;
    beforeAll(async () => {
      const place = await insertPlace(t.app, 'Sur');
      const pkg = await insertPackage(t.app, place.id);
      sur = { ...w, place, pkg, admin: await createUser(t.app, { role: 'admin', placeId: place.id }) };
      const [row] = await t.app.db
        .insert(salones)
        .values({ placeId: place.id, nombre: 'Salón Jardín', capacidadMin: 20, capacidadMax: 80, orden: 1 })
        .returning();
      salon2 = row.id;
      const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
      await t.app.db.insert(turnoSchedules).values({
        placeId: place.id,
        limpiezaMin: 0,
        turnos: [
          { nombre: 'Matutino', inicio: '10:00', fin: '15:00', dias: EVERY_DAY },
          { nombre: 'Vespertino', inicio: '14:00', fin: '19:00', dias: EVERY_DAY },
        ],
      });
    });
    /** A Matutino party in the first salón and a Vespertino one in the Jardín, on one date. */
    const twoParties = async (world: World, inSecondSalon = true) => {
      const fecha = nextEventDate();
      const a = await createEventVia(t.app, world, { fecha, turno: 'Matutino' });
      const b = await createEventVia(t.app, world, { fecha, turno: 'Vespertino' });
      if (inSecondSalon) await t.app.db.update(events).set({ salonId: salon2 }).where(eq(events.id, b._id));
      return [a._id as string, b._id as string];
    };

    it('a resource at a party is refused for another salón’s party whose hours overlap', async () => {
      const ana = await add(sur.place.id, 'Ana Animadora', 'animador', sur.admin);
      const [a, b] = await twoParties(sur);
      expect(answer(await assign(sur.admin, a, [ana.uid]))).toMatchObject({
        status: 200,
        body: { recursos: [{ uid: ana.uid, nombre: 'Ana Animadora' }], msg: RECURSO_MSG.assigned },
      });
      expect(answer(await assign(sur.admin, b, [ana.uid]))).toMatchObject({
        status: 409,
        body: { msg: 'Ana Animadora ya tiene una fiesta a esa hora' },
      });
      const read = await call(t.app, { method: 'GET', url: `/api/event/${b}/recursos`, as: sur.admin });
      expect(read.json().recursos).toEqual([]);
      // assigning the same set again is no conflict with itself
      expect((await assign(sur.admin, a, [ana.uid, ana.uid])).statusCode).toBe(200);
    });

    it('parties whose hours do not overlap share a resource (the chain’s turnos, an hour apart)', async () => {
      const beto = await add(w.place.id, 'Beto Fotos', 'fotografo');
      const [a, b] = await twoParties(w, false);
      expect((await assign(w.admin, a, [beto.uid])).statusCode).toBe(200);
      expect((await assign(w.admin, b, [beto.uid])).statusCode).toBe(200);
    });

    it('a deleted party lets its resources go; emptying the list frees them too', async () => {
      const caro = await add(sur.place.id, 'Caro', 'otro', sur.admin);
      const [a, b] = await twoParties(sur);
      expect((await assign(sur.admin, a, [caro.uid])).statusCode).toBe(200);
      expect((await assign(sur.admin, b, [caro.uid])).statusCode).toBe(409);
      expect((await assign(sur.admin, a, [])).json().recursos).toEqual([]);
      expect((await assign(sur.admin, b, [caro.uid])).statusCode).toBe(200);
      const del = await call(t.app, { method: 'DELETE', url: `/api/event/${b}`, as: w.superAdmin });
      expect(del.statusCode, del.body).toBe(200);
      expect((await assign(sur.admin, a, [caro.uid])).statusCode).toBe(200);
      expect(
        (await call(t.app, { method: 'GET', url: `/api/event/${b}/recursos`, as: sur.admin })).statusCode,
      ).toBe(404);
    });

    it('only active resources of the party’s branch are assigned', async () => {
      const [a] = await twoParties(sur);
      const inactive = await add(sur.place.id, 'Dani', 'otro', sur.admin);
      await call(t.app, {
        method: 'PUT',
        url: url(sur.place.id, inactive.uid),
        payload: { nombre: 'Dani', tipo: 'otro', activo: false },
        as: sur.admin,
      });
      const foreign = await add(otherPlaceId, 'De Norte', 'otro', otherAdmin);
      for (const id of [inactive.uid, foreign.uid])
        expect(answer(await assign(sur.admin, a, [id]))).toMatchObject({
          status: 400,
          body: { msg: RECURSO_MSG.notOfBranch },
        });
      expect(answer(await assign(sur.admin, a, ['nada']))).toMatchObject({ status: 400 });
    });

    it('the staff calendar’s list reads one salón’s parties, or one resource’s', async () => {
      const gaby = await add(sur.place.id, 'Gaby', 'animador', sur.admin);
      const [a, b] = await twoParties(sur);
      expect((await assign(sur.admin, b, [gaby.uid])).statusCode).toBe(200);
      const ids = async (query: string) => {
        const res = await call(t.app, { url: `/api/event?lugar=${sur.place.id}&${query}`, as: sur.admin });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().evento.map((e: { uid: string }) => e.uid);
      };
      expect(await ids(`salon=${salon2}`)).toContain(b);
      expect(await ids(`salon=${salon2}`)).not.toContain(a);
      expect(await ids(`recurso=${gaby.uid}`)).toEqual([b]);
    });

    it('two staff assigning one resource to overlapping parties at once: exactly one succeeds', async () => {
      const eli = await add(sur.place.id, 'Eli', 'animador', sur.admin);
      const [a, b] = await twoParties(sur);
      const results = await Promise.all([
        assign(sur.admin, a, [eli.uid]),
        assign(w.superAdmin, b, [eli.uid]),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [{ n }] = (
        await t.app.db.execute<{ n: number }>(
          sql`select count(*)::int as n from event_recursos where recurso_id = ${eli.uid}`,
        )
      ).rows;
      expect(n).toBe(1);
    });

    // last: it gives the branch a schedule whose turnos no longer overlap
    it('a new schedule moves the hours of the parties resources are assigned to', async () => {
      const hugo = await add(sur.place.id, 'Hugo', 'animador', sur.admin);
      const [a, b] = await twoParties(sur);
      expect((await assign(sur.admin, a, [hugo.uid])).statusCode).toBe(200);
      expect((await assign(sur.admin, b, [hugo.uid])).statusCode).toBe(409);
      const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
      const saved = await call(t.app, {
        method: 'PUT',
        url: `/api/lugares/${sur.place.id}/turnos`,
        payload: {
          limpiezaMin: 60,
          turnos: [
            { nombre: 'Matutino', inicio: '10:00', fin: '13:00', dias: EVERY_DAY },
            { nombre: 'Vespertino', inicio: '14:00', fin: '19:00', dias: EVERY_DAY },
          ],
        },
        as: sur.admin,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await assign(sur.admin, b, [hugo.uid])).statusCode).toBe(200);
    });
  });
});
