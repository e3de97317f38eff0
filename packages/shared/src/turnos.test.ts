import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TURNO_HOURS } from './party-hours.ts';
import {
  DEFAULT_TURNO_SCHEDULE,
  droppedBookings,
  hoursForTurno,
  minutesOf,
  scheduleProblem,
  TURNO_MSG,
  type TurnoDef,
  TurnoScheduleSchema,
  turnoHoursIn,
  turnosInDayOrder,
  turnosOverlap,
  withTurnosSeen,
} from './turnos.ts';

const turno = (nombre: string, inicio: string, fin: string, dias = [6]): TurnoDef => ({
  nombre,
  inicio,
  fin,
  dias,
});
const firstMessage = (input: unknown) => {
  const parsed = TurnoScheduleSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe("a branch's turnos by weekday", () => {
  it("defaults to the seed's two turnos every day at their usual hours, a valid schedule", () => {
    expect(DEFAULT_TURNO_SCHEDULE.turnos).toEqual([
      {
        nombre: 'Matutino',
        inicio: TURNO_HOURS.Matutino.entrada,
        fin: TURNO_HOURS.Matutino.salida,
        dias: [0, 1, 2, 3, 4, 5, 6],
      },
      {
        nombre: 'Vespertino',
        inicio: TURNO_HOURS.Vespertino.entrada,
        fin: TURNO_HOURS.Vespertino.salida,
        dias: [0, 1, 2, 3, 4, 5, 6],
      },
    ]);
    expect(scheduleProblem(DEFAULT_TURNO_SCHEDULE)).toBeNull();
    expect(TurnoScheduleSchema.parse(DEFAULT_TURNO_SCHEDULE)).toEqual(DEFAULT_TURNO_SCHEDULE);
  });

  it('a turno may start exactly when the previous one ends plus cleaning, not a minute sooner', () => {
    const a = turno('A', '10:00', '14:00');
    expect(turnosOverlap(a, turno('B', '15:00', '19:00'), 60)).toBe(false);
    expect(turnosOverlap(a, turno('B', '14:59', '19:00'), 60)).toBe(true);
    expect(turnosOverlap(a, turno('B', '14:00', '19:00'), 0)).toBe(false);
    expect(turnosOverlap(turno('B', '06:00', '09:30'), a, 30)).toBe(false);
    expect(turnosOverlap(turno('B', '06:00', '09:31'), a, 30)).toBe(true);
  });

  it('overlap is symmetric and matches the minutes between them (property)', () => {
    const time = fc
      .integer({ min: 0, max: 23 * 60 + 58 })
      .chain((start) =>
        fc.integer({ min: start + 1, max: 23 * 60 + 59 }).map((end) => [start, end] as const),
      );
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(time, time, fc.integer({ min: 0, max: 240 }), ([s1, e1], [s2, e2], limpieza) => {
        const a = turno('A', hhmm(s1), hhmm(e1));
        const b = turno('B', hhmm(s2), hhmm(e2));
        const apart = s2 >= e1 + limpieza || s1 >= e2 + limpieza;
        return (
          turnosOverlap(a, b, limpieza) === turnosOverlap(b, a, limpieza) &&
          turnosOverlap(a, b, limpieza) === !apart
        );
      }),
    );
    expect(minutesOf('23:59')).toBe(1439);
  });

  it('refuses, in Spanish, what the issue lists', () => {
    const ok = { turnos: [turno('Matutino', '10:00', '14:00')], limpiezaMin: 60 };
    expect(firstMessage(ok)).toBeNull();
    expect(firstMessage({ ...ok, turnos: [] })).toBe(TURNO_MSG.turnosRequired);
    expect(firstMessage({ ...ok, turnos: [turno(' ', '10:00', '14:00')] })).toBe(TURNO_MSG.nombreRequired);
    expect(firstMessage({ ...ok, turnos: [turno('x'.repeat(25), '10:00', '14:00')] })).toBe(
      TURNO_MSG.nombreTooLong,
    );
    expect(firstMessage({ ...ok, turnos: [turno('x'.repeat(24), '10:00', '14:00')] })).toBeNull();
    expect(firstMessage({ ...ok, turnos: [turno('A', '9:00', '14:00')] })).toBe(TURNO_MSG.horaInvalid);
    expect(firstMessage({ ...ok, turnos: [turno('A', '10:00', '24:00')] })).toBe(TURNO_MSG.horaInvalid);
    expect(firstMessage({ ...ok, turnos: [turno('A', '14:00', '14:00')] })).toBe(
      TURNO_MSG.inicioAfterFin('A'),
    );
    expect(firstMessage({ ...ok, turnos: [turno('A', '10:00', '14:00', [])] })).toBe(
      TURNO_MSG.diasRequired('A'),
    );
    expect(firstMessage({ ...ok, turnos: [turno('A', '10:00', '14:00', [7])] })).toBe(TURNO_MSG.diaInvalid);
    expect(firstMessage({ ...ok, limpiezaMin: -1 })).toBe(TURNO_MSG.limpiezaInvalid);
    expect(firstMessage({ ...ok, limpiezaMin: 241 })).toBe(TURNO_MSG.limpiezaInvalid);
    expect(firstMessage({ ...ok, limpiezaMin: 1.5 })).toBe(TURNO_MSG.limpiezaInvalid);
    expect(
      firstMessage({
        ...ok,
        turnos: [turno('Tarde', '10:00', '11:00', [1]), turno('tarde', '15:00', '16:00', [2])],
      }),
    ).toBe(TURNO_MSG.nombreRepeated('tarde'));
    // they overlap only on Saturday, once the cleaning is counted
    expect(
      firstMessage({
        turnos: [turno('Mañana', '10:00', '14:00', [0, 6]), turno('Tarde', '14:30', '18:00', [1, 6])],
        limpiezaMin: 60,
      }),
    ).toBe(TURNO_MSG.overlap('Mañana', 'Tarde', 6, 60));
    const seven = Array.from({ length: 7 }, (_, i) =>
      turno(
        `T${i}`,
        `${String(8 + 2 * i).padStart(2, '0')}:00`,
        `${String(9 + 2 * i).padStart(2, '0')}:00`,
        [3],
      ),
    );
    expect(firstMessage({ turnos: seven, limpiezaMin: 0 })).toBe(TURNO_MSG.tooMany(3));
    expect(firstMessage({ turnos: seven.slice(0, 6), limpiezaMin: 0 })).toBeNull();
    expect(TURNO_MSG.overlap('A', 'B', 0, 30)).toBe(
      'Los turnos A y B se enciman el domingo (contando 30 min de limpieza)',
    );
  });

  it('three turnos on Saturday and Sunday, one on weekdays: a valid schedule, days kept sorted and once', () => {
    const parsed = TurnoScheduleSchema.parse({
      turnos: [
        turno('Matutino', '09:00', '13:00', [6, 0, 0]),
        turno('Vespertino', '14:00', '18:00', [0, 6]),
        turno('Nocturno', '19:00', '23:00', [0, 6, 1, 2, 3, 4, 5]),
      ],
      limpiezaMin: 60,
    });
    expect(parsed.turnos.map((t) => t.dias)).toEqual([
      [0, 6],
      [0, 6],
      [0, 1, 2, 3, 4, 5, 6],
    ]);
  });

  it('finds the booked dates a new schedule would drop: a turno no longer run on their weekday', () => {
    // 2026-12-05 and 2026-12-12 are Saturdays, 2026-12-07 a Monday
    const booked = [
      { fecha: '2026-12-12', turno: 'Matutino' },
      { fecha: '2026-12-05', turno: 'Matutino' },
      { fecha: '2026-12-07', turno: 'Matutino' },
      { fecha: '2026-12-05', turno: 'Vespertino' },
    ];
    const weekdaysOnly = { turnos: [turno('Matutino', '10:00', '15:00', [1, 2, 3, 4, 5])], limpiezaMin: 60 };
    expect([...droppedBookings(weekdaysOnly, booked)]).toEqual([
      ['Matutino', ['2026-12-05', '2026-12-12']],
      ['Vespertino', ['2026-12-05']],
    ]);
    expect(droppedBookings(DEFAULT_TURNO_SCHEDULE, booked).size).toBe(0);
  });

  it('orders the turnos of one or more schedules by their start, a name several run at its earliest', () => {
    expect(turnosInDayOrder([DEFAULT_TURNO_SCHEDULE])).toEqual(['Matutino', 'Vespertino']);
    const saturdays = {
      turnos: [
        turno('Tarde', '17:00', '20:00'),
        turno('Mañana', '09:00', '12:00'),
        turno('Mediodía', '13:00', '16:00'),
      ],
      limpiezaMin: 60,
    };
    expect(turnosInDayOrder([saturdays])).toEqual(['Mañana', 'Mediodía', 'Tarde']);
    const early = { turnos: [turno('Tarde', '12:30', '15:00')], limpiezaMin: 0 };
    expect(turnosInDayOrder([DEFAULT_TURNO_SCHEDULE, saturdays, early])).toEqual([
      'Mañana',
      'Matutino',
      'Tarde',
      'Mediodía',
      'Vespertino',
    ]);
    // a turno no schedule has any more, seen on old parties: once, after the others
    expect(withTurnosSeen(['Matutino'], ['Nocturno', 'Matutino', 'Nocturno'])).toEqual([
      'Matutino',
      'Nocturno',
    ]);
  });

  it("a turno's hours in a schedule are a party's entrada and salida", () => {
    const own = { turnos: [turno('Mediodía', '13:00', '16:30')], limpiezaMin: 60 };
    expect(turnoHoursIn(own, 'Mediodía')).toEqual({ entrada: '13:00', salida: '16:30' });
    expect(turnoHoursIn(own, 'Matutino')).toBeNull();
    expect(turnoHoursIn(DEFAULT_TURNO_SCHEDULE, 'Vespertino')).toEqual(TURNO_HOURS.Vespertino);
  });

  it('another turno brings its hours, but hours staff typed themselves stay', () => {
    const tarde = { entrada: '17:00', salida: '21:00' };
    const manana = { entrada: '09:00', salida: '12:00' };
    // empty hours take the turno's
    expect(hoursForTurno({ entrada: '', salida: '' }, tarde, [])).toEqual(tarde);
    // hours the previous turno brought follow the new one
    expect(hoursForTurno(manana, tarde, [manana])).toEqual(tarde);
    // a typed entrada stays, the empty salida takes the turno's
    expect(hoursForTurno({ entrada: '14:30', salida: '' }, tarde, [manana])).toEqual({
      entrada: '14:30',
      salida: '21:00',
    });
    // a typed salida stays beside the entrada the previous turno brought
    expect(hoursForTurno({ entrada: '09:00', salida: '13:30' }, tarde, [manana])).toEqual({
      entrada: '17:00',
      salida: '13:30',
    });
    // a turno the schedule lacks leaves the hours alone
    expect(hoursForTurno(manana, null, [manana])).toEqual(manana);
  });
});
