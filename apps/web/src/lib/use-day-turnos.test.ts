// The turnos a staff form offers: the branch's for the chosen date's weekday, by their start; all of them before
// a date is chosen.
import { DEFAULT_TURNO_SCHEDULE } from '@salones/shared/turnos';
import { describe, expect, it } from 'vitest';
import { dayTurnos } from './use-day-turnos.ts';

const saturdays = {
  limpiezaMin: 60,
  turnos: [
    { nombre: 'Tarde', inicio: '17:00', fin: '21:00', dias: [6] },
    { nombre: 'Matutino', inicio: '10:00', fin: '15:00', dias: [0, 1, 2, 3, 4, 5] },
    { nombre: 'Mañana', inicio: '09:00', fin: '12:00', dias: [6] },
  ],
};

describe('dayTurnos', () => {
  it("offers the day's turnos by their start, every turno without a date", () => {
    // 2031-05-10 is a Saturday, 2031-05-09 a Friday
    expect(dayTurnos(saturdays, '2031-05-10')).toEqual(['Mañana', 'Tarde']);
    expect(dayTurnos(saturdays, '2031-05-09')).toEqual(['Matutino']);
    expect(dayTurnos(saturdays, null)).toEqual(['Mañana', 'Matutino', 'Tarde']);
    expect(dayTurnos(DEFAULT_TURNO_SCHEDULE, '2031-05-09')).toEqual(['Matutino', 'Vespertino']);
  });
});
