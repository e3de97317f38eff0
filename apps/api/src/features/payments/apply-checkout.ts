// docs/architecture.md#money-online: what a checkout session's state means for our payment, applied once —
// by the webhook or by the reconcile job, the same way — in one transaction with its effect, under the
// payment's row lock (two events of one session racing, or the same event delivered again, find the row
// already moved on). A paid anticipo turns the request into its event with the abono; when the slot is
// gone, the payment is refunded in full by itself. A paid balance adds the abono.
import { BOOKING_MSG, partyName } from '@salones/shared/booking-requests';
import { todayInMexicoCity } from '@salones/shared/dates';
import type { CardFunding } from '@salones/shared/fiscal/forma-pago';
import { ONLINE_METHOD_LABELS } from '@salones/shared/payments';
import { computeEventMoney } from '@salones/shared/pricing';
import { turnoHoursIn } from '@salones/shared/turnos';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { requestQuoteForEvent } from '../../booking/convert-booking-request.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import {
  bookingRequests,
  eventPayments,
  events,
  onlinePayments,
  paymentWebhookEvents,
  places,
  termsAcceptances,
  users,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { enqueueFacturaSync } from '../../jobs/enqueue-factura-sync.ts';
import { enqueuePaymentReceipt } from '../../jobs/enqueue-payment-receipt.ts';
import { dropExpiredHold, isSlotTaken, moveHoldEnd, releaseHold } from '../../slots/claims.ts';
import { branchSchedule } from '../../slots/schedule.ts';
import { type AuditActor, recordPaymentAudit } from '../audit/record-audit.ts';
import { insertEventRecords } from '../events/create-event.ts';
import type { CheckoutSession, PaymentDetails } from './payment-provider.ts';
import type { PaymentRow } from './payment-queries.ts';
import type { PaymentDeps } from './start-checkout.ts';

/** The actor of what the provider's notices do (audit_log.actor_id null). */
export const ONLINE_ACTOR: AuditActor = { id: null, name: 'Pago en línea', lastname: '' };

/** An OXXO voucher or transfer keeps the request's slot at most this long past its hold. */
const MAX_HOLD_EXTENSION_MS = 72 * 3_600_000;

export type ApplyOutcome =
  | { kind: 'duplicate' | 'unknown' | 'unchanged' | 'pending' | 'failed' | 'expired' | 'review' }
  | { kind: 'paid'; paymentId: string; eventId: string; converted: string | null }
  | { kind: 'refund_due'; paymentId: string };

/**
 * Applies the session's state to our payment. `eventId` (a webhook's) is recorded in the same transaction,
 * so a replay of it changes nothing. `details` are read from the provider before the transaction.
 */
export async function applyCheckout(
  deps: PaymentDeps,
  session: CheckoutSession,
  opts: { eventId?: string; eventType?: string } = {},
): Promise<ApplyOutcome> {
  const { db } = deps;
  const [known] = await db
    .select({ id: onlinePayments.id, estado: onlinePayments.estado })
    .from(onlinePayments)
    .where(eq(onlinePayments.sessionId, session.id));
  if (!known) {
    deps.log.warn({ session: session.id }, 'checkout session of no payment of ours: ignored');
    return { kind: 'unknown' };
  }
  let details: PaymentDetails | null = null;
  if (
    session.status === 'complete' &&
    session.paymentIntentId &&
    ['abierto', 'pendiente'].includes(known.estado)
  ) {
    details = await deps.provider!.paymentDetails(session.paymentIntentId);
  }
  const now = deps.config.now();
  return db.transaction(async (tx): Promise<ApplyOutcome> => {
    if (opts.eventId) {
      const seen = await tx
        .insert(paymentWebhookEvents)
        .values({ eventId: opts.eventId, type: opts.eventType ?? '' })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.eventId });
      if (seen.length === 0) return { kind: 'duplicate' };
    }
    const [row] = await tx.select().from(onlinePayments).where(eq(onlinePayments.id, known.id)).for('update');
    if (row.estado !== 'abierto' && row.estado !== 'pendiente') return { kind: 'unchanged' };
    const set = (values: Partial<PaymentRow>) =>
      tx
        .update(onlinePayments)
        .set({ ...values, updatedAt: now })
        .where(eq(onlinePayments.id, row.id));

    if (session.status === 'expired') {
      await set({ estado: 'vencido' });
      return { kind: 'expired' };
    }
    if (session.status !== 'complete') {
      await set({});
      return { kind: 'unchanged' };
    }
    if (session.amountCentavos !== row.amountCentavos || session.currency !== row.currency) {
      const reason = `El procesador reporta ${session.amountCentavos} ${session.currency} y el pago es de ${row.amountCentavos} ${row.currency}`;
      deps.log.error({ payment: row.id, session: session.id }, `payment amount mismatch: ${reason}`);
      await set({ estado: 'revisar', reviewReason: reason, paymentIntentId: session.paymentIntentId });
      return { kind: 'review' };
    }
    const metodo = ONLINE_METHOD_LABELS[details?.method ?? 'other'];
    const paid = session.paid && details?.state !== 'failed';
    if (!paid) {
      const failed =
        opts.eventType === 'checkout.session.async_payment_failed' || details?.state === 'failed';
      if (failed) {
        await set({ estado: 'fallido', metodo, paymentIntentId: session.paymentIntentId });
        return { kind: 'failed' };
      }
      if (row.estado === 'pendiente') return { kind: 'unchanged' };
      await set({
        estado: 'pendiente',
        metodo,
        paymentIntentId: session.paymentIntentId,
        payBefore: details?.payBefore ?? null,
        payInstructions: details?.instructions ?? null,
      });
      if (row.kind === 'anticipo' && row.requestId)
        await extendHold(tx, row.requestId, details?.payBefore ?? null);
      return { kind: 'pending' };
    }
    await set({
      estado: 'pagado',
      metodo,
      paymentIntentId: session.paymentIntentId,
      paidAt: now,
      payBefore: null,
    });
    const abono = {
      amountCentavos: row.amountCentavos,
      metodo,
      cardFunding: details?.cardFunding ?? null,
      fechaDePago: todayInMexicoCity(now),
      receivedById: null,
    };
    const current = { ...row, paymentIntentId: session.paymentIntentId };
    const applied =
      row.kind === 'anticipo'
        ? await applyAnticipo(deps, tx, current, abono, now)
        : await applyToEvent(deps, tx, current, row.eventId, abono);
    if (!applied) {
      await set({ autoRefundDue: true });
      return { kind: 'refund_due', paymentId: row.id };
    }
    await set({ eventId: applied.eventId, eventPaymentId: applied.eventPaymentId });
    return { kind: 'paid', paymentId: row.id, eventId: applied.eventId, converted: applied.converted };
  });
}

/** The request's hold (and its slot claim) lasts until the voucher's end, at most 72 h past the hold. */
async function extendHold(tx: Tx, requestId: string, payBefore: Date | null) {
  if (!payBefore) return;
  const [r] = await tx.select().from(bookingRequests).where(eq(bookingRequests.id, requestId)).for('update');
  if (r?.estado !== 'pendiente') return;
  const until = new Date(Math.min(payBefore.getTime(), r.holdUntil.getTime() + MAX_HOLD_EXTENSION_MS));
  if (until <= r.holdUntil) return;
  await tx.update(bookingRequests).set({ holdUntil: until }).where(eq(bookingRequests.id, requestId));
  await moveHoldEnd(tx, requestId, until);
}

type Abono = {
  amountCentavos: number;
  metodo: string;
  cardFunding: CardFunding | null;
  fechaDePago: string;
  receivedById: null;
};
type Applied = { eventId: string; eventPaymentId: string; converted: string | null } | null;

/**
 * A paid anticipo: the request becomes its event with the abono (pending or not, when its slot is free), or
 * goes to the event the request already became when no other anticipo of it was applied. Null: nowhere to
 * go — the caller refunds it.
 */
async function applyAnticipo(
  deps: PaymentDeps,
  tx: Tx,
  row: PaymentRow,
  abono: Abono,
  now: Date,
): Promise<Applied> {
  if (!row.requestId) return null;
  const [request] = await tx
    .select()
    .from(bookingRequests)
    .where(eq(bookingRequests.id, row.requestId))
    .for('update');
  if (!request) return null;
  if (request.eventId) {
    // staff converted it meanwhile: the money goes to that event, unless another anticipo already did (a second tab)
    const [other] = await tx
      .select({ id: onlinePayments.id })
      .from(onlinePayments)
      .where(
        and(
          eq(onlinePayments.requestId, request.id),
          ne(onlinePayments.id, row.id),
          inArray(onlinePayments.estado, ['pagado', 'reembolsado_parcial']),
        ),
      )
      .limit(1);
    if (other) return null;
    return applyToEvent(deps, tx, row, request.eventId, abono);
  }
  const slot = {
    placeId: request.placeId,
    fecha: request.fecha,
    turno: request.turno,
    salonId: request.salonId,
  };
  await dropExpiredHold(tx, slot, now);
  if (await isSlotTaken(tx, slot, now, request.id)) return null;
  const [names] = await tx
    .select({ name: users.name, lastname: users.lastname, sucursal: places.sucursal })
    .from(users)
    .innerJoin(places, eq(places.id, request.placeId))
    .where(eq(users.id, request.customerId));
  const cliente = `${names.name} ${names.lastname}`.trim();
  // The event is what the request was quoted at — its extras and discount come along
  const quoted = request.packageId
    ? await requestQuoteForEvent(tx, request.id, { packageId: request.packageId, personas: request.personas })
    : null;
  // booked online, nobody wrote the hours yet: the turno's in the branch's schedule, which staff can change
  const hours = turnoHoursIn(await branchSchedule(tx, request.placeId), request.turno);
  const descuento = quoted?.descuento ?? 0;
  const extras = quoted?.extras ?? [];
  const { precioTotal } = computeEventMoney({
    precioPaquete: request.precioPaqueteCentavos,
    descuento,
    extras,
    abonos: [],
  });
  try {
    // a savepoint: a slot taken at the last moment (the claims' primary key) leaves the payment to refund
    return await tx.transaction(async (sp) => {
      await releaseHold(sp, request.id);
      const { eventId, paymentIds } = await insertEventRecords(sp, deps.jobs, {
        values: {
          name: partyName(request, cliente),
          fecha: request.fecha,
          turno: request.turno,
          ...hours,
          placeId: request.placeId,
          salonId: request.salonId,
          packageId: request.packageId,
          packageName: request.packageName,
          customerId: request.customerId,
          creatorId: null,
          personas: request.personas,
          precioPaqueteCentavos: request.precioPaqueteCentavos,
          descuentoCentavos: descuento,
          precioTotalCentavos: precioTotal,
          comentarios: request.comentarios,
          fechaDeRegistro: todayInMexicoCity(now),
        },
        payments: [abono],
        extras,
        solicitud: request.id,
        decidedById: null,
        now,
        audit: {
          actor: ONLINE_ACTOR,
          cliente,
          lugar: names.sucursal,
          paymentKind: 'online_payment',
          referencia: row.paymentIntentId ?? row.sessionId,
        },
      });
      if (row.acceptanceId) {
        await sp.update(termsAcceptances).set({ eventId }).where(eq(termsAcceptances.id, row.acceptanceId));
      }
      return { eventId, eventPaymentId: paymentIds[0], converted: request.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      deps.log.warn({ payment: row.id, request: request.id }, BOOKING_MSG.slotTaken);
      return null;
    }
    throw err;
  }
}

/** A paid balance (or an anticipo of a request already converted): the abono on the live event, within its debt. */
async function applyToEvent(
  deps: PaymentDeps,
  tx: Tx,
  row: PaymentRow,
  eventId: string | null,
  abono: Abono,
): Promise<Applied> {
  if (!eventId) return null;
  const [event] = await tx
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)))
    .for('update');
  if (!event) return null;
  const adeudo = event.precioTotalCentavos - event.paidCentavos;
  if (abono.amountCentavos > adeudo) return null;
  const [p] = await tx
    .insert(eventPayments)
    .values({ ...abono, eventId })
    .returning({ id: eventPayments.id });
  await enqueuePaymentReceipt({ jobs: deps.jobs, tx, event, payment: abono, adeudo });
  await enqueueFacturaSync({ jobs: deps.jobs, tx, eventId });
  await recordPaymentAudit(tx, {
    actor: ONLINE_ACTOR,
    kind: 'online_payment',
    eventId,
    subject: event.name,
    adeudo,
    payment: abono,
    referencia: row.paymentIntentId ?? row.sessionId,
  });
  return { eventId, eventPaymentId: p.id, converted: null };
}
