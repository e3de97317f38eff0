// The day sheet (/api/lugares/{placeId}/dia/{fecha}): each salón of the branch with its parties of the day in
// turno order — hours, package, head count, menu, extras and resources — for the staff who reach the branch.
import { DAY_SHEET_MSG } from '@salones/shared/day-sheet';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, salones } from '../../db/schema/index.ts';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { createEventVia, insertPlace, nextEventDate, setupWorld } from '../../test/world.ts';

describe('day sheet', () => {
  const { t, w } = setupWorld();
  let otherAdmin: TestUser;
  let fecha: string;
  beforeAll(async () => {
    otherAdmin = await createUser(t.app, { role: 'admin', placeId: (await insertPlace(t.app, 'Norte')).id });
    const [jardin] = await t.app.db
      .insert(salones)
      .values({ placeId: w.place.id, nombre: 'Jardín', capacidadMin: 10, capacidadMax: 90, orden: 1 })
      .returning();
    fecha = nextEventDate();
    const tarde = await createEventVia(t.app, w, {
      fecha,
      turno: 'Vespertino',
      name: 'Fiesta de Leo',
      personas: 120,
      guisado: 'Tinga',
      pastel: 'Tres leches',
      show: 'Magia',
      adicionales: [{ nombre: 'Piñata grande', piezas: 2, precio: 250 }],
    });
    await createEventVia(t.app, w, { fecha, turno: 'Matutino', name: 'Fiesta de Sofía' });
    await t.app.db.update(events).set({ salonId: jardin.id }).where(eq(events.id, tarde._id));
    const recurso = await call(t.app, {
      method: 'POST',
      url: `/api/lugares/${w.place.id}/recursos`,
      payload: { nombre: 'Pepe Payaso', tipo: 'animador' },
      as: w.admin,
    });
    const assigned = await call(t.app, {
      method: 'PUT',
      url: `/api/event/${tarde._id}/recursos`,
      payload: { recursos: [recurso.json().recurso.uid] },
      as: w.admin,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  });

  const sheet = (as: TestUser | null, day = fecha, placeId = w.place.id) =>
    call(t.app, { url: `/api/lugares/${placeId}/dia/${day}`, as });

  it('lists each salón with its parties: turno, hours, package, people, menu, extras and resources', async () => {
    const res = await sheet(w.admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ fecha, lugar: { uid: w.place.id, nombre: w.place.sucursal } });
    expect(body.salones.map((s: { nombre: string }) => s.nombre)).toEqual(['Salón principal', 'Jardín']);
    const [principal, jardin] = body.salones;
    expect(principal.fiestas).toHaveLength(1);
    expect(principal.fiestas[0]).toMatchObject({
      nombre: 'Fiesta de Sofía',
      cliente: 'Ana López',
      turno: 'Matutino',
      inicio: '10:00',
      fin: '15:00',
      paquete: w.pkg.name,
      personas: 80,
      recursos: [],
    });
    expect(jardin.fiestas).toEqual([
      expect.objectContaining({
        nombre: 'Fiesta de Leo',
        turno: 'Vespertino',
        inicio: '16:00',
        fin: '21:00',
        personas: 120,
        menu: [
          { campo: 'Guisado 1', valor: 'Tinga' },
          { campo: 'Pastel', valor: 'Tres leches' },
          { campo: 'Show', valor: 'Magia' },
        ],
        adicionales: [expect.objectContaining({ nombre: 'Piñata grande', piezas: 2 })],
        recursos: [expect.objectContaining({ nombre: 'Pepe Payaso', tipo: 'animador' })],
      }),
    ]);
  });

  it('a day without parties lists the branch’s salones, empty', async () => {
    const empty = (await sheet(w.superAdmin, '2030-01-02')).json();
    expect(empty.salones.map((s: { fiestas: unknown[] }) => s.fiestas)).toEqual([[], []]);
  });

  it('only staff who reach the branch read it; a bad date is refused in Spanish', async () => {
    expect((await sheet(otherAdmin)).json()).toMatchObject({ msg: DAY_SHEET_MSG.forbidden });
    expect((await sheet(otherAdmin)).statusCode).toBe(403);
    expect((await sheet(w.customer)).statusCode).toBe(403);
    expect((await sheet(null)).statusCode).toBe(401);
    const bad = await sheet(w.admin, '2030-13-45');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(DAY_SHEET_MSG.fechaInvalid);
    expect((await sheet(w.superAdmin, fecha, crypto.randomUUID())).statusCode).toBe(404);
  });
});
