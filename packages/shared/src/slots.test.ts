import { describe, expect, it } from 'vitest';
import { calendarTurnoState, firstRequestableDate, holdIsPast, meetsLeadTime, SLOT_MSG } from './slots.ts';

describe('slot rules (holds and lead time)', () => {
  // 2026-12-10 23:30 in Mexico City (UTC-6) is already the 11th in UTC: days count from Mexico City's today
  const lateEvening = new Date('2026-12-11T05:30:00Z');

  it('a family needs diasAnticipacion whole days; never before tomorrow', () => {
    expect(meetsLeadTime('2026-12-11', 2, lateEvening)).toBe(false);
    expect(meetsLeadTime('2026-12-12', 2, lateEvening)).toBe(true);
    expect(firstRequestableDate(2, lateEvening)).toBe('2026-12-12');
    expect(firstRequestableDate(0, lateEvening)).toBe('2026-12-11');
    expect(SLOT_MSG.tooSoon(1)).toBe('Las solicitudes necesitan al menos 1 día de anticipación');
    expect(SLOT_MSG.tooSoon(2)).toBe('Las solicitudes necesitan al menos 2 días de anticipación');
  });

  it('a hold is past from its end on', () => {
    const end = new Date('2026-12-10T12:00:00Z');
    expect(holdIsPast(end, new Date('2026-12-10T11:59:59Z'))).toBe(false);
    expect(holdIsPast(end.toISOString(), end)).toBe(true);
  });
});

describe("a turno's state on the public calendar", () => {
  it("'cerrado' only when no salón is open; 'ocupado' when every open one is taken", () => {
    expect(calendarTurnoState({ abiertos: 0, libres: 0 })).toBe('cerrado');
    expect(calendarTurnoState({ abiertos: 2, libres: 0 })).toBe('ocupado');
    expect(calendarTurnoState({ abiertos: 2, libres: 1 })).toBe('libre');
  });
});
