// What the family hears about online payments beyond the receipt (queued through the mail job).
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { onlinePayments, users } from '../../db/schema/index.ts';
import type { JobSender } from '../../jobs/job-types.ts';
import { queueMail } from '../../mail/queue-mail.ts';

type Deps = { db: Db; jobs: JobSender; log: FastifyBaseLogger; config: Config };

/** A refund: asked by staff, or by itself when the date could no longer be booked. */
export async function notifyRefund(
  deps: Deps,
  paymentId: string,
  amountCentavos: number,
  automatic: boolean,
) {
  try {
    const [row] = await deps.db
      .select({ p: onlinePayments, email: users.email, name: users.name })
      .from(onlinePayments)
      .innerJoin(users, eq(users.id, onlinePayments.customerId))
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
        },
        to: row.email,
      },
      { pago: paymentId },
    );
  } catch (err) {
    deps.log.error({ err, pago: paymentId }, 'refund mail failed');
  }
}
