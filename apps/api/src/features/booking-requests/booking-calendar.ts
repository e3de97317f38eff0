// GET /api/event/calendario/{placeId}?mes=YYYY-MM: public, each day's turnos (the branch's schedule for that
// weekday) with how many salones are free in each — not closed that day, not taken by a live event or a hold not
// yet past — and their state; a day every salón of which is closed has its reason. No names, no packages; and
// the branch's lead time. A day the price rules make cost more names those rules, matched by the quote's own
// code (quote.ts daySurcharges over pricing's priceRulesOf).

import {
  BOOKING_MSG,
  type CalendarDay,
  type CalendarTurno,
  calendarMonths,
  datesOfMonth,
} from '@salones/shared/booking-requests';
import { TURNOS } from '@salones/shared/constants';
import { daySurcharges } from '@salones/shared/quote';
import { calendarTurnoState } from '@salones/shared/slots';
import { diaOf, turnosOfDay } from '@salones/shared/turnos';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { places } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { activeSalonIds } from '../../slots/active-salones.ts';
import { liveClaims } from '../../slots/claims.ts';
import { type ClosedDay, closedDays } from '../../slots/closures.ts';
import { branchSchedule } from '../../slots/schedule.ts';
import { priceRulesOf } from '../pricing/quote-party.ts';

type Claim = { fecha: string; turno: string; salonId: string | null };

/** The claims of each 'fecha|turno': the salones they take, and how many old ones name none. */
function claimsBySlot(claims: Claim[]) {
  const slots = new Map<string, { salones: Set<string>; sinSalon: number }>();
  for (const c of claims) {
    const key = `${c.fecha}|${c.turno}`;
    const slot = slots.get(key) ?? { salones: new Set<string>(), sinSalon: 0 };
    if (c.salonId) slot.salones.add(c.salonId);
    else slot.sinSalon++;
    slots.set(key, slot);
  }
  return slots;
}

/** The reason a day is closed: the whole branch's, else — when every salón is closed — the first salón's. */
function closedReason(closed: ClosedDay | undefined, abiertos: string[], salones: string[]) {
  if (!closed) return undefined;
  if (closed.motivo) return closed.motivo;
  return abiertos.length === 0 && salones.length > 0 ? closed.salones.get(salones[0]) : undefined;
}

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
  const [claims, closed, reglas, schedule, salones] = await Promise.all([
    liveClaims(db, placeId, from, to, now),
    closedDays(db, placeId, from, to),
    priceRulesOf(db, placeId),
    branchSchedule(db, placeId),
    activeSalonIds(db, placeId),
  ]);
  const taken = claimsBySlot(claims);
  const dias: CalendarDay[] = dates.map((fecha) => {
    const day = closed.get(fecha);
    const abiertos = day?.motivo ? [] : salones.filter((id) => !day?.salones.has(id));
    const turnos: CalendarTurno[] = turnosOfDay(schedule, diaOf(fecha)).map((t) => {
      const slot = taken.get(`${fecha}|${t.nombre}`);
      const free = abiertos.filter((id) => !slot?.salones.has(id)).length;
      const libres = Math.max(0, free - (slot?.sinSalon ?? 0));
      const estado = calendarTurnoState({ abiertos: abiertos.length, libres });
      return { nombre: t.nombre, inicio: t.inicio, fin: t.fin, estado, libres };
    });
    const motivo = closedReason(day, abiertos, salones);
    // a closed day has its reason, not a price
    const recargos = motivo ? [] : daySurcharges(reglas, fecha);
    const keyed = turnos.filter((t) => (TURNOS as readonly string[]).includes(t.nombre));
    return {
      fecha,
      ...Object.fromEntries(keyed.map((t) => [t.nombre, t.estado])),
      turnos,
      ...(motivo && { motivo }),
      ...(recargos.length > 0 && { recargos }),
    };
  });
  return { dias, diasAnticipacion: place.diasAnticipacion };
}
