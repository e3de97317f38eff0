// A turno is any name of a branch's schedule: a family checks, quotes and asks for it, staff book it, move a party
// to it and edit it, on a day it runs; on another day the answer is 'Ese turno no está disponible ese día', and a
// name that is none of the branch's turnos (or no turno's name at all) is 'El turno no es válido'.
import type { BookingRequestCreate } from '@salones/shared/booking-requests';
import { EVENT_MSG } from '@salones/shared/event-messages';
import { diaOf, TURNO_MSG } from '@salones/shared/turnos';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import {
  eventBody,
  insertPackage,
  insertPlace,
  nextRequestDate,
  postEvent,
  setupWorld,
  type World,
} from '../../test/world.ts';

const EVERY_WEEKDAY = [0, 1, 2, 3, 4, 5];

describe('turnos by name', () => {
  const { t, w } = setupWorld({}, { BOOKING_SWEEP_INTERVAL_MS: '0' });

  const answer = (res: { statusCode: number; json: () => unknown }) => ({
    status: res.statusCode,
    body: res.json(),
  });
  const invalid = { status: 400, body: { ok: false, msg: EVENT_MSG.turnoInvalid } };
  const notThatDay = { status: 400, body: { ok: false, msg: TURNO_MSG.notThatDay } };

  /** A fresh request date on that weekday (0 = domingo). */
  const nextOn = (dia: number) => {
    let fecha = nextRequestDate();
    while (diaOf(fecha) !== dia) fecha = nextRequestDate();
    return fecha;
  };
  const requestBody = (world: World, slot: { fecha: string; turno: string }): BookingRequestCreate => ({
    lugar: world.place.id,
    paquete: world.pkg.id,
    personas: 120,
    ...slot,
  });
  const checkSlot = (world: World, slot: { fecha: string; turno: string }) =>
    call(t.app, { method: 'POST', url: '/api/event/fecha', payload: { lugar: world.place.id, ...slot } });
  const quote = (world: World, slot: { fecha: string; turno: string }) =>
    call(t.app, { method: 'POST', url: '/api/cotizacion', payload: requestBody(world, slot) });
  const ask = (world: World, slot: { fecha: string; turno: string }) =>
    call(t.app, {
      method: 'POST',
      url: '/api/solicitud',
      payload: requestBody(world, slot),
      as: world.customer,
    });
  const moveTo = (eventId: string, slot: { fecha: string; turno: string }) =>
    call(t.app, {
      method: 'PUT',
      url: `/api/event/adicionales/date/${eventId}`,
      payload: slot,
      as: w.superAdmin,
    });
  const edit = (eventId: string, payload: object) =>
    call(t.app, { method: 'PUT', url: `/api/event/${eventId}`, payload, as: w.superAdmin });

  /** A branch whose Saturday runs Mañana, Mediodía and Tarde, and its other days Matutino. */
  async function saturdayBranch(): Promise<World> {
    const place = await insertPlace(t.app, 'Tres turnos');
    const pkg = await insertPackage(t.app, place.id);
    const saved = await call(t.app, {
      method: 'PUT',
      url: `/api/lugares/${place.id}/turnos`,
      payload: {
        turnos: [
          { nombre: 'Matutino', inicio: '10:00', fin: '15:00', dias: EVERY_WEEKDAY },
          { nombre: 'Mañana', inicio: '09:00', fin: '12:00', dias: [6] },
          { nombre: 'Mediodía', inicio: '13:00', fin: '16:00', dias: [6] },
          { nombre: 'Tarde', inicio: '17:00', fin: '21:00', dias: [6] },
        ],
        limpiezaMin: 60,
      },
      as: w.superAdmin,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { ...w, place, pkg };
  }

  it("'Tarde' on a Saturday that runs it is checked, quoted, asked for, booked, moved to and edited to", async () => {
    const world = await saturdayBranch();
    const asked = { fecha: nextOn(6), turno: 'Tarde' };
    const free = await checkSlot(world, asked);
    expect(free.statusCode, free.body).toBe(200);
    const quoted = await quote(world, asked);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const request = await ask(world, asked);
    expect(request.statusCode, request.body).toBe(201);
    expect(request.json().solicitud).toMatchObject({ fecha: asked.fecha, turno: 'Tarde' });
    // its hold takes the branch's only salón that turno
    expect((await checkSlot(world, asked)).statusCode).toBe(409);

    const booked = { fecha: nextOn(6), turno: 'Tarde' };
    const created = await postEvent(t.app, w.superAdmin, eventBody(world, booked));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().evento).toMatchObject({ turno: 'Tarde' });

    const morning = await postEvent(
      t.app,
      w.superAdmin,
      eventBody(world, { fecha: nextOn(6), turno: 'Mañana' }),
    );
    expect(morning.statusCode, morning.body).toBe(201);
    const id = morning.json().evento.uid;
    const later = { fecha: nextOn(6), turno: 'Tarde' };
    const moved = await moveTo(id, later);
    expect(moved.statusCode, moved.body).toBe(200);
    const edited = await edit(id, { turno: 'Mediodía' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().evento).toMatchObject({ fecha: later.fecha, turno: 'Mediodía' });
  });

  it("'Tarde' on a Friday is refused everywhere: 'Ese turno no está disponible ese día'", async () => {
    const world = await saturdayBranch();
    const friday = { fecha: nextOn(5), turno: 'Tarde' };
    expect(answer(await checkSlot(world, friday))).toEqual(notThatDay);
    expect(answer(await quote(world, friday))).toEqual(notThatDay);
    expect(answer(await ask(world, friday))).toEqual(notThatDay);
    expect(answer(await postEvent(t.app, w.superAdmin, eventBody(world, friday)))).toEqual(notThatDay);
    const booked = await postEvent(
      t.app,
      w.superAdmin,
      eventBody(world, { fecha: friday.fecha, turno: 'Matutino' }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().evento.uid;
    expect(answer(await moveTo(id, friday))).toEqual(notThatDay);
    expect(answer(await edit(id, { turno: 'Tarde' }))).toEqual(notThatDay);
  });

  it("a name that is none of the branch's turnos is 'El turno no es válido'", async () => {
    const world = await saturdayBranch();
    const booked = await postEvent(
      t.app,
      w.superAdmin,
      eventBody(w, { fecha: nextOn(3), turno: 'Matutino' }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().evento.uid;
    // the chain's default branch knows Matutino and Vespertino only; this branch has no Vespertino
    const unknown: [World, string][] = [
      [w, 'Nocturno'],
      [w, 'Tarde'],
      [world, 'Vespertino'],
      [w, 'x'.repeat(25)],
    ];
    for (const [branch, turno] of unknown) {
      const slot = { fecha: nextOn(6), turno };
      expect(answer(await checkSlot(branch, slot)), turno).toEqual(invalid);
      expect(answer(await quote(branch, slot)), turno).toEqual(invalid);
      expect(answer(await ask(branch, slot)), turno).toEqual(invalid);
      expect(answer(await postEvent(t.app, w.superAdmin, eventBody(branch, slot))), turno).toEqual(invalid);
      if (branch === w) {
        expect(answer(await moveTo(id, slot)), turno).toEqual(invalid);
        expect(answer(await edit(id, { turno })), turno).toEqual(invalid);
      }
    }
  });

  it("a party booked or moved without its hours takes its turno's in the branch's schedule; hours sent win", async () => {
    const world = await saturdayBranch();
    const noHours = { entrada: '', salida: '' };
    const booked = await postEvent(
      t.app,
      w.superAdmin,
      eventBody(world, { fecha: nextOn(6), turno: 'Mediodía', ...noHours }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().evento).toMatchObject({ turno: 'Mediodía', entrada: '13:00', salida: '16:00' });
    // an entrada written alone keeps its open end
    const open = await postEvent(
      t.app,
      w.superAdmin,
      eventBody(world, { fecha: nextOn(6), turno: 'Mediodía', entrada: '13:30', salida: '' }),
    );
    expect(open.json().evento).toMatchObject({ entrada: '13:30', salida: '' });
    const id = booked.json().evento.uid;
    const hoursOf = (res: { json: () => { evento: { turno: string; entrada: string; salida: string } } }) => {
      const { turno, entrada, salida } = res.json().evento;
      return [turno, entrada, salida];
    };
    expect(hoursOf(await edit(id, { entrada: '13:15', salida: '16:15' }))).toEqual([
      'Mediodía',
      '13:15',
      '16:15',
    ]);
    // the same turno on another date keeps the party's hours; another turno brings its own
    expect(hoursOf(await moveTo(id, { fecha: nextOn(6), turno: 'Mediodía' }))).toEqual([
      'Mediodía',
      '13:15',
      '16:15',
    ]);
    expect(hoursOf(await moveTo(id, { fecha: nextOn(6), turno: 'Tarde' }))).toEqual([
      'Tarde',
      '17:00',
      '21:00',
    ]);
    const sent = { fecha: nextOn(6), turno: 'Mañana', entrada: '09:30', salida: '11:30' };
    expect(hoursOf(await moveTo(id, sent))).toEqual(['Mañana', '09:30', '11:30']);
    // the move's history names the hours it changed
    const history = await call(t.app, { url: `/api/event/${id}/historial`, as: w.superAdmin });
    expect(history.statusCode, history.body).toBe(200);
    expect(JSON.stringify(history.json())).toContain('"entrada":"09:30"');
  });
});
