// A refund is asked of the provider first (one
// idempotency key per refund), then recorded in one transaction with its effect: the abono reduced or
// removed (the debt follows, the database keeps the event's paid sum), the payment's state, the audit entry.
// The provider's later charge.refunded only confirms it — the money is never taken off twice. A payment a CFDI
// covers gets what SAT asks for it (jobs/enqueue-factura-refund.ts), queued in the same transaction.
import { PAYMENT_MSG, type PaymentDto } from '@salones/shared/payments';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { eventPayments, events, onlinePayments, onlineRefunds } from '../../db/schema/index.ts';
import { enqueueFacturaRefund } from '../../jobs/enqueue-factura-refund.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { ONLINE_ACTOR } from './apply-checkout.ts';
import { getPaymentDto } from './payment-queries.ts';
import { type PaymentDeps, providerFailure, providerOrOff } from './start-checkout.ts';

export async function refundPayment(
  deps: PaymentDeps,
  input: { paymentId: string; amountCentavos?: number; motivo: string; actor: CurrentUser | null },
): Promise<PaymentDto> {
  const provider = providerOrOff(deps);
  const [row] = await deps.db.select().from(onlinePayments).where(eq(onlinePayments.id, input.paymentId));
  if (!row) throw notFound(PAYMENT_MSG.notFound);
  if (
    !['pagado', 'reembolsado_parcial', 'revisar'].includes(row.estado) ||
    !row.paymentIntentId ||
    (!row.paidAt && row.estado !== 'revisar')
  ) {
    throw conflict(PAYMENT_MSG.refundNotPaid);
  }
  const left = row.amountCentavos - row.refundedCentavos;
  const amount = input.amountCentavos ?? left;
  if (amount <= 0 || amount > left) throw badRequest(PAYMENT_MSG.refundOver);
  // the signed-in staff member (read afresh by authenticate) or, for the automatic refund, the product
  const actor: AuditActor = input.actor ?? ONLINE_ACTOR;
  let refund: { id: string; done: boolean };
  try {
    refund = await provider.refund({
      paymentIntentId: row.paymentIntentId,
      amountCentavos: amount,
      // the same refund asked twice (a double click, a retry) is one refund at the provider
      idempotencyKey: `refund-${row.id}-${row.refundedCentavos}-${amount}`,
    });
  } catch (err) {
    throw providerFailure(err);
  }
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.id, row.id))
      .for('update');
    const [seen] = await tx.select().from(onlineRefunds).where(eq(onlineRefunds.providerRefundId, refund.id));
    if (seen) return;
    if (amount > locked.amountCentavos - locked.refundedCentavos) throw badRequest(PAYMENT_MSG.refundOver);
    const [recorded] = await tx
      .insert(onlineRefunds)
      .values({
        paymentId: row.id,
        amountCentavos: amount,
        motivo: input.motivo,
        providerRefundId: refund.id,
        automatic: !input.actor,
        actorId: actor.id,
        actorName: `${actor.name} ${actor.lastname}`.trim(),
        // charge.refunded may arrive before this commits (it then finds nothing to confirm)
        confirmedAt: refund.done ? deps.config.now() : null,
      })
      .returning({ id: onlineRefunds.id });
    const refunded = locked.refundedCentavos + amount;
    await tx
      .update(onlinePayments)
      .set({
        refundedCentavos: refunded,
        estado: refunded === locked.amountCentavos ? 'reembolsado' : 'reembolsado_parcial',
        autoRefundDue: false,
        updatedAt: deps.config.now(),
      })
      .where(eq(onlinePayments.id, row.id));
    if (!locked.eventPaymentId || !locked.eventId) {
      // money that never reached an event (the slot was gone): still in the audit log
      await recordAudit(tx, {
        actor,
        kind: 'refund',
        subject: `Anticipo de la solicitud ${locked.requestId ?? ''}`.trim(),
        before: null,
        after: { reembolso: amount, motivo: input.motivo, referencia: refund.id },
      });
      return;
    }
    const [event] = await tx.select().from(events).where(eq(events.id, locked.eventId)).for('update');
    const [abono] = await tx.select().from(eventPayments).where(eq(eventPayments.id, locked.eventPaymentId));
    if (!abono) return;
    await enqueueFacturaRefund({
      jobs: deps.jobs,
      tx,
      eventId: event.id,
      paymentId: abono.id,
      refundId: recorded.id,
      amountCentavos: Math.min(amount, abono.amountCentavos),
    });
    if (abono.amountCentavos <= amount) {
      await tx.delete(eventPayments).where(eq(eventPayments.id, abono.id));
      await tx.update(onlinePayments).set({ eventPaymentId: null }).where(eq(onlinePayments.id, row.id));
    } else {
      await tx
        .update(eventPayments)
        .set({ amountCentavos: sql`${eventPayments.amountCentavos} - ${amount}` })
        .where(eq(eventPayments.id, abono.id));
    }
    const adeudo = event.precioTotalCentavos - event.paidCentavos;
    await recordAudit(tx, {
      actor,
      kind: 'refund',
      eventId: event.id,
      subject: event.name,
      before: { abono: abono.amountCentavos, adeudo },
      after: {
        abono: Math.max(0, abono.amountCentavos - amount),
        reembolso: amount,
        motivo: input.motivo,
        adeudo: adeudo + Math.min(amount, abono.amountCentavos),
        referencia: refund.id,
      },
    });
  });
  deps.countResult?.('refunded');
  return getPaymentDto(deps.db, row.id);
}

/** charge.refunded: marks our refunds of that payment confirmed; nothing else changes. */
export async function confirmRefunds(deps: PaymentDeps, refundIds: string[]) {
  if (!refundIds.length) return 0;
  const rows = await deps.db
    .update(onlineRefunds)
    .set({ confirmedAt: deps.config.now() })
    .where(and(inArray(onlineRefunds.providerRefundId, refundIds), sql`${onlineRefunds.confirmedAt} is null`))
    .returning({ id: onlineRefunds.id });
  return rows.length;
}
