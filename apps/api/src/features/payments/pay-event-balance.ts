// 'Pagar saldo' (POST /api/event/{id}/pago): a checkout for (part of) the balance of the family's event — at most
// its debt less the online payments on their way (payment-plan.ts payableOnline: an OXXO voucher is never paid
// twice), and only once the family accepted the contract for the event (docs/architecture.md#money-online).
import { EVENT_MSG } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { toCentavos, toPesos } from '@salones/shared/money';
import { PLAN_TEXT, payableOnline } from '@salones/shared/payment-plan';
import { PAYMENT_MSG } from '@salones/shared/payments';
import { singlePaymentProblem } from '@salones/shared/pricing';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, onlinePayments, users } from '../../db/schema/index.ts';
import { latestAcceptance } from '../../db/terms-acceptance.ts';
import type { Tx } from '../../db/transaction.ts';
import { type AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { getPaymentDto } from './payment-queries.ts';
import {
  livePayment,
  MAX_SESSION_MS,
  openCheckout,
  type PaymentDeps,
  providerOrOff,
} from './start-checkout.ts';

/** The event's online payments on their way (an OXXO voucher, a SPEI transfer not yet paid): their sum, centavos. */
async function pendingOnEvent(conn: Db | Tx, eventId: string, now: Date): Promise<number> {
  const [row] = await conn
    .select({
      sum: sql<number>`coalesce(sum(${onlinePayments.amountCentavos}), 0)::bigint`.mapWith(Number),
    })
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.eventId, eventId),
        eq(onlinePayments.estado, 'pendiente'),
        or(isNull(onlinePayments.payBefore), gt(onlinePayments.payBefore, now)),
      ),
    );
  return row.sum;
}

/**
 * Whether `monto` may be paid online now on a debt of `adeudo`, or the refusal: the payments on their way are
 * taken off the debt first (payment-plan.ts payableOnline), so an OXXO voucher is never paid twice.
 */
function balancePayRefusal(monto: number, adeudo: number, pendiente: number): AppError | null {
  const payable = payableOnline(adeudo, pendiente);
  if (payable <= 0) return conflict(PLAN_TEXT.pendingCoversDebt);
  const problem = singlePaymentProblem(monto, payable);
  if (problem === 'belowMinimum') return badRequest(MSG.abonoMinSingle);
  if (problem === 'overDebt') {
    return badRequest(pendiente > 0 ? PLAN_TEXT.overPending(toPesos(payable)) : EVENT_MSG.paymentOverDebt);
  }
  return null;
}

/** POST /api/event/{id}/pago: (part of) the balance of the owner's event. */
export async function payEvent(
  deps: PaymentDeps,
  eventId: string,
  montoPesos: number,
  currentUser: CurrentUser,
) {
  const now = deps.config.now();
  const [e] = await deps.db
    .select({ event: events, email: users.email })
    .from(events)
    .innerJoin(users, eq(users.id, events.customerId))
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)));
  if (!e) throw notFound(EVENT_MSG.eventNotFound);
  if (e.event.customerId !== currentUser.id) throw forbidden();
  const adeudo = e.event.precioTotalCentavos - e.event.paidCentavos;
  if (adeudo <= 0) throw conflict(PAYMENT_MSG.noBalance);
  const monto = toCentavos(montoPesos);
  // the same amount asked again answers the checkout (or the voucher) already made for it
  const sameOpen = (tx: Db | Tx) =>
    livePayment(tx, and(eq(onlinePayments.eventId, eventId), eq(onlinePayments.amountCentavos, monto))!, now);
  const live = await sameOpen(deps.db);
  if (live) return getPaymentDto(deps.db, live.id);
  const refusal = balancePayRefusal(monto, adeudo, await pendingOnEvent(deps.db, eventId, now));
  if (refusal) throw refusal;
  providerOrOff(deps);
  // the contract before the first online payment: an acceptance linked to the event (made for it, or for the
  // request whose anticipo booked it)
  if (!(await latestAcceptance(deps.db, eventId))) throw conflict(PAYMENT_MSG.termsNotAccepted);
  return openCheckout(
    deps,
    {
      kind: 'saldo',
      customerId: currentUser.id,
      customerEmail: e.email,
      placeId: e.event.placeId,
      requestId: null,
      eventId,
      acceptanceId: null,
      amountCentavos: monto,
      description: `Abono: ${e.event.name}, ${e.event.fecha} ${e.event.turno}`,
      expiresAt: new Date(now.getTime() + MAX_SESSION_MS),
    },
    async (tx) => {
      const [locked] = await tx
        .select({ total: events.precioTotalCentavos, paid: events.paidCentavos })
        .from(events)
        .where(eq(events.id, eventId))
        .for('update');
      const other = await sameOpen(tx);
      if (other) return other;
      // another tab may have left a voucher meanwhile: checked again under the event's lock
      const again = balancePayRefusal(
        monto,
        locked.total - locked.paid,
        await pendingOnEvent(tx, eventId, now),
      );
      if (again) throw again;
      return null;
    },
  );
}
