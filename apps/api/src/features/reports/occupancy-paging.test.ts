// The occupancy by salón at a chain's scale: `porSalon` comes a page of branches at a time (by name, every salón
// and turno of each), the CSV holds them all, and the days offered follow each branch's schedule of one to three
// turnos, the closures of the chain, the branch and one salón, and a turno taken off the schedule that still
// holds a party.
import { OCCUPANCY_PAGE, occupancyPercent, REPORT_MSG } from '@salones/shared/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { closures, salones } from '../../db/schema/index.ts';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { insertEvent, insertPlace, setupTestApp } from '../../test/world.ts';

type Row = { lugar: string; salon: string; turno: string; ofrecidos: number; reservados: number };

describe('occupancy by salón, a page of branches at a time', () => {
  const t = setupTestApp();
  let boss: TestUser;
  let customer: TestUser;
  const branch = {} as Record<'alfa' | 'bravo' | 'charlie', { id: string; sucursal: string }>;
  const MARCH = 'desde=2025-03-01&hasta=2025-03-31';

  beforeAll(async () => {
    [boss, customer] = await Promise.all([
      createUser(t.app, { role: 'super_admin' }),
      createUser(t.app, { role: 'user' }),
    ]);
    branch.alfa = await insertPlace(t.app, 'Alfa');
    branch.bravo = await insertPlace(t.app, 'Bravo');
    branch.charlie = await insertPlace(t.app, 'Charlie');
    // nine more branches on the chain's schedule: twelve in all, more than a page
    for (let i = 0; i < 9; i += 1) await insertPlace(t.app, 'Zeta');
    const schedule = async (placeId: string, turnos: object[]) => {
      const res = await call(t.app, {
        method: 'PUT',
        url: `/api/lugares/${placeId}/turnos`,
        payload: { limpiezaMin: 60, turnos },
        as: boss,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const temprano = { nombre: 'Temprano', inicio: '08:00', fin: '10:00', dias: [0, 1, 2, 3, 4, 5, 6] };
    const tarde = { nombre: 'Tarde', inicio: '11:00', fin: '13:00', dias: [1, 2, 3, 4, 5] };
    const noche = { nombre: 'Noche', inicio: '18:00', fin: '21:00', dias: [5, 6] };
    const antiguo = { nombre: 'Antiguo', inicio: '14:00', fin: '17:00', dias: [5] };
    // Alfa ran a fourth turno in March, then took it off its schedule (its past party does not stop that)
    await schedule(branch.alfa.id, [temprano, tarde, antiguo, noche]);
    const [jardin] = await t.app.db
      .insert(salones)
      .values({ placeId: branch.alfa.id, nombre: 'Jardín', capacidadMin: 10, capacidadMax: 40, orden: 1 })
      .returning();
    const party = (placeId: string, fecha: string, turno: string, salonId?: string) =>
      insertEvent(t.app, { placeId, customerId: customer.id, fecha, turno, salonId });
    await party(branch.alfa.id, '2025-03-14', 'Antiguo');
    await party(branch.alfa.id, '2025-03-20', 'Temprano', jardin.id);
    await party(branch.alfa.id, '2025-03-21', 'Noche');
    await schedule(branch.alfa.id, [temprano, tarde, noche]);
    await schedule(branch.bravo.id, [{ nombre: 'Único', inicio: '12:00', fin: '18:00', dias: [6, 0] }]);
    await party(branch.bravo.id, '2025-03-15', 'Único');
    await t.app.db.insert(closures).values([
      // the whole chain, Monday 17
      { placeId: null, desde: '2025-03-17', hasta: '2025-03-17', motivo: 'Día feriado' },
      // Alfa, Friday 7 to Sunday 9
      { placeId: branch.alfa.id, desde: '2025-03-07', hasta: '2025-03-09', motivo: 'Obra' },
      // Alfa's Jardín, Saturday 8 to Wednesday 12 (over the branch's own)
      {
        placeId: branch.alfa.id,
        salonId: jardin.id,
        desde: '2025-03-08',
        hasta: '2025-03-12',
        motivo: 'Pintura',
      },
    ]);
  });

  const get = (query: string) => call(t.app, { url: `/api/reportes/ocupacion?${MARCH}&${query}`, as: boss });
  const rowsOf = async (query: string): Promise<Row[]> => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().porSalon;
  };
  const branchesIn = (rows: Row[]) => [...new Set(rows.map((r) => r.lugar))];

  it("a branch's salones and turnos: its schedule, the chain's, its own and a salón's closures", async () => {
    // March 2025: 5 Saturdays, Sundays and Mondays, 4 of every other day. Every Alfa salón is shut Monday 17
    // and Friday 7 to Sunday 9; the Jardín Monday 10 to Wednesday 12 too
    expect(await rowsOf(`lugar=${branch.alfa.id}`)).toEqual([
      {
        lugar: branch.alfa.sucursal,
        salon: 'Salón principal',
        turno: 'Temprano',
        ofrecidos: 27,
        reservados: 0,
      },
      { lugar: branch.alfa.sucursal, salon: 'Salón principal', turno: 'Tarde', ofrecidos: 19, reservados: 0 },
      { lugar: branch.alfa.sucursal, salon: 'Salón principal', turno: 'Noche', ofrecidos: 7, reservados: 1 },
      // no longer on the schedule: offers nothing, shows its party
      {
        lugar: branch.alfa.sucursal,
        salon: 'Salón principal',
        turno: 'Antiguo',
        ofrecidos: 0,
        reservados: 1,
      },
      { lugar: branch.alfa.sucursal, salon: 'Jardín', turno: 'Temprano', ofrecidos: 24, reservados: 1 },
      { lugar: branch.alfa.sucursal, salon: 'Jardín', turno: 'Tarde', ofrecidos: 16, reservados: 0 },
      { lugar: branch.alfa.sucursal, salon: 'Jardín', turno: 'Noche', ofrecidos: 7, reservados: 0 },
    ]);
    // one turno on weekends (the chain's Monday closure takes none of them)
    expect(await rowsOf(`lugar=${branch.bravo.id}`)).toEqual([
      {
        lugar: branch.bravo.sucursal,
        salon: 'Salón principal',
        turno: 'Único',
        ofrecidos: 10,
        reservados: 1,
      },
    ]);
    // the chain's two turnos every day, less Monday 17
    expect(await rowsOf(`lugar=${branch.charlie.id}`)).toEqual([
      {
        lugar: branch.charlie.sucursal,
        salon: 'Salón principal',
        turno: 'Matutino',
        ofrecidos: 30,
        reservados: 0,
      },
      {
        lugar: branch.charlie.sucursal,
        salon: 'Salón principal',
        turno: 'Vespertino',
        ofrecidos: 30,
        reservados: 0,
      },
    ]);
  });

  it('every branch: the first page of branches by default, the pages together are the CSV', async () => {
    const first = await get('');
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, limit: OCCUPANCY_PAGE.defaultLimit, sucursales: 12 });
    expect(branchesIn(body.porSalon)).toHaveLength(OCCUPANCY_PAGE.defaultLimit);
    // the figures per weekday stay whole beside the page
    const turnos = new Set(body.filas.map((f: { turno: string }) => f.turno));
    expect(body.filas).toHaveLength(7 * turnos.size);
    // Mondays of March × the ten branches on the chain's schedule (Alfa and Bravo run their own turnos)
    expect(
      body.filas.find((f: { turno: string; dia: number }) => f.turno === 'Matutino' && f.dia === 1)
        ?.capacidad,
    ).toBe(5 * 10);

    const pages: Row[][] = [];
    for (let page = 1; page <= 3; page += 1) pages.push(await rowsOf(`page=${page}&limit=5`));
    expect(pages.map((rows) => branchesIn(rows).length)).toEqual([5, 5, 2]);
    const all = pages.flat();
    expect(branchesIn(all)).toHaveLength(12);
    // Alfa's rows are as with the branch chosen, all on one page
    expect(all.filter((r) => r.lugar === branch.alfa.sucursal)).toEqual(
      await rowsOf(`lugar=${branch.alfa.id}`),
    );
    expect(await rowsOf(`limit=${OCCUPANCY_PAGE.maxLimit}`)).toEqual(all);
    // past the last page: no rows
    expect(await rowsOf('page=4&limit=5')).toEqual([]);

    const csv = await call(t.app, { url: `/api/reportes/ocupacion/salones.csv?${MARCH}&limit=1`, as: boss });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.split('\r\n').slice(1, -1);
    expect(lines).toEqual(
      all.map((r) =>
        [
          r.lugar,
          r.salon,
          r.turno,
          r.ofrecidos,
          r.reservados,
          occupancyPercent(r.reservados, r.ofrecidos),
        ].join(','),
      ),
    );
  });

  it('with a branch chosen, its rows are the only page', async () => {
    const res = await get(`lugar=${branch.bravo.id}&limit=1`);
    expect(res.json()).toMatchObject({ sucursales: 1, page: 1, limit: 1 });
    expect(res.json().porSalon).toHaveLength(1);
    expect(await rowsOf(`lugar=${branch.bravo.id}&page=2`)).toEqual([]);
  });

  it.each([
    ['limit=0', REPORT_MSG.branchLimitInvalid],
    [`limit=${OCCUPANCY_PAGE.maxLimit + 1}`, REPORT_MSG.branchLimitInvalid],
    ['limit=2.5', REPORT_MSG.branchLimitInvalid],
    ['page=0', REPORT_MSG.pageInvalid],
    ['page=uno', REPORT_MSG.pageInvalid],
  ])('%s is refused with its reason', async (query, msg) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, msg });
  });
});
