// Occupancy per branch, salón and turno (`porSalon` of /api/reportes/ocupacion, and its CSV): the days each turno
// ran in each open salón (the branch's schedule, its closures, active salones) against live parties and holds.
import { beforeAll, describe, expect, it } from 'vitest';
import { closures, salones } from '../../db/schema/index.ts';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { insertEvent, insertPlace, nextRequestDate, setupWorld } from '../../test/world.ts';

describe('occupancy by salón and turno', () => {
  const { t, w } = setupWorld();
  let otherAdmin: TestUser;
  beforeAll(async () => {
    otherAdmin = await createUser(t.app, { role: 'admin', placeId: (await insertPlace(t.app, 'Norte')).id });
    const schedule = await call(t.app, {
      method: 'PUT',
      url: `/api/lugares/${w.place.id}/turnos`,
      payload: {
        limpiezaMin: 60,
        turnos: [
          { nombre: 'Matutino', inicio: '10:00', fin: '15:00', dias: [0, 1, 2, 3, 4, 5, 6] },
          { nombre: 'Vespertino', inicio: '16:00', fin: '21:00', dias: [6, 0] },
        ],
      },
      as: w.admin,
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    const rooms = await t.app.db
      .insert(salones)
      .values([
        { placeId: w.place.id, nombre: 'Terraza', capacidadMin: 10, capacidadMax: 40, orden: 1 },
        { placeId: w.place.id, nombre: 'Viejo', capacidadMin: 10, capacidadMax: 40, orden: 2, activo: false },
      ])
      .returning();
    const [terraza, viejo] = rooms;
    // closed on the first weekend of March 2025 (Saturday 8 and Sunday 9)
    await t.app.db.insert(closures).values([
      { placeId: w.place.id, desde: '2025-03-08', hasta: '2025-03-09', motivo: 'Obra' },
      // the Terraza alone, on Tuesday 4 and Wednesday 5
      {
        placeId: w.place.id,
        salonId: terraza.id,
        desde: '2025-03-04',
        hasta: '2025-03-05',
        motivo: 'Pintura',
      },
    ]);
    const party = (fecha: string, turno: string, salonId?: string, deleted = false) =>
      insertEvent(t.app, {
        placeId: w.place.id,
        customerId: w.customer.id,
        fecha,
        turno,
        salonId,
        deletedAt: deleted ? new Date() : null,
      });
    await party('2025-03-03', 'Matutino');
    await party('2025-03-15', 'Vespertino');
    await party('2025-03-10', 'Matutino', undefined, true); // deleted: not booked
    await party('2025-03-04', 'Matutino', terraza.id);
    await party('2025-03-05', 'Matutino', viejo.id);
    await party('2025-04-01', 'Matutino', terraza.id); // after the period
  });

  const MARCH = 'desde=2025-03-01&hasta=2025-03-31';

  it('counts the days each turno ran in each open salón against its live parties', async () => {
    const res = await call(t.app, {
      url: `/api/reportes/ocupacion?${MARCH}&lugar=${w.place.id}`,
      as: w.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lugar = w.place.sucursal;
    // March 2025: 31 days, 5 Saturdays and 5 Sundays; the closed weekend takes one of each, the Terraza's own
    // closure two weekdays more
    expect(res.json().porSalon).toEqual([
      { lugar, salon: 'Salón principal', turno: 'Matutino', ofrecidos: 29, reservados: 1 },
      { lugar, salon: 'Salón principal', turno: 'Vespertino', ofrecidos: 8, reservados: 1 },
      { lugar, salon: 'Terraza', turno: 'Matutino', ofrecidos: 27, reservados: 1 },
      { lugar, salon: 'Terraza', turno: 'Vespertino', ofrecidos: 8, reservados: 0 },
      // an inactive salón offers nothing, but what it held is still shown
      { lugar, salon: 'Viejo', turno: 'Matutino', ofrecidos: 0, reservados: 1 },
    ]);
    // the report by turno and weekday stays as it was beside it
    expect(res.json().filas).toHaveLength(14);
  });

  it('a hold not yet expired is booked too', async () => {
    const fecha = nextRequestDate();
    const hold = await call(t.app, {
      method: 'POST',
      url: '/api/solicitud',
      payload: { lugar: w.place.id, paquete: w.pkg.id, turno: 'Matutino', personas: 90, fecha },
      as: w.customer,
    });
    expect(hold.statusCode, hold.body).toBe(201);
    const res = await call(t.app, {
      url: `/api/reportes/ocupacion?desde=${fecha}&hasta=${fecha}&lugar=${w.place.id}`,
      as: w.superAdmin,
    });
    const row = res
      .json()
      .porSalon.find(
        (r: { salon: string; turno: string }) => r.salon === 'Salón principal' && r.turno === 'Matutino',
      );
    expect(row).toMatchObject({ ofrecidos: 1, reservados: 1 });
  });

  it('as CSV, and only for staff who reach the branch', async () => {
    const csv = await call(t.app, {
      url: `/api/reportes/ocupacion/salones.csv?${MARCH}&lugar=${w.place.id}`,
      as: w.admin,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('ocupacion-por-salon-2025-03-01-a-2025-03-31.csv');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFSucursal,Salón,Turno,Ofrecidos,Reservados,Ocupación (%)');
    expect(lines[1]).toBe(`${w.place.sucursal},Salón principal,Matutino,29,1,3`);
    expect(lines).toHaveLength(7);
    for (const url of [
      `/api/reportes/ocupacion?lugar=${w.place.id}`,
      `/api/reportes/ocupacion/salones.csv?lugar=${w.place.id}`,
    ])
      expect((await call(t.app, { url, as: otherAdmin })).statusCode).toBe(403);
    expect(
      (await call(t.app, { url: '/api/reportes/ocupacion/salones.csv', as: w.customer })).statusCode,
    ).toBe(403);
  });

  it("by turno and weekday: a branch's own turnos in the order of the day, against the days each ran", async () => {
    const sur = await insertPlace(t.app, 'Sur');
    const schedule = await call(t.app, {
      method: 'PUT',
      url: `/api/lugares/${sur.id}/turnos`,
      payload: {
        limpiezaMin: 30,
        turnos: [
          { nombre: 'Tarde', inicio: '17:00', fin: '20:00', dias: [6] },
          { nombre: 'Mañana', inicio: '09:00', fin: '12:00', dias: [6] },
          { nombre: 'Mediodía', inicio: '13:00', fin: '16:00', dias: [6] },
          { nombre: 'Matutino', inicio: '10:00', fin: '15:00', dias: [1, 2, 3, 4, 5] },
        ],
      },
      as: w.superAdmin,
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    for (const fecha of ['2025-03-15', '2025-03-22'])
      await insertEvent(t.app, { placeId: sur.id, customerId: w.customer.id, fecha, turno: 'Mediodía' });
    type Fila = { turno: string; dia: number; eventos: number; capacidad: number };
    const filasOf = async (lugar?: string) => {
      const url = `/api/reportes/ocupacion?${MARCH}${lugar ? `&lugar=${lugar}` : ''}`;
      const res = await call(t.app, { url, as: w.superAdmin });
      expect(res.statusCode, res.body).toBe(200);
      const filas: Fila[] = res.json().filas;
      const cell = (turno: string, dia: number) => filas.find((f) => f.turno === turno && f.dia === dia);
      return { turnos: [...new Set(filas.map((f) => f.turno))], cell };
    };
    // March 2025: 5 Saturdays (6) and Mondays (1), 4 Tuesdays (2)
    const own = await filasOf(sur.id);
    expect(own.turnos).toEqual(['Mañana', 'Matutino', 'Mediodía', 'Tarde']);
    expect(own.cell('Mediodía', 6)).toEqual({ turno: 'Mediodía', dia: 6, eventos: 2, capacidad: 5 });
    expect(own.cell('Mediodía', 1)).toMatchObject({ eventos: 0, capacidad: 0 });
    expect(own.cell('Matutino', 2)).toMatchObject({ eventos: 0, capacidad: 4 });
    expect(own.cell('Matutino', 6)).toMatchObject({ capacidad: 0 });
    // every branch: the chain's turnos and Sur's side by side, each against the branches that run it that day
    const all = await filasOf();
    expect(all.turnos).toEqual(['Mañana', 'Matutino', 'Mediodía', 'Vespertino', 'Tarde']);
    expect(all.cell('Mediodía', 6)).toMatchObject({ eventos: 2, capacidad: 5 });
    expect(all.cell('Matutino', 6)).toMatchObject({ capacidad: 2 * 5 });
    expect(all.cell('Matutino', 1)).toMatchObject({ capacidad: 3 * 5 });
    expect(all.cell('Vespertino', 2)).toMatchObject({ capacidad: 4 });
  });
});
