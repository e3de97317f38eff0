// GET /api/event/calendario/{placeId}?mes=YYYY-MM: public, each day's turnos free or taken (a
// live event or a hold not yet past) or the whole day closed, with its reason — no names, no
// packages; and the branch's lead time. A day the price rules make cost more names those rules,
// matched by the quote's own code (quote.ts daySurcharges over pricing's priceRulesOf).

import {
  BOOKING_MSG,
  type CalendarDay,
  calendarMonths,
  datesOfMonth,
} from '@salones/shared/booking-requests';
import { TURNOS } from '@salones/shared/constants';
import { daySurcharges } from '@salones/shared/quote';
import type { SlotState } from '@salones/shared/slots';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { places } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { takenSlots } from '../../slots/claims.ts';
import { closedDays } from '../../slots/closures.ts';
import { priceRulesOf } from '../pricing/quote-party.ts';

export async function bookingCalendar(opts: { db: Db; placeId: string; mes: string; now: Date }) {
  const { db, placeId, mes, now } = opts;
  if (!calendarMonths(now).includes(mes)) throw badRequest(BOOKING_MSG.monthOutOfRange);
  const [place] = await db
    .select({ id: places.id, diasAnticipacion: places.diasAnticipacion })
    .from(places)
    .where(eq(places.id, placeId))
    .limit(1);
  if (!place) throw notFound(BOOKING_MSG.placeNotFound);
  const dates = datesOfMonth(mes);
  const [from, to] = [dates[0], dates[dates.length - 1]];
  const [taken, closed, reglas] = await Promise.all([
    takenSlots(db, placeId, from, to, now),
    closedDays(db, placeId, from, to),
    priceRulesOf(db, placeId),
  ]);
  const state = (fecha: string, turno: string): SlotState =>
    closed.has(fecha) ? 'cerrado' : taken.has(`${fecha}|${turno}`) ? 'ocupado' : 'libre';
  const dias: CalendarDay[] = dates.map((fecha) => {
    // a closed day has its reason, not a price
    const recargos = closed.has(fecha) ? [] : daySurcharges(reglas, fecha);
    return {
      fecha,
      [TURNOS[0]]: state(fecha, TURNOS[0]),
      [TURNOS[1]]: state(fecha, TURNOS[1]),
      ...(closed.has(fecha) && { motivo: closed.get(fecha) }),
      ...(recargos.length > 0 && { recargos }),
    };
  }) as CalendarDay[];
  return { dias, diasAnticipacion: place.diasAnticipacion };
}
