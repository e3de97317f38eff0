import type { BookingRequestDto } from '@salones/shared/booking-requests';
import type { EventDto } from '@salones/shared/events';
import { describe, expect, it } from 'vitest';
import { TURNO_PALETTE } from '../../lib/turno-colors.ts';
import { eventToEntry, rangeToQuery, requestToEntry, toEntries } from './calendar-entries.ts';

const [ORANGE, INDIGO, TEAL] = TURNO_PALETTE;

// Only the fields the mapping reads.
const lugar = { uid: 'p1', _id: 'p1', sucursal: 'Centro', lugarname: 'centro', direccion: '', phone: '' };
const event = (over: Partial<EventDto> = {}): EventDto =>
  ({
    uid: 'e1',
    name: 'Fiesta',
    fecha: '2026-12-05',
    turno: 'Matutino',
    userName: 'Ana',
    lastname: 'López',
    lugar,
    ...over,
  }) as EventDto;
const request = (over: Partial<BookingRequestDto> = {}): BookingRequestDto =>
  ({
    uid: 'r1',
    estado: 'pendiente',
    fecha: '2026-12-05',
    turno: 'Vespertino',
    userName: 'Beto',
    lastname: 'Ruiz',
    lugar,
    ...over,
  }) as BookingRequestDto;

describe('staff calendar entries', () => {
  it('puts an event on its date, coloured by its turno, linked to its edit page', () => {
    const e = eventToEntry(event(), false);
    expect(e).toMatchObject({
      start: '2026-12-05',
      allDay: true,
      title: 'Matutino · Ana López',
      url: '/admin/event/edit/e1',
      backgroundColor: `var(--mantine-color-${ORANGE}-1)`,
      borderColor: `var(--mantine-color-${ORANGE}-7)`,
    });
    const v = eventToEntry(event({ turno: 'Vespertino' }), false);
    expect(v.borderColor).toBe(`var(--mantine-color-${INDIGO}-7)`);
    expect(e.order).toBeLessThan(v.order);
  });

  it('names the branch only when all branches are shown', () => {
    expect(eventToEntry(event(), true).title).toBe('Matutino · Centro · Ana López');
    expect(requestToEntry(request(), true).title).toBe('Solicitud Vespertino · Centro · Beto Ruiz');
  });

  it('shows a pending request apart from events: dashed class, no fill, linked to the orders page', () => {
    const r = requestToEntry(request(), false);
    expect(r).toMatchObject({
      start: '2026-12-05',
      url: '/admin/orders',
      backgroundColor: 'var(--mantine-color-body)',
      borderColor: `var(--mantine-color-${INDIGO}-7)`,
    });
    expect(r.classNames).toContain('salones-cal-request');
    expect(eventToEntry(event(), false).classNames).not.toContain('salones-cal-request');
  });

  it('keeps only pending requests inside the visible range', () => {
    const range = { from: '2026-11-30', to: '2027-01-10' };
    const { entries } = toEntries(
      [event()],
      [
        request({ uid: 'in' }),
        request({ uid: 'late', fecha: '2027-01-11' }),
        request({ uid: 'done', estado: 'confirmada' }),
      ],
      range,
      { withBranch: false, scheduled: ['Matutino', 'Vespertino'] },
    );
    expect(entries.map((e) => e.id)).toEqual(['evento-e1', 'solicitud-in']);
  });

  it("colours a branch's own turnos by their place in the day, and the legend lists them so", () => {
    const range = { from: '2026-11-30', to: '2027-01-10' };
    const { entries, turnos } = toEntries(
      [
        event({ uid: 'tarde', turno: 'Tarde' }),
        event({ uid: 'manana', turno: 'Mañana' }),
        // a turno the schedule no longer has, on an old party: a colour after the others
        event({ uid: 'viejo', turno: 'Nocturno' }),
      ],
      [request({ uid: 'mediodia', turno: 'Mediodía' })],
      range,
      { withBranch: false, scheduled: ['Mañana', 'Mediodía', 'Tarde'] },
    );
    expect(turnos).toEqual(['Mañana', 'Mediodía', 'Tarde', 'Nocturno']);
    const byId = Object.fromEntries(entries.map((e) => [e.id, e]));
    expect(byId['evento-manana'].borderColor).toBe(`var(--mantine-color-${ORANGE}-7)`);
    expect(byId['solicitud-mediodia'].borderColor).toBe(`var(--mantine-color-${INDIGO}-7)`);
    expect(byId['evento-tarde'].borderColor).toBe(`var(--mantine-color-${TEAL}-7)`);
    expect(byId['evento-viejo'].borderColor).toBe(`var(--mantine-color-${TURNO_PALETTE[3]}-7)`);
    // within a day: in the order of the day, a request after its turno's events
    const order = (id: string) => byId[id].order;
    expect(order('evento-manana')).toBeLessThan(order('solicitud-mediodia'));
    expect(order('solicitud-mediodia')).toBeLessThan(order('evento-tarde'));
    expect(order('evento-tarde')).toBeLessThan(order('evento-viejo'));
  });

  it('turns the visible range [start, end) into the API’s from…to, both included', () => {
    expect(rangeToQuery(new Date('2026-11-30T00:00:00Z'), new Date('2027-01-11T00:00:00Z'))).toEqual({
      from: '2026-11-30',
      to: '2027-01-10',
    });
  });
});
