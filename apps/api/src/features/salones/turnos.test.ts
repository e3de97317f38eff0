// A branch's turnos by weekday (/api/lugares/{placeId}/turnos): the chain's default until staff save their own;
// staff who reach the branch save it, validated in Spanish; a change that would stop a turno on a weekday it
// has live parties or holds on is refused with the first dates.
import { addDays, formatDateMx, todayInMexicoCity } from '@salones/shared/dates';
import { DEFAULT_TURNO_SCHEDULE, diaOf, TURNO_MSG, type TurnoScheduleRequest } from '@salones/shared/turnos';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import {
  createEventVia,
  insertEventRow,
  insertPlace,
  nextRequestDate,
  setupWorld,
} from '../../test/world.ts';

describe('turnos by weekday', () => {
  const { t, w } = setupWorld();
  let otherAdmin: TestUser;
  beforeAll(async () => {
    const place = await insertPlace(t.app, 'Norte');
    otherAdmin = await createUser(t.app, { role: 'admin', placeId: place.id });
  });
  const url = () => `/api/lugares/${w.place.id}/turnos`;
  const get = () => call(t.app, { method: 'GET', url: url() });
  const put = (as: TestUser | null, payload: object) =>
    call(t.app, { method: 'PUT', url: url(), payload, as });
  const answer = (res: { statusCode: number; json: () => unknown }) => ({
    status: res.statusCode,
    body: res.json(),
  });
  const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
  const WEEKEND_THREE: TurnoScheduleRequest = {
    turnos: [
      { nombre: 'Matutino', inicio: '10:00', fin: '14:00', dias: EVERY_DAY },
      { nombre: 'Vespertino', inicio: '15:00', fin: '19:00', dias: EVERY_DAY },
      { nombre: 'Nocturno', inicio: '20:00', fin: '23:30', dias: [6, 0] },
    ],
    limpiezaMin: 60,
  };

  it("answers the chain's default to anyone until the branch saves its own; only its staff save it", async () => {
    expect(answer(await get())).toEqual({
      status: 200,
      body: { ok: true, ...DEFAULT_TURNO_SCHEDULE, predeterminado: true },
    });
    expect((await put(null, WEEKEND_THREE)).statusCode).toBe(401);
    expect((await put(w.customer, WEEKEND_THREE)).statusCode).toBe(403);
    expect(answer(await put(otherAdmin, WEEKEND_THREE))).toEqual({
      status: 403,
      body: { ok: false, msg: TURNO_MSG.forbidden },
    });
    expect(answer(await put(w.admin, { ...WEEKEND_THREE, limpiezaMin: 90 }))).toEqual({
      status: 400,
      body: { ok: false, msg: TURNO_MSG.overlap('Matutino', 'Vespertino', 0, 90) },
    });
    expect(answer(await put(w.admin, { ...WEEKEND_THREE, turnos: [] }))).toEqual({
      status: 400,
      body: { ok: false, msg: TURNO_MSG.turnosRequired },
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(answer(await call(t.app, { method: 'GET', url: `/api/lugares/${missing}/turnos` }))).toEqual({
      status: 404,
      body: { ok: false, msg: TURNO_MSG.placeNotFound },
    });

    const saved = await put(w.admin, WEEKEND_THREE);
    expect(answer(saved)).toEqual({
      status: 200,
      body: {
        ok: true,
        ...WEEKEND_THREE,
        turnos: [...WEEKEND_THREE.turnos.slice(0, 2), { ...WEEKEND_THREE.turnos[2], dias: [0, 6] }],
        predeterminado: false,
        msg: TURNO_MSG.saved,
      },
    });
    expect((await get()).json()).toMatchObject({
      predeterminado: false,
      limpiezaMin: 60,
      turnos: [{}, {}, { nombre: 'Nocturno', dias: [0, 6] }],
    });
    // the super_admin too
    expect((await put(w.superAdmin, DEFAULT_TURNO_SCHEDULE)).statusCode).toBe(200);
  });

  it("refuses a change that would drop a booked party or hold, listing the first dates; past parties don't count", async () => {
    const evento = await createEventVia(t.app, w, { turno: 'Vespertino' });
    const fecha = evento.fecha.slice(0, 10).replaceAll('/', '-');
    const past = addDays(todayInMexicoCity(), -7);
    await insertEventRow(t.app, w, { fecha: past, turno: 'Matutino' });
    const requestDate = nextRequestDate();
    const hold = await call(t.app, {
      method: 'POST',
      url: '/api/solicitud',
      payload: { lugar: w.place.id, paquete: w.pkg.id, turno: 'Matutino', personas: 90, fecha: requestDate },
      as: w.customer,
    });
    expect(hold.statusCode, hold.body).toBe(201);
    const without = (matutinoOff: number[], vespertinoOff: number[]) => ({
      turnos: [
        {
          nombre: 'Matutino',
          inicio: '10:00',
          fin: '15:00',
          dias: EVERY_DAY.filter((d) => !matutinoOff.includes(d)),
        },
        {
          nombre: 'Vespertino',
          inicio: '16:00',
          fin: '21:00',
          dias: EVERY_DAY.filter((d) => !vespertinoOff.includes(d)),
        },
      ],
      limpiezaMin: 60,
    });
    expect(answer(await put(w.admin, without([], [diaOf(fecha)])))).toEqual({
      status: 409,
      body: { ok: false, msg: TURNO_MSG.dropsParties('Vespertino', [formatDateMx(fecha)], false) },
    });
    expect(answer(await put(w.admin, without([diaOf(requestDate)], [])))).toEqual({
      status: 409,
      body: { ok: false, msg: TURNO_MSG.dropsParties('Matutino', [formatDateMx(requestDate)], false) },
    });
    // renaming is dropping too
    const renamed = {
      ...DEFAULT_TURNO_SCHEDULE,
      turnos: [DEFAULT_TURNO_SCHEDULE.turnos[0], { ...DEFAULT_TURNO_SCHEDULE.turnos[1], nombre: 'Tarde' }],
    };
    expect((await put(w.admin, renamed)).statusCode).toBe(409);
    expect((await get()).json()).toMatchObject({ turnos: DEFAULT_TURNO_SCHEDULE.turnos });
    // the past party's weekday may lose its Matutino (unless the hold is on that weekday too)
    if (diaOf(past) !== diaOf(requestDate))
      expect((await put(w.admin, without([diaOf(past)], []))).statusCode).toBe(200);
    // once the party is deleted, its weekday may lose its Vespertino
    const res = await call(t.app, { method: 'DELETE', url: `/api/event/${evento._id}`, as: w.superAdmin });
    expect(res.statusCode, res.body).toBe(200);
    expect((await put(w.admin, without([], [diaOf(fecha)]))).statusCode).toBe(200);
  });
});
