// What a staff booking costs — the one quote (pricing/quote-party.ts, packages/shared quote.ts) over
// staff's fields. POST /api/event books at this price and POST /api/event/cotizacion shows it to the wizard,
// so the event's total is the panel's.
import { type IsoDate, isAfterToday, normalizeDate } from '@salones/shared/dates';
import { EVENT_MSG, eventFieldsProblem, type StaffQuoteInput } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { toCentavos } from '@salones/shared/money';
import { PROMO_MSG } from '@salones/shared/promo-codes';
import { type Quote, type QuoteExtra, withStaffAdditions } from '@salones/shared/quote';
import { requestQuoteForEvent } from '../../booking/convert-booking-request.ts';
import type { packages } from '../../db/schema/index.ts';
import type { Conn } from '../../db/transaction.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { branchTurnoNames } from '../../slots/schedule.ts';
import { quoteStaffBooking } from '../pricing/quote-party.ts';
import { findPackageOfPlace, findPlace, type PricedExtra, priceExtras } from './event-refs.ts';

const asQuoteExtra = (x: PricedExtra): QuoteExtra => ({
  productId: x.productId,
  nombre: x.nombre,
  cantidad: x.piezas,
  precio: x.precio,
});

export interface StaffBookingPrice {
  quote: Quote;
  /** the code whose use the booking takes (null: none, or a converted request's, already taken) */
  promoCodeId: string | null;
  /** the event's extras: a converted request's first, then staff's */
  extras: PricedExtra[];
}

/**
 * Staff's booking priced: a converted request (`solicitud`) keeps its quote while its package and head count
 * are the request's, staff's extras and discount added after it; otherwise the day's rules price the package,
 * a request's extras and discount come along, and staff's code (never with a request: it has its own) applies
 * to the subtotal before staff's own discount.
 */
export async function priceStaffBooking(
  conn: Conn,
  b: {
    placeId: string;
    pkg: typeof packages.$inferSelect;
    personas: number;
    fecha: IsoDate;
    /** staff's extras, priced (event-refs.ts priceExtras) */
    extras: PricedExtra[];
    /** staff's own discount, centavos */
    descuento: number;
    codigo?: string;
    solicitud?: string;
    now: Date;
    /** who is shown the price before booking (the quote route): a request they may not handle is a 403 */
    viewer?: CurrentUser;
  },
): Promise<StaffBookingPrice> {
  if (b.solicitud && b.codigo) throw badRequest(PROMO_MSG.onConversion);
  const fromRequest = b.solicitud
    ? await requestQuoteForEvent(conn, b.solicitud, { packageId: b.pkg.id, personas: b.personas }, b.viewer)
    : null;
  const extras = [...(fromRequest?.extras ?? []), ...b.extras];
  if (fromRequest && fromRequest.precioPaquete !== null) {
    const base = { ...fromRequest.cotizacion, extras: fromRequest.extras.map(asQuoteExtra) };
    const quote = withStaffAdditions(base, {
      extras: b.extras.map(asQuoteExtra),
      descuentoManual: b.descuento,
    });
    return { quote, promoCodeId: null, extras };
  }
  const { quote, promoCodeId } = await quoteStaffBooking(conn, {
    placeId: b.placeId,
    pkg: b.pkg,
    personas: b.personas,
    fecha: b.fecha,
    extras: extras.map(asQuoteExtra),
    descuentoManual: (fromRequest?.descuento ?? 0) + b.descuento,
    codigo: b.codigo,
    now: b.now,
  });
  return { quote, promoCodeId, extras };
}

/**
 * POST /api/event/cotizacion: the price POST /api/event would book these fields at, or a 4xx with the Spanish
 * reason (missing field, bad date, turno or head count, unknown branch, package or product, a refused code).
 */
export async function quoteForStaff(
  conn: Conn,
  body: StaffQuoteInput,
  opts: { now: Date; viewer: CurrentUser },
): Promise<Quote> {
  if (!body.lugar || !body.paquete || !body.fecha || !body.turno || !body.personas)
    throw badRequest(MSG.eventMandatory);
  const fecha = normalizeDate(body.fecha);
  if (!fecha) throw badRequest(EVENT_MSG.dateInvalid);
  if (!isAfterToday(fecha, opts.now)) throw badRequest(MSG.dateNotAfterToday);
  const problem = eventFieldsProblem(
    { turno: body.turno, personas: body.personas },
    await branchTurnoNames(conn, body.lugar),
  );
  if (problem) throw badRequest(problem);
  const place = await findPlace(conn, body.lugar);
  const pkg = await findPackageOfPlace(conn, body.paquete, place.id);
  const { quote } = await priceStaffBooking(conn, {
    placeId: place.id,
    pkg,
    personas: body.personas,
    fecha,
    extras: await priceExtras(conn, body.adicionales),
    descuento: toCentavos(body.descuento),
    codigo: body.codigo,
    solicitud: body.solicitud,
    now: opts.now,
    viewer: opts.viewer,
  });
  return quote;
}
