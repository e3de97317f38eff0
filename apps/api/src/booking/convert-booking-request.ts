// POST /api/event with `solicitud`: creating the event confirms the request and moves its hold to
// the event, in the event's transaction — all or nothing (docs/decisions/005). Below the features:
// events (a staff booking) and payments (a paid anticipo) settle a request without importing its feature.
import { BOOKING_MSG } from '@salones/shared/booking-requests';
import { mayDecideRequest } from '@salones/shared/permissions';
import type { Quote } from '@salones/shared/quote';
import { eq, inArray } from 'drizzle-orm';
import { bookingRequests, products } from '../db/schema/index.ts';
import type { Conn, Tx } from '../db/transaction.ts';
import { badRequest, forbidden } from '../lib/app-error.ts';
import type { CurrentUser } from '../lib/current-user.ts';
import { dropExpiredHold, releaseHold, type Slot } from '../slots/claims.ts';
import { lockPendingRequest } from './booking-request-queries.ts';

/**
 * Before the event is inserted: locks the request, checks it is pending, in the caller's scope and for the
 * event's customer and slot, and releases its hold so the event's own claim (the events trigger) takes the
 * slot. Without a request, only a hold already past its time is cleared. Returns the salón the request held
 * (null without a request, or when its salón was deleted since).
 */
export async function prepareSlotForEvent(
  tx: Tx,
  opts: { solicitud?: string; customerId: string; slot: Slot; currentUser: CurrentUser; now: Date },
): Promise<string | null> {
  const { solicitud, slot, now } = opts;
  await dropExpiredHold(tx, slot, now);
  if (!solicitud) return null;
  const row = await lockPendingRequest(tx, solicitud, now, (r) => mayDecideRequest(opts.currentUser, r));
  const matches =
    row.customerId === opts.customerId &&
    row.placeId === slot.placeId &&
    row.fecha === slot.fecha &&
    row.turno === slot.turno;
  if (!matches) throw badRequest(BOOKING_MSG.conversionMismatch);
  await releaseHold(tx, row.id);
  return row.salonId;
}

/** After the event is inserted (same transaction): the request is confirmed and points to it. */
export async function confirmConvertedRequest(
  tx: Tx,
  opts: { solicitud: string; eventId: string; decidedById: string | null; now: Date },
) {
  await tx
    .update(bookingRequests)
    .set({
      estado: 'confirmada',
      eventId: opts.eventId,
      decidedById: opts.decidedById,
      updatedAt: opts.now,
    })
    .where(eq(bookingRequests.id, opts.solicitud));
}

/**
 * What a request carries into its event by itself — its quote's extras (adicionales) and
 * discount, and the package price it was quoted at (an event keeps the price it was sold at) while the package
 * and head count are still the request's. Null for a request made before quotes. With `viewer` (a quote
 * shown to staff before booking), a request of a branch they may not handle is a 403.
 */
export async function requestQuoteForEvent(
  conn: Conn,
  solicitud: string,
  event: { packageId: string; personas: number },
  viewer?: CurrentUser,
): Promise<{
  /** the request's quote as it was made */
  cotizacion: Quote;
  precioPaquete: number | null;
  descuento: number;
  extras: { nombre: string; piezas: number; precio: number; productId: string | null }[];
} | null> {
  const [row] = await conn
    .select({
      cotizacion: bookingRequests.cotizacion,
      packageId: bookingRequests.packageId,
      personas: bookingRequests.personas,
      precioPaquete: bookingRequests.precioPaqueteCentavos,
      placeId: bookingRequests.placeId,
    })
    .from(bookingRequests)
    .where(eq(bookingRequests.id, solicitud));
  if (row && viewer && !mayDecideRequest(viewer, row)) throw forbidden(BOOKING_MSG.forbidden);
  if (!row?.cotizacion) return null;
  const q = row.cotizacion;
  const productIds = q.extras.flatMap((x) => (x.productId ? [x.productId] : []));
  const still = productIds.length
    ? new Set(
        (await conn.select({ id: products.id }).from(products).where(inArray(products.id, productIds))).map(
          (p) => p.id,
        ),
      )
    : new Set<string>();
  const samePackage = row.packageId === event.packageId && row.personas === event.personas;
  return {
    cotizacion: q,
    precioPaquete: samePackage ? row.precioPaquete : null,
    descuento: q.descuento,
    // a product deleted since: the extra keeps its name and price, without the link
    extras: q.extras.map((x) => ({
      nombre: x.nombre,
      piezas: x.cantidad,
      precio: x.precio,
      productId: x.productId && still.has(x.productId) ? x.productId : null,
    })),
  };
}
