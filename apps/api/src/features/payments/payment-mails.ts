// What the family hears about online payments beyond the receipt (queued through the mail job).
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { events, onlinePayments, users } from '../../db/schema/index.ts';
import type { JobSender } from '../../jobs/job-types.ts';
import { queueMail } from '../../mail/queue-mail.ts';

type Deps = { db: Db; jobs: JobSender; log: FastifyBaseLogger; config: Config };

/**
 * A refund: asked by staff (with their reason), or by itself when the date could no longer be booked; with the
 * event's balance after it, when the payment was on an event.
 */
export async function notifyRefund(
  deps: Deps,
  paymentId: string,
  amountCentavos: number,
  refund: { automatic: true } | { automatic: false; motivo: string },
) {
  const { automatic } = refund;
  try {
    const [row] = await deps.db
      .select({
        p: onlinePayments,
        email: users.email,
        name: users.name,
        total: events.precioTotalCentavos,
        paid: events.paidCentavos,
      })
      .from(onlinePayments)
      .innerJoin(users, eq(users.id, onlinePayments.customerId))
      .leftJoin(events, and(eq(events.id, onlinePayments.eventId), isNull(events.deletedAt)))
      .where(eq(onlinePayments.id, paymentId));
    await queueMail(
      deps,
      {
        template: 'payment-refund',
        props: {
          name: row.name,
          amountCentavos,
          reference: row.p.paymentIntentId ?? row.p.sessionId,
          paymentId,
          automatic,
          motivo: refund.automatic ? null : refund.motivo,
          saldoCentavos: row.total === null || row.paid === null ? null : row.total - row.paid,
        },
        to: row.email,
      },
      { pago: paymentId },
    );
  } catch (err) {
    deps.log.error({ err, pago: paymentId }, 'refund mail failed');
  }
}
