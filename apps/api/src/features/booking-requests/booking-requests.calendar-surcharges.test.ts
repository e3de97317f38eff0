// The public calendar marks the days that cost more — each day a price rule raises the package
// price (a positive percentage or amount, of the branch or of every branch) names those rules, in the quote's
// order; discounts, other branches' rules and closed days carry no mark; a rule deleted takes its mark away.
import { datesOfMonth } from '@salones/shared/booking-requests';
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { insertPackage, insertPlace, makeWorld, type World } from '../../test/world.ts';
import { calendar } from './booking-requests.fixtures.ts';

const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const weekdayOf = (fecha: string) => new Date(`${fecha}T00:00:00Z`).getUTCDay();

describe('the calendar’s surcharged days', () => {
  let t: TestApp;
  let w: World;
  let norte: { id: string };
  // a month well ahead, wholly offered by the calendar
  const mes = addDays(todayInMexicoCity(NOW), 45).slice(0, 7);
  const days = datesOfMonth(mes);
  const saturdays = days.filter((d) => weekdayOf(d) === 6);
  const season = [days[9], days[10]];
  beforeAll(async () => {
    t = await buildTestApp({ now: () => NOW }, { BOOKING_SWEEP_INTERVAL_MS: '0' });
    w = await makeWorld(t.app);
    norte = await insertPlace(t.app, 'Norte');
    await insertPackage(t.app, norte.id);
  });
  afterAll(() => t?.close());

  const addRule = async (payload: object) => {
    const res = await call(t.app, { method: 'POST', url: '/api/reglas-precio', payload, as: w.superAdmin });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().regla as { _id: string };
  };
  const marks = async (placeId: string) => {
    const res = await calendar(t.app, placeId, mes);
    expect(res.statusCode).toBe(200);
    const dias = res.json().dias as { fecha: string; recargos?: string[]; motivo?: string }[];
    return Object.fromEntries(dias.filter((d) => d.recargos).map((d) => [d.fecha, d.recargos]));
  };

  it('names the rules that raise the price on each day, percentages first; nothing else is marked', async () => {
    const weekend = await addRule({ lugar: w.place.id, nombre: 'Fin de semana', dias: [6], porcentaje: 10 });
    // a discount, and another branch's surcharge: no mark here
    await addRule({ lugar: w.place.id, nombre: 'Martes barato', dias: [2], monto: -500 });
    await addRule({ lugar: norte.id, nombre: 'Domingo Norte', dias: [0], porcentaje: 5 });
    // every branch's season, a fixed amount
    await addRule({ nombre: 'Temporada alta', desde: season[0], hasta: season[1], monto: 1000 });
    // the month's last Saturday is closed: its reason, not a price
    const closedDay = saturdays.at(-1)!;
    const closure = await call(t.app, {
      method: 'POST',
      url: '/api/cierres',
      payload: { lugar: w.place.id, desde: closedDay, hasta: closedDay, motivo: 'Cerrado por mantenimiento' },
      as: w.superAdmin,
    });
    expect(closure.statusCode).toBe(201);

    const expected: Record<string, string[]> = {};
    for (const fecha of days) {
      if (fecha === closedDay) continue;
      const names = [
        ...(weekdayOf(fecha) === 6 ? ['Fin de semana'] : []),
        ...(season.includes(fecha) ? ['Temporada alta'] : []),
      ];
      if (names.length) expected[fecha] = names;
    }
    expect(await marks(w.place.id)).toEqual(expected);
    const closed = (await calendar(t.app, w.place.id, mes))
      .json()
      .dias.find((d: { fecha: string }) => d.fecha === closedDay);
    expect(closed).toEqual({
      fecha: closedDay,
      Matutino: 'cerrado',
      Vespertino: 'cerrado',
      turnos: [
        { nombre: 'Matutino', inicio: '10:00', fin: '15:00', estado: 'cerrado', libres: 0 },
        { nombre: 'Vespertino', inicio: '16:00', fin: '21:00', estado: 'cerrado', libres: 0 },
      ],
      motivo: 'Cerrado por mantenimiento',
    });

    // the other branch: its own Sunday rule and every branch's season
    const sundays = days.filter((d) => weekdayOf(d) === 0);
    const norteMarks = await marks(norte.id);
    expect(Object.keys(norteMarks).sort()).toEqual([...new Set([...sundays, ...season])].sort());
    for (const sunday of sundays) expect(norteMarks[sunday]).toContain('Domingo Norte');

    // a rule deleted: its days are no longer marked (the calendar reads the rules as they are now)
    const deleted = await call(t.app, {
      method: 'DELETE',
      url: `/api/reglas-precio/${weekend._id}`,
      as: w.superAdmin,
    });
    expect(deleted.statusCode).toBe(200);
    expect(Object.keys(await marks(w.place.id))).toEqual(season);
  });
});
