import { balanceDueOn } from '@salones/shared/payment-plan';
import type { FastifyInstance } from 'fastify';
import { renderMail } from '../mail/render-mail.ts';
import { paymentReceiptTemplate } from '../mail/templates/payment-receipt-mail.tsx';
import { loadEventForMail } from './event-mail-data.ts';
import type { JobData } from './job-types.ts';
import { queueWhatsAppNotice } from './queue-whatsapp.ts';
import { paymentReceivedNotice } from './whatsapp-notices.ts';

/** The `payment-receipt` job: mails the customer the receipt of one recorded payment. */
export async function sendPaymentReceipt(
  deps: Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'jobs' | 'log'>,
  data: JobData['payment-receipt'],
) {
  // a receipt is owed even if the event was deleted after the payment
  const event = await loadEventForMail(deps.db, data.eventId, { liveOnly: false });
  if (!event) return;
  // queued once whatever becomes of the mail (a retried job finds its key taken)
  await queueWhatsAppNotice(deps, paymentReceivedNotice({ ...data, ...event }));
  const due = balanceDueOn({
    fecha: event.fecha,
    dueDays: deps.config.payments.balanceDueDays,
    bookedOn: event.fechaDeRegistro,
  });
  const mail = await renderMail(
    paymentReceiptTemplate,
    {
      customerName: event.customerName,
      event: { ...event, totalCentavos: data.totalCentavos },
      amountCentavos: data.amountCentavos,
      fechaDePago: data.fechaDePago,
      metodo: data.metodo,
      saldoCentavos: data.saldoCentavos,
      saldoVence: { el: due.saldoVenceEl, alReservar: due.alReservar },
      // 'Pagar saldo' opens the pay dialog of this event on /pedidos
      payUrl: deps.config.payments.stripe ? `${deps.config.publicUrl}/pedidos?pagar=${data.eventId}` : null,
    },
    { to: event.customerEmail, brand: deps.config },
  );
  await deps.mailer.send(mail);
}
