// GET /api/event/calendario/{placeId}?mes=YYYY-MM (issue #11): public, each day's turnos free or taken (a
// live event or a hold not yet past) — no names, no packages.

import {
  BOOKING_MSG,
  type CalendarDay,
  calendarMonths,
  datesOfMonth,
} from '@salones/shared/booking-requests';
import { TURNOS } from '@salones/shared/constants';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { places } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { takenSlots } from '../../slots/claims.ts';

export async function bookingCalendar(opts: { db: Db; placeId: string; mes: string; now: Date }) {
  const { db, placeId, mes, now } = opts;
  if (!calendarMonths(now).includes(mes)) throw badRequest(BOOKING_MSG.monthOutOfRange);
  const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, placeId)).limit(1);
  if (!place) throw notFound(BOOKING_MSG.placeNotFound);
  const dates = datesOfMonth(mes);
  const taken = await takenSlots(db, placeId, dates[0], dates[dates.length - 1], now);
  const state = (fecha: string, turno: string) => (taken.has(`${fecha}|${turno}`) ? 'ocupado' : 'libre');
  const dias: CalendarDay[] = dates.map((fecha) => ({
    fecha,
    [TURNOS[0]]: state(fecha, TURNOS[0]),
    [TURNOS[1]]: state(fecha, TURNOS[1]),
  })) as CalendarDay[];
  return dias;
}
