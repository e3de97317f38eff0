// POST /api/solicitud: a logged-in, active customer asks for a slot — in the salón named, or the first free one
// that holds the party — and the request holds it for BOOKING_HOLD_HOURS. The slot_claims unique key (salón, date,
// turno) decides races (docs/decisions/005). The request is
// priced by the one quote (extras, day rules, promo code) and keeps it; a code's use is taken here.
import {
  BOOKING_MSG,
  type BookingRequestCreateInput,
  type BookingRequestDto,
  holdDeadline,
  MAX_PENDING_REQUESTS,
} from '@salones/shared/booking-requests';
import { bandFor } from '@salones/shared/pricing';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getBookingRequestDto } from '../../booking/booking-request-queries.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/db-errors.ts';
import { bookingRequests, users } from '../../db/schema/index.ts';
import { setWhatsAppConsent } from '../../db/whatsapp-consent.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { refusalError, slotRefusal } from '../../slots/availability.ts';
import { claimHold, holdIsLive } from '../../slots/claims.ts';
import { salonesToTry } from '../../slots/salon-choice.ts';
import { takePromoUse } from '../pricing/promo-code-uses.ts';
import { quoteParty } from '../pricing/quote-party.ts';

export async function createBookingRequest(opts: {
  deps: Pick<FastifyInstance, 'db' | 'config'>;
  body: BookingRequestCreateInput;
  currentUser: CurrentUser;
}): Promise<BookingRequestDto> {
  const { deps, body, currentUser } = opts;
  const { db } = deps;
  const now = deps.config.now();
  // the rules on dates, turno, guests, branch, package, extras and code — the same answer POST /api/cotizacion gives
  const { quote, place, pkg, fecha, promoCodeId } = await quoteParty(db, {
    body,
    now,
    payments: deps.config.payments,
  });
  const slot = { placeId: place.id, fecha, turno: body.turno };

  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      // One customer's requests take turns, so two at once cannot both be the third.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, currentUser.id)).for('no key update');
      const [{ pending }] = await tx
        .select({ pending: sql<number>`count(*)::int` })
        .from(bookingRequests)
        .where(
          and(
            eq(bookingRequests.customerId, currentUser.id),
            eq(bookingRequests.estado, 'pendiente'),
            holdIsLive(bookingRequests.holdUntil, now),
          ),
        );
      if (Number(pending) >= MAX_PENDING_REQUESTS) throw conflict(BOOKING_MSG.tooManyPending);
      // Closed, too soon or taken: a friendly answer; for a taken slot the claim below decides.
      const refusal = await slotRefusal(tx, { lugar: place.id, fecha, turno: body.turno, by: 'family', now });
      if (refusal) throw refusalError(refusal);
      const salonIds = await salonesToTry(tx, { ...slot, personas: body.personas, salon: body.salon, now });
      const holdUntil = holdDeadline(now, deps.config.booking.holdHours);
      const [row] = await tx
        .insert(bookingRequests)
        .values({
          customerId: currentUser.id,
          placeId: place.id,
          salonId: salonIds[0],
          packageId: pkg.id,
          packageName: pkg.name,
          fecha,
          turno: body.turno,
          personas: body.personas,
          banda: bandFor(body.personas)!,
          precioPaqueteCentavos: quote.precioPaquete,
          cotizacion: quote,
          promoCodeId,
          comentarios: body.comentarios,
          festejado: body.festejado,
          edad: body.edad,
          holdUntil,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: bookingRequests.id });
      const held = await claimHold(tx, slot, salonIds, { requestId: row.id, holdUntil, now });
      if (!held) throw conflict(BOOKING_MSG.slotTaken);
      if (held !== salonIds[0])
        await tx.update(bookingRequests).set({ salonId: held }).where(eq(bookingRequests.id, row.id));
      if (body.whatsapp !== undefined) {
        await setWhatsAppConsent(tx, currentUser.id, body.whatsapp, 'solicitud', now);
      }
      // the database counts: of many takers of a code's last use, one gets it (409 for the others)
      if (promoCodeId) await takePromoUse(tx, promoCodeId);
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(BOOKING_MSG.slotTaken);
    // the branch or package was deleted meanwhile
    if (isForeignKeyViolation(err)) throw notFound(BOOKING_MSG.packageNotFound);
    throw err;
  }
  return getBookingRequestDto(db, id, now);
}
