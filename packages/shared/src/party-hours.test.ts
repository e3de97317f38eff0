import { describe, expect, it } from 'vitest';
import { partyHours, TURNO_HOURS } from './party-hours.ts';

describe('partyHours: when a party starts and ends', () => {
  it("the event's own times win, on a 24-hour clock", () => {
    expect(partyHours({ turno: 'Vespertino', entrada: '5:30 pm', salida: '22:00' })).toEqual({
      entrada: '17:30',
      salida: '22:00',
      origen: 'evento',
    });
  });
  it("an event with no times (a family's online booking) takes its turno's usual hours", () => {
    expect(partyHours({ turno: 'Matutino', entrada: '', salida: '' })).toEqual({
      ...TURNO_HOURS.Matutino,
      origen: 'turno',
    });
    expect(partyHours({ turno: 'Vespertino', entrada: 'por la tarde', salida: '' })).toEqual({
      ...TURNO_HOURS.Vespertino,
      origen: 'turno',
    });
  });
  it('a start without an end keeps its end open; an end alone starts with the turno', () => {
    expect(partyHours({ turno: 'Matutino', entrada: '11:00', salida: '' })).toEqual({
      entrada: '11:00',
      salida: '',
      origen: 'evento',
    });
    expect(partyHours({ turno: 'Matutino', entrada: '', salida: '14:00' })).toEqual({
      entrada: TURNO_HOURS.Matutino.entrada,
      salida: '14:00',
      origen: 'evento',
    });
  });
  it('no times and a turno of its own name: no hours', () => {
    expect(partyHours({ turno: 'Nocturno', entrada: '', salida: '' })).toBeNull();
  });
});
