// What follows an applied session (the family's mails, the automatic refund), and
// the reconcile job that re-reads from the provider every session still open or pending for more than
// PAYMENT_RECONCILE_MINUTES and applies it exactly as the webhook would — nothing is lost if a webhook is.
import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import { notifyConvertedRequest } from '../../booking/notify-booking.ts';
import { onlinePayments } from '../../db/schema/index.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { PaymentResult } from '../../plugins/metrics.ts';
import { getEventDto } from '../events/event-queries.ts';
import { type ApplyOutcome, applyCheckout } from './apply-checkout.ts';
import { notifyRefund } from './payment-mails.ts';
import { refundPayment } from './refund-payment.ts';
import type { PaymentDeps } from './start-checkout.ts';

export type SettleDeps = PaymentDeps & { jobs: Jobs };

export const AUTO_REFUND_MOTIVO = 'La fecha ya no estaba disponible cuando llegó el pago';

/** The full refund of a payment that found no slot; on failure it stays due and the job asks again. */
export async function autoRefund(deps: SettleDeps, paymentId: string) {
  const [row] = await deps.db.select().from(onlinePayments).where(eq(onlinePayments.id, paymentId));
  if (!row?.autoRefundDue) return;
  try {
    await refundPayment(deps, { paymentId, motivo: AUTO_REFUND_MOTIVO, actor: null });
  } catch (err) {
    deps.log.error({ err, pago: paymentId }, 'automatic refund failed: the reconcile job will ask again');
    return;
  }
  await notifyRefund(deps, paymentId, row.amountCentavos - row.refundedCentavos, { automatic: true });
}

/** salones_payments_total's label of what an applied session did (the refund of a refund_due counts itself). */
const RESULT_OF: Partial<Record<ApplyOutcome['kind'], PaymentResult>> = {
  paid: 'applied',
  failed: 'failed',
  review: 'review',
};

export async function afterApply(deps: SettleDeps, outcome: ApplyOutcome) {
  const result = RESULT_OF[outcome.kind];
  if (result) deps.countResult?.(result);
  if (outcome.kind === 'refund_due') await autoRefund(deps, outcome.paymentId);
  if (outcome.kind === 'paid' && outcome.converted) {
    const evento = await getEventDto(deps.db, outcome.eventId);
    await notifyConvertedRequest(deps, outcome.converted, evento, deps.config.now());
  }
}

/** One pass of the reconcile job: how many payments it looked at. */
export async function reconcilePayments(deps: SettleDeps): Promise<number> {
  if (!deps.provider) return 0;
  const now = deps.config.now();
  const before = new Date(now.getTime() - deps.config.payments.reconcileMinutes * 60_000);
  const rows = await deps.db
    .select()
    .from(onlinePayments)
    .where(
      or(
        and(inArray(onlinePayments.estado, ['abierto', 'pendiente']), lte(onlinePayments.updatedAt, before)),
        eq(onlinePayments.autoRefundDue, true),
      ),
    )
    .orderBy(asc(onlinePayments.updatedAt))
    .limit(200);
  for (const row of rows) {
    try {
      if (row.autoRefundDue) {
        await autoRefund(deps, row.id);
        continue;
      }
      const session = await deps.provider.retrieveCheckout(row.sessionId);
      await afterApply(deps, await applyCheckout(deps, session));
    } catch (err) {
      deps.log.warn({ err, pago: row.id }, 'payment not reconciled: next pass');
    }
  }
  return rows.length;
}
