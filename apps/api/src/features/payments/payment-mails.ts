// Issue #22: what the family hears about online payments beyond the receipt (queued through the mail job).
import { formatMoney, toPesos } from '@salones/shared/money';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { onlinePayments, users } from '../../db/schema/index.ts';
import type { JobSender } from '../../jobs/job-types.ts';
import { compose } from '../../mail/templates/notice-mail.tsx';
import { queueBookingMail } from '../booking-requests/booking-mails.ts';

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
    const monto = formatMoney(toPesos(amountCentavos));
    const mail = await compose(
      {
        subject: automatic ? 'Te devolvimos tu pago' : 'Reembolso de tu pago',
        greeting: `Hola ${row.name}:`,
        before: [
          automatic
            ? 'La fecha que pediste ya no estaba disponible cuando llegó tu pago, así que te lo devolvimos completo. Puedes pedir otra fecha cuando quieras.'
            : 'Hicimos un reembolso de tu pago en línea.',
        ],
        rows: [
          ['Reembolso', monto],
          ['Referencia', row.p.paymentIntentId ?? row.p.sessionId],
        ],
        after: ['El dinero vuelve al mismo medio de pago; tu banco puede tardar unos días en reflejarlo.'],
        link: { label: 'Ver el pago', url: `${deps.config.publicUrl}/pagos/${paymentId}` },
      },
      deps.config,
    );
    await queueBookingMail(deps, { to: row.email, ...mail }, { pago: paymentId });
  } catch (err) {
    deps.log.error({ err, pago: paymentId }, 'refund mail failed');
  }
}
