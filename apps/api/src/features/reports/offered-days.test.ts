// The days offered per turno counted per weekday by arithmetic give what walking every date of the period gives
// (the report's way before it ran at a chain's scale): schedules of 1 to 3 turnos, closures overlapping, touching,
// outside or across the period's ends.
import { addDays } from '@salones/shared/dates';
import { diaOf, type TurnoDef } from '@salones/shared/turnos';
import { describe, expect, it } from 'vitest';
import { offeredDays, openDaysPerWeekday } from './offered-days.ts';

type Closure = { desde: string; hasta: string };

/** Day by day: each date not closed counts for every turno that runs on its weekday. */
function walkedOfferedDays(turnos: TurnoDef[], desde: string, hasta: string, closed: Closure[]) {
  const out = new Map(turnos.map((t) => [t.nombre, 0]));
  for (let fecha = desde; fecha <= hasta; fecha = addDays(fecha, 1)) {
    if (closed.some((c) => c.desde <= fecha && fecha <= c.hasta)) continue;
    const dia = diaOf(fecha);
    for (const t of turnos) if (t.dias.includes(dia)) out.set(t.nombre, (out.get(t.nombre) ?? 0) + 1);
  }
  return out;
}

/** a small deterministic generator (MINSTD), so a failure names the same case every run */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 48_271) % 2_147_483_647;
    return s % n;
  };
}

const turno = (nombre: string, dias: number[]): TurnoDef => ({ nombre, inicio: '10:00', fin: '14:00', dias });

describe('offered days per turno', () => {
  it('March 2025 with the branch closed a weekend and a salón two weekdays', () => {
    const turnos = [turno('Matutino', [0, 1, 2, 3, 4, 5, 6]), turno('Vespertino', [6, 0])];
    const closed = [
      { desde: '2025-03-08', hasta: '2025-03-09' },
      { desde: '2025-03-04', hasta: '2025-03-05' },
    ];
    const open = openDaysPerWeekday('2025-03-01', '2025-03-31', closed);
    // domingo … sábado: March 2025 has 5 Saturdays, Sundays and Mondays, 4 of every other day
    expect(open).toEqual([4, 5, 3, 3, 4, 4, 4]);
    expect(offeredDays(turnos, open)).toEqual(
      new Map([
        ['Matutino', 27],
        ['Vespertino', 8],
      ]),
    );
  });

  it('a day two closures shut counts once; closures beyond the period count for nothing', () => {
    const open = openDaysPerWeekday('2025-03-01', '2025-03-07', [
      { desde: '2025-02-20', hasta: '2025-03-02' }, // across the start: Saturday 1 and Sunday 2
      { desde: '2025-03-02', hasta: '2025-03-03' }, // overlapping it: Monday 3 more
      { desde: '2025-03-04', hasta: '2025-03-04' }, // touching that: Tuesday 4
      { desde: '2025-03-08', hasta: '2025-03-20' }, // after the period
    ]);
    expect(open).toEqual([0, 0, 0, 1, 1, 1, 0]);
  });

  it('the same figures as walking every date, on 500 schedules, periods and closures', () => {
    const pick = random(20_251_128);
    const names = ['Matutino', 'Vespertino', 'Nocturno'];
    for (let n = 0; n < 500; n += 1) {
      const desde = addDays('2024-01-01', pick(800));
      const hasta = addDays(desde, pick(420));
      const turnos = names.slice(0, 1 + pick(3)).map((nombre) =>
        turno(
          nombre,
          [0, 1, 2, 3, 4, 5, 6].filter(() => pick(3) > 0),
        ),
      );
      const closed = Array.from({ length: pick(5) }, () => {
        const start = addDays(desde, pick(460) - 30);
        return { desde: start, hasta: addDays(start, pick(pick(4) === 0 ? 90 : 6)) };
      });
      const open = openDaysPerWeekday(desde, hasta, closed);
      expect(offeredDays(turnos, open), JSON.stringify({ desde, hasta, turnos, closed })).toEqual(
        walkedOfferedDays(turnos, desde, hasta, closed),
      );
    }
  });
});
