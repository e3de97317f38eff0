import type { JobSender, Transaction } from './job-types.ts';

/**
 * The receipt of a payment is enqueued in the payment's own transaction, so it is mailed
 * (and retried) exactly when the payment is committed. `adeudo` is the debt before this payment.
 */
export async function enqueuePaymentReceipt(input: {
  jobs: JobSender;
  tx: Transaction;
  event: { id: string; precioTotalCentavos: number };
  payment: { amountCentavos: number; metodo: string; fechaDePago: string };
  adeudo: number;
}) {
  const { event, payment } = input;
  await input.jobs.send(
    'payment-receipt',
    {
      eventId: event.id,
      amountCentavos: payment.amountCentavos,
      metodo: payment.metodo,
      fechaDePago: payment.fechaDePago,
      totalCentavos: event.precioTotalCentavos,
      saldoCentavos: input.adeudo - payment.amountCentavos,
    },
    { tx: input.tx },
  );
}
