// The public calendar by the branch's own turnos and salones: each day lists the turnos that run that weekday
// (one, two or three) with how many salones are free in each; a closure of one salón makes it unavailable — the
// turno reads 'cerrado' only when every salón is closed — and a booking goes to a salón open that day, refused only when every salón is closed.
import { CLOSURE_MSG } from '@salones/shared/closures';
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { SLOT_MSG } from '@salones/shared/slots';
import { diaOf, type TurnoScheduleRequest } from '@salones/shared/turnos';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type TestUser } from '../../test/helper.ts';
import {
  createEventVia,
  eventBody,
  insertPackage,
  insertPlace,
  postEvent,
  setupWorld,
} from '../../test/world.ts';
import { calendar, checkSlot, postRequest, requestBody } from './booking-requests.fixtures.ts';

/** The first date from `days` ahead on that falls on weekday `dia` (0 = domingo). */
function nextWeekday(dia: number, days: number) {
  let fecha = addDays(todayInMexicoCity(), days);
  while (diaOf(fecha) !== dia) fecha = addDays(fecha, 1);
  return fecha;
}

type Turno = { nombre: string; inicio: string; fin: string; estado: string; libres: number };

describe('the public calendar by turnos and salones', () => {
  const { t, w } = setupWorld();
  const dayOf = async (placeId: string, fecha: string) => {
    const res = await calendar(t.app, placeId, fecha.slice(0, 7));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().dias.find((d: { fecha: string }) => d.fecha === fecha);
  };
  const addSalon = async (placeId: string, as: TestUser, nombre: string) => {
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/lugares/${placeId}/salones`,
      payload: { nombre, capacidadMin: 30, capacidadMax: 90 },
      as,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().salon.uid as string;
  };
  const close = async (payload: { lugar?: string; salon?: string; desde: string }) => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/cierres',
      payload: { ...payload, hasta: payload.desde, motivo: `Cierre ${payload.salon ?? 'total'}` },
      as: w.superAdmin,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().cierre;
  };
  const turno = (nombre: string, inicio: string, fin: string, estado: string, libres: number): Turno => ({
    nombre,
    inicio,
    fin,
    estado,
    libres,
  });

  it("the chain's two turnos every day, with the one salón free", async () => {
    const fecha = addDays(todayInMexicoCity(), 30);
    expect(await dayOf(w.place.id, fecha)).toEqual({
      fecha,
      Matutino: 'libre',
      Vespertino: 'libre',
      turnos: [
        turno('Matutino', '10:00', '15:00', 'libre', 1),
        turno('Vespertino', '16:00', '21:00', 'libre', 1),
      ],
    });
  });

  it('draws each weekday its own turnos: one on Mondays, two on Tuesdays, three on Saturdays', async () => {
    const place = await insertPlace(t.app, 'Tres turnos');
    await insertPackage(t.app, place.id);
    const schedule: TurnoScheduleRequest = {
      turnos: [
        { nombre: 'Matutino', inicio: '10:00', fin: '14:00', dias: [0, 1, 2, 3, 4, 5, 6] },
        { nombre: 'Vespertino', inicio: '15:00', fin: '19:00', dias: [0, 2, 3, 4, 5, 6] },
        { nombre: 'Nocturno', inicio: '20:00', fin: '23:30', dias: [6] },
      ],
      limpiezaMin: 60,
    };
    const saved = await call(t.app, {
      method: 'PUT',
      url: `/api/lugares/${place.id}/turnos`,
      payload: schedule,
      as: w.superAdmin,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [monday, tuesday, saturday] = [nextWeekday(1, 20), nextWeekday(2, 20), nextWeekday(6, 20)];
    expect(await dayOf(place.id, monday)).toEqual({
      fecha: monday,
      Matutino: 'libre',
      turnos: [turno('Matutino', '10:00', '14:00', 'libre', 1)],
    });
    expect((await dayOf(place.id, tuesday)).turnos).toEqual([
      turno('Matutino', '10:00', '14:00', 'libre', 1),
      turno('Vespertino', '15:00', '19:00', 'libre', 1),
    ]);
    expect(await dayOf(place.id, saturday)).toMatchObject({
      Matutino: 'libre',
      Vespertino: 'libre',
      turnos: [
        turno('Matutino', '10:00', '14:00', 'libre', 1),
        turno('Vespertino', '15:00', '19:00', 'libre', 1),
        turno('Nocturno', '20:00', '23:30', 'libre', 1),
      ],
    });
    // the whole branch closed: every turno of the day
    await close({ lugar: place.id, desde: saturday });
    expect((await dayOf(place.id, saturday)).turnos.map((x: Turno) => [x.estado, x.libres])).toEqual([
      ['cerrado', 0],
      ['cerrado', 0],
      ['cerrado', 0],
    ]);
  });

  describe('a branch with two salones', () => {
    let salonB: string;
    let salonA: string;
    beforeAll(async () => {
      salonB = await addSalon(w.place.id, w.admin, 'Salón Jardín');
      const list = await call(t.app, { method: 'GET', url: `/api/lugares/${w.place.id}/salones` });
      salonA = list.json().salones[0].uid;
    });

    it('a closure names its salón, which must be of its branch', async () => {
      const desde = addDays(todayInMexicoCity(), 44);
      const post = (payload: object) =>
        call(t.app, { method: 'POST', url: '/api/cierres', payload, as: w.superAdmin });
      const base = { desde, hasta: desde, motivo: 'Pintura' };
      const answer = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, res.json()];
      expect(answer(await post({ ...base, salon: salonB }))).toEqual([
        400,
        { ok: false, msg: CLOSURE_MSG.salonNeedsPlace },
      ]);
      const other = await insertPlace(t.app, 'Sur');
      expect(answer(await post({ ...base, lugar: other.id, salon: salonB }))).toEqual([
        404,
        { ok: false, msg: CLOSURE_MSG.salonNotFound },
      ]);
      const created = await post({ ...base, lugar: w.place.id, salon: salonB });
      expect(created.statusCode).toBe(201);
      expect(created.json().cierre).toMatchObject({
        lugar: w.place.id,
        salon: salonB,
        salonNombre: 'Salón Jardín',
        motivo: 'Pintura',
      });
      const listed = await call(t.app, {
        method: 'GET',
        url: `/api/cierres?lugar=${w.place.id}`,
        as: w.admin,
      });
      expect(listed.json().cierres).toContainEqual(created.json().cierre);
      expect((await post({ ...base, lugar: w.place.id })).json().cierre).toMatchObject({
        salon: null,
        salonNombre: null,
      });
    });

    it('counts the free salones of each turno: a party takes one, a closed salón is not free', async () => {
      const fecha = addDays(todayInMexicoCity(), 45);
      const states = async () =>
        (await dayOf(w.place.id, fecha)).turnos.map((x: Turno) => [x.nombre, x.estado, x.libres]);
      expect(await states()).toEqual([
        ['Matutino', 'libre', 2],
        ['Vespertino', 'libre', 2],
      ]);
      // the party is held in the first salón: the other is still free
      await createEventVia(t.app, w, { fecha: fecha.replaceAll('-', '/'), turno: 'Matutino' });
      expect(await states()).toEqual([
        ['Matutino', 'libre', 1],
        ['Vespertino', 'libre', 2],
      ]);
      // the other salón closed: Matutino has no free salón left, Vespertino one
      await close({ lugar: w.place.id, salon: salonB, desde: fecha });
      const day = await dayOf(w.place.id, fecha);
      expect(day).toMatchObject({ Matutino: 'ocupado', Vespertino: 'libre' });
      expect(day.motivo).toBeUndefined();
      expect(await states()).toEqual([
        ['Matutino', 'ocupado', 0],
        ['Vespertino', 'libre', 1],
      ]);
    });

    it("'cerrado' only when every salón is closed, with the closure's reason", async () => {
      const fecha = addDays(todayInMexicoCity(), 46);
      await close({ lugar: w.place.id, salon: salonA, desde: fecha });
      expect((await dayOf(w.place.id, fecha)).turnos.map((x: Turno) => [x.estado, x.libres])).toEqual([
        ['libre', 1],
        ['libre', 1],
      ]);
      await close({ lugar: w.place.id, salon: salonB, desde: fecha });
      const day = await dayOf(w.place.id, fecha);
      expect(day).toMatchObject({ Matutino: 'cerrado', Vespertino: 'cerrado', motivo: `Cierre ${salonA}` });
      expect(day.turnos.map((x: Turno) => [x.estado, x.libres])).toEqual([
        ['cerrado', 0],
        ['cerrado', 0],
      ]);
      // the other branch's salones are not closed by it
      const other = await insertPlace(t.app, 'Otra');
      expect((await dayOf(other.id, fecha)).turnos.map((x: Turno) => x.estado)).toEqual(['libre', 'libre']);
    });

    it('a booking goes to a salón open that day; refused only when every salón is closed', async () => {
      const [oneClosed, bothClosed] = [addDays(todayInMexicoCity(), 47), addDays(todayInMexicoCity(), 48)];
      await close({ lugar: w.place.id, salon: salonA, desde: oneClosed });
      await close({ lugar: w.place.id, salon: salonA, desde: bothClosed });
      await close({ lugar: w.place.id, salon: salonB, desde: bothClosed });
      const slot = { lugar: w.place.id, turno: 'Vespertino' };
      // one salón closed: the other is offered, and the booking is held there
      const free = await checkSlot(t.app, { ...slot, fecha: oneClosed });
      expect(free.statusCode, free.body).toBe(200);
      expect(free.json().salones.map((s: { uid: string }) => s.uid)).toEqual([salonB]);
      const open = await postRequest(t.app, w.customer, requestBody(w, { fecha: oneClosed, personas: 60 }));
      expect(open.statusCode, open.body).toBe(201);
      expect(open.json().solicitud.salon).toBe(salonB);
      // every salón closed: refused with the oldest closure's reason, for a family and for staff
      const refused = { ok: false, msg: SLOT_MSG.closed(`Cierre ${salonA}`) };
      expect((await checkSlot(t.app, { ...slot, fecha: bothClosed })).json()).toEqual(refused);
      const request = await postRequest(t.app, w.customer, requestBody(w, { fecha: bothClosed }));
      expect([request.statusCode, request.json()]).toEqual([409, refused]);
      const event = await postEvent(t.app, w.admin, eventBody(w, { fecha: bothClosed.replaceAll('-', '/') }));
      expect([event.statusCode, event.json()]).toEqual([409, refused]);
    });
  });
});
