// Moving an event (PUT /api/event/adicionales/date/{id}) or editing its date or branch (PUT
// /api/event/{id}) onto a day its branch is closed is refused with a new booking's message, unless staff send
// `forzarCierre: true` — which the audit entry records, as a forced booking's does.
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { SLOT_MSG } from '@salones/shared/slots';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, events } from '../../db/schema/index.ts';
import { call } from '../../test/helper.ts';
import { createEventVia, setupWorld } from './events.fixtures.ts';

const MOTIVO = 'Cerrado por mantenimiento';
const closedMsg = { ok: false, msg: SLOT_MSG.closed(MOTIVO) };

describe('moving or editing an event onto a closed day', () => {
  const { t, w } = setupWorld();
  let offset = 500;
  /** A closed day of the world's branch, a new one each call. */
  const closedDay = async () => {
    offset += 1;
    const fecha = addDays(todayInMexicoCity(), offset);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/cierres',
      as: w.admin,
      payload: { lugar: w.place.id, desde: fecha, hasta: fecha, motivo: MOTIVO },
    });
    expect(res.statusCode, res.body).toBe(201);
    return fecha;
  };
  const moveDate = (id: string, payload: object) =>
    call(t.app, { method: 'PUT', url: `/api/event/adicionales/date/${id}`, as: w.admin, payload });
  const edit = (id: string, payload: object) =>
    call(t.app, { method: 'PUT', url: `/api/event/${id}`, as: w.admin, payload });
  const entries = (eventId: string, kind: 'date_changed' | 'event_edited') =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.eventId, eventId), eq(auditLog.kind, kind)));
  const stored = async (id: string) => (await t.app.db.select().from(events).where(eq(events.id, id)))[0];

  it('the date change: refused with the booking’s message; forced, it moves and the entry says so', async () => {
    const evento = await createEventVia(t.app, w);
    const fecha = await closedDay();
    const refused = await moveDate(evento.uid, { fecha, turno: 'Matutino' });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 409, body: closedMsg });
    expect((await stored(evento.uid)).fecha).toBe(evento.fecha);
    expect(await entries(evento.uid, 'date_changed')).toEqual([]);

    const forced = await moveDate(evento.uid, { fecha, turno: 'Matutino', forzarCierre: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().evento.fecha).toBe(fecha);
    const [entry] = await entries(evento.uid, 'date_changed');
    expect(entry.after).toMatchObject({ fecha, cierreForzado: MOTIVO });

    // already on the closed day, another turno is no move onto it
    const turno = await moveDate(evento.uid, { fecha, turno: 'Vespertino' });
    expect(turno.statusCode, turno.body).toBe(200);
  });

  it('the edit: a new date closed that day is refused, forced it is kept and audited; other edits pass', async () => {
    const evento = await createEventVia(t.app, w);
    const fecha = await closedDay();
    const refused = await edit(evento.uid, { fecha });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 409, body: closedMsg });
    expect((await stored(evento.uid)).fecha).toBe(evento.fecha);

    const forced = await edit(evento.uid, { fecha, forzarCierre: true });
    expect(forced.statusCode, forced.body).toBe(200);
    const [entry] = await entries(evento.uid, 'event_edited');
    expect(entry.after).toMatchObject({ fecha, cierreForzado: MOTIVO });

    // an event on a closed day (forced, or closed after it was booked) is still edited otherwise
    const renamed = await edit(evento.uid, { name: 'Fiesta de Leo' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await stored(evento.uid)).name).toBe('Fiesta de Leo');
  });

  it('an open day moves as before', async () => {
    const evento = await createEventVia(t.app, w);
    await closedDay();
    const open = addDays(todayInMexicoCity(), 700);
    expect((await moveDate(evento.uid, { fecha: open, turno: 'Matutino' })).statusCode).toBe(200);
    expect((await edit(evento.uid, { fecha: addDays(open, 1) })).statusCode).toBe(200);
  });
});
