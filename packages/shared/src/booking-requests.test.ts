import { describe, expect, it } from 'vitest';
import {
  BOOKING_MSG,
  BookingRequestCreateSchema,
  type BookingStatus,
  bookingPersonasProblem,
  bookingPriceFor,
  bookingRequestProblem,
  CalendarQuerySchema,
  calendarMonths,
  datesOfMonth,
  effectiveStatus,
  formatTimeLeft,
  holdDeadline,
  holdUntilSentence,
  sortForCustomer,
} from './booking-requests.ts';
import { asSentence } from './messages.ts';

describe('booking request rules', () => {
  it('guests: 50–150 whole people; the band and its price come from pricing', () => {
    for (const n of [49, 151, 0, 99.5, Number.NaN])
      expect(bookingPersonasProblem(n)).toBe(BOOKING_MSG.personasRange);
    for (const n of [50, 100, 101, 150]) expect(bookingPersonasProblem(n)).toBeNull();
    const pkg = { basico: 1_000_000, grande: 1_500_000 };
    expect(bookingPriceFor(pkg, 100)).toEqual({ banda: 'basico', precio: 1_000_000 });
    expect(bookingPriceFor(pkg, 101)).toEqual({ banda: 'grande', precio: 1_500_000 });
    expect(bookingPriceFor(pkg, 40)).toBeNull();
  });

  it('checks date, turno, after today (Mexico City) and guests, in that order', () => {
    // 05:30 UTC on 10 March is still 9 March in Mexico City
    const now = new Date('2030-03-10T05:30:00Z');
    expect(bookingRequestProblem({ fecha: '2030-02-30', turno: 'Nocturno', personas: 10 }, now)).toBe(
      BOOKING_MSG.dateInvalid,
    );
    // a turno is judged against the branch's turnos (the API knows them): here the chain's two
    const chain = ['Matutino', 'Vespertino'];
    expect(bookingRequestProblem({ fecha: '2030-03-10', turno: 'Nocturno', personas: 10 }, now, chain)).toBe(
      BOOKING_MSG.turnoInvalid,
    );
    // without them any name of 1–24 characters passes on to the next rule
    expect(bookingRequestProblem({ fecha: '2030-03-10', turno: 'x'.repeat(25), personas: 10 }, now)).toBe(
      BOOKING_MSG.turnoInvalid,
    );
    expect(bookingRequestProblem({ fecha: '2030-03-10', turno: ' ', personas: 10 }, now)).toBe(
      BOOKING_MSG.turnoInvalid,
    );
    expect(bookingRequestProblem({ fecha: '2030-03-10', turno: 'Tarde', personas: 10 }, now)).toBe(
      BOOKING_MSG.personasRange,
    );
    expect(bookingRequestProblem({ fecha: '2030-03-09', turno: 'Matutino', personas: 10 }, now)).toBe(
      BOOKING_MSG.dateNotAfterToday,
    );
    expect(bookingRequestProblem({ fecha: '2030/03/10', turno: 'Matutino', personas: 10 }, now)).toBe(
      BOOKING_MSG.personasRange,
    );
    expect(bookingRequestProblem({ fecha: '2030/03/10', turno: 'Matutino', personas: 60 }, now)).toBeNull();
  });

  it('a pending request past its hold reads vencida; the time left is in Spanish', () => {
    const from = new Date('2030-03-10T12:00:00Z');
    const venceEl = holdDeadline(from, 48);
    expect(venceEl.toISOString()).toBe('2030-03-12T12:00:00.000Z');
    expect(effectiveStatus({ estado: 'pendiente', venceEl }, new Date('2030-03-12T11:59:59Z'))).toBe(
      'pendiente',
    );
    expect(effectiveStatus({ estado: 'pendiente', venceEl }, venceEl)).toBe('vencida');
    expect(effectiveStatus({ estado: 'confirmada', venceEl }, new Date('2031-01-01'))).toBe('confirmada');
    expect(formatTimeLeft(venceEl, from)).toBe('Quedan 2 d 0 h');
    expect(formatTimeLeft(venceEl, new Date('2030-03-12T06:48:00Z'))).toBe('Quedan 5 h 12 min');
    expect(formatTimeLeft(venceEl, new Date('2030-03-12T11:56:00Z'))).toBe('Quedan 4 min');
    expect(formatTimeLeft(venceEl, venceEl)).toBe('Vencida');
  });

  it('calendar months: this month (Mexico City) and 12 more; every day of a month', () => {
    const months = calendarMonths(new Date('2030-12-01T03:00:00Z')); // still 30 Nov in Mexico City
    expect(months[0]).toBe('2030-11');
    expect(months[12]).toBe('2031-11');
    expect(months).toHaveLength(13);
    expect(datesOfMonth('2032-02')).toHaveLength(29);
    expect(datesOfMonth('2031-02').at(-1)).toBe('2031-02-28');
    expect(CalendarQuerySchema.safeParse({ mes: '2031-13' }).error?.issues[0].message).toBe(
      BOOKING_MSG.monthInvalid,
    );
  });

  it('the request body: ids, texts and a whole number of guests', () => {
    const ok = BookingRequestCreateSchema.parse({
      lugar: '6f1c2b1e-0a4d-4c57-9a4f-0b6b2a1f3c11',
      paquete: '7f1c2b1e-0a4d-4c57-9a4f-0b6b2a1f3c11',
      fecha: ' 2030/03/10 ',
      turno: 'Matutino',
      personas: '80',
    });
    expect(ok).toMatchObject({ fecha: '2030/03/10', personas: 80, comentarios: '' });
    const bad = BookingRequestCreateSchema.safeParse({ lugar: 'x', personas: '8e1' });
    expect(bad.error?.issues.map((i) => i.message)).toContain(BOOKING_MSG.lugarRequired);
    expect(bad.error?.issues.map((i) => i.message)).toContain(BOOKING_MSG.personasRequired);
  });
});

describe('what the customer reads', () => {
  it("the hold's sentence ends in one period, also after 'p.m.'", () => {
    // 21:05 UTC = 3:05 p.m. in Mexico City
    const text = holdUntilSentence('2026-12-10T21:05:00Z');
    expect(text).toMatch(
      /^Apartamos este horario hasta el jueves, 10 de diciembre de 2026, 3:05\sp\.\s?m\.$/,
    );
    expect(text).not.toMatch(/\.\.$/);
    expect(asSentence('Esta fecha ya está ocupada, elige otra fecha o turno')).toBe(
      'Esta fecha ya está ocupada, elige otra fecha o turno.',
    );
    expect(asSentence('hasta las 9:00 a.m. ')).toBe('hasta las 9:00 a.m.');
  });

  it('/pedidos: pending, then confirmed, then the ended ones, each in the order given', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const later = '2026-12-05T00:00:00Z';
    const r = (uid: string, estado: BookingStatus, venceEl = later) => ({ uid, estado, venceEl });
    const newestFirst = [
      r('a', 'cancelada'),
      r('b', 'confirmada'),
      r('c', 'pendiente', '2026-11-30T00:00:00Z'), // its hold has passed: vencida now
      r('d', 'rechazada'),
      r('e', 'pendiente'),
      r('f', 'confirmada'),
    ];
    expect(sortForCustomer(newestFirst, now).map((x) => x.uid)).toEqual(['e', 'b', 'f', 'a', 'c', 'd']);
    expect(newestFirst.map((x) => x.uid).join('')).toBe('abcdef'); // not sorted in place
  });
});
