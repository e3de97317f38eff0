// The one API use case of the quote — loads the package, the day's price rules, the products
// and the promo code, then calls packages/shared computeQuote. POST /api/cotizacion, POST /api/solicitud,
// the staff booking (POST /api/event and its quote, POST /api/event/cotizacion) and the online anticipo all
// price a party through here.

import { BOOKING_MSG, bookingRequestProblem, type QuoteRequestInput } from '@salones/shared/booking-requests';
import { type IsoDate, normalizeDate, todayInMexicoCity } from '@salones/shared/dates';
import type { Centavos } from '@salones/shared/money';
import { PROMO_MSG, type PromoCode, promoProblem } from '@salones/shared/promo-codes';
import { computeQuote, QUOTE_MSG, type Quote, type QuoteExtra } from '@salones/shared/quote';
import { turnoNamesOf } from '@salones/shared/turnos';
import { asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { packages, places, priceRules, products, promoCodes } from '../../db/schema/index.ts';
import type { Conn } from '../../db/transaction.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { PaymentSettings } from '../../payment-settings.ts';
import { refusalError, slotRefusal } from '../../slots/availability.ts';
import { assertTurnoRuns, scheduleOfLugar } from '../../slots/schedule.ts';
import { toPriceRule, toPromoCode } from './pricing.mapper.ts';

/**
 * The anticipo part of a quote: on when the family can pay (online or by transfer), else none; a party asked for
 * now would be booked today (the plan's due date is never before it).
 */
export const quotePayments = (s: PaymentSettings, now: Date) =>
  s.stripe || s.transfer
    ? { percent: s.anticipoPercent, dueDays: s.balanceDueDays, bookedOn: todayInMexicoCity(now) }
    : null;

/** The price rules of a branch and those for every branch, oldest first (the order is documented in quote.ts). */
export async function priceRulesOf(conn: Conn, placeId: string) {
  const rows = await conn
    .select()
    .from(priceRules)
    .where(or(eq(priceRules.placeId, placeId), isNull(priceRules.placeId)))
    .orderBy(asc(priceRules.createdAt), asc(priceRules.id));
  return rows.map(toPriceRule);
}

/** Extras from the catalogue: each product's name and price now. */
async function catalogueExtras(conn: Conn, extras: QuoteRequestInput['extras']): Promise<QuoteExtra[]> {
  const ids = [...new Set(extras.map((x) => x.producto))];
  const found = ids.length
    ? await conn
        .select({ id: products.id, name: products.name, precio: products.precioCentavos })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  return extras.map((x) => {
    const p = byId.get(x.producto);
    if (!p) throw notFound(QUOTE_MSG.productNotFound);
    return { productId: p.id, nombre: p.name, cantidad: x.cantidad, precio: p.precio };
  });
}

export interface PartyQuote {
  quote: Quote;
  place: typeof places.$inferSelect;
  pkg: typeof packages.$inferSelect;
  fecha: IsoDate;
  /** the code's row, whose use the request takes */
  promoCodeId: string | null;
}

/**
 * A family's party priced, or a 4xx with the Spanish reason: bad date/turno/guests, unknown branch or
 * package, closed or too-soon date, a turno the branch does not run that day, unknown product, unknown / not valid / used-up code.
 */
export async function quoteParty(
  conn: Conn,
  opts: { body: QuoteRequestInput; now: Date; payments: PaymentSettings },
): Promise<PartyQuote> {
  const { body, now } = opts;
  const schedule = await scheduleOfLugar(conn, body.lugar);
  const problem = bookingRequestProblem(body, now, turnoNamesOf(schedule));
  if (problem) throw badRequest(problem);
  const fecha = normalizeDate(body.fecha)!;

  const [place] = await conn.select().from(places).where(eq(places.id, body.lugar)).limit(1);
  if (!place) throw notFound(BOOKING_MSG.placeNotFound);
  const [pkg] = await conn.select().from(packages).where(eq(packages.id, body.paquete)).limit(1);
  if (!pkg) throw notFound(BOOKING_MSG.packageNotFound);
  if (pkg.placeId !== place.id) throw badRequest(BOOKING_MSG.packageNotInBranch);

  // A closed day or one too soon is refused before anything is priced (the slots module's rule);
  // whether the slot is still free is the request's to find out, when it claims it.
  const refusal = await slotRefusal(conn, { lugar: place.id, fecha, turno: body.turno, by: 'family', now });
  if (refusal && refusal.reason !== 'ocupado') throw refusalError(refusal);
  await assertTurnoRuns(conn, { placeId: place.id, fecha, turno: body.turno }, schedule);

  const extras = await catalogueExtras(conn, body.extras);
  const input = {
    paquete: { nombre: pkg.name, basico: pkg.basicoCentavos, grande: pkg.grandeCentavos },
    personas: body.personas,
    fecha,
    reglas: await priceRulesOf(conn, place.id),
    extras,
    pagos: quotePayments(opts.payments, now),
  };
  const withoutCode = computeQuote(input);
  if (!withoutCode) throw badRequest(QUOTE_MSG.personasNoBand);
  if (!body.codigo) return { quote: withoutCode, place, pkg, fecha, promoCodeId: null };
  const code = await usablePromoCode(conn, body.codigo, {
    now,
    lugar: place.id,
    subtotal: withoutCode.subtotal,
  });
  return { quote: computeQuote({ ...input, promo: code.promo })!, place, pkg, fecha, promoCodeId: code.id };
}

/**
 * The code `codigo` (already upper case) as it may be used today at `lugar` on `subtotal` (package at its day
 * price + extras), or a 400 with the Spanish reason: unknown, not valid today, another branch, below its
 * minimum, used up. Whether a use is left is decided only when the use is taken (promo-code-uses.ts).
 */
export async function usablePromoCode(
  conn: Conn,
  codigo: string,
  at: { now: Date; lugar: string; subtotal: Centavos },
): Promise<{ id: string; promo: PromoCode }> {
  const [row] = await conn.select().from(promoCodes).where(eq(promoCodes.codigo, codigo)).limit(1);
  if (!row) throw badRequest(PROMO_MSG.unknown);
  const promo = toPromoCode(row);
  const refused = promoProblem(promo, {
    hoy: todayInMexicoCity(at.now),
    lugar: at.lugar,
    subtotal: at.subtotal,
  });
  if (refused) throw badRequest(refused);
  return { id: row.id, promo };
}

/**
 * A staff booking priced by the same rules as a family's quote: the band price with the day's
 * rules, staff's extras (from the catalogue or typed), the code on that subtotal, then staff's own discount.
 * No anticipo: staff record the payments. The head count was checked before (it has a band).
 */
export async function quoteStaffBooking(
  conn: Conn,
  opts: {
    placeId: string;
    pkg: { name: string; basicoCentavos: number; grandeCentavos: number };
    personas: number;
    fecha: IsoDate;
    extras: readonly QuoteExtra[];
    descuentoManual: Centavos;
    codigo?: string;
    now: Date;
  },
): Promise<{ quote: Quote; promoCodeId: string | null }> {
  const input = {
    paquete: { nombre: opts.pkg.name, basico: opts.pkg.basicoCentavos, grande: opts.pkg.grandeCentavos },
    personas: opts.personas,
    fecha: opts.fecha,
    reglas: await priceRulesOf(conn, opts.placeId),
    extras: opts.extras,
    descuentoManual: opts.descuentoManual,
  };
  const withoutCode = computeQuote(input);
  if (!withoutCode) throw badRequest(QUOTE_MSG.personasNoBand);
  if (!opts.codigo) return { quote: withoutCode, promoCodeId: null };
  const code = await usablePromoCode(conn, opts.codigo, {
    now: opts.now,
    lugar: opts.placeId,
    subtotal: withoutCode.subtotal,
  });
  return { quote: computeQuote({ ...input, promo: code.promo })!, promoCodeId: code.id };
}
