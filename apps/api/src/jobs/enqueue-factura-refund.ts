import { formaPagoOf } from '@salones/shared/fiscal/forma-pago';
import { refundCfdiOf } from '@salones/shared/fiscal/refund-cfdi';
import { eq } from 'drizzle-orm';
import { eventPayments, facturaPayments, facturaRefunds, facturas } from '../db/schema/index.ts';
import type { Tx } from '../db/transaction.ts';
import type { JobSender } from './job-types.ts';

/**
 * A refund of a payment that a CFDI covers, in the refund's own transaction and before the payment is reduced or
 * removed (its coverage goes with it): what the refund needs is decided by packages/shared/src/fiscal/refund-cfdi.ts
 * — a CFDI de egreso (written down in `factura_refunds` for the `factura-sync` job to issue), or the complements
 * redone by that job. A payment no CFDI covers yet needs nothing.
 */
export async function enqueueFacturaRefund(input: {
  jobs: JobSender;
  tx: Tx;
  eventId: string;
  /** the event's payment refunded */
  paymentId: string;
  /** online_refunds.id */
  refundId: string;
  amountCentavos: number;
}) {
  const { tx } = input;
  const [covering] = await tx
    .select({
      id: facturas.id,
      tipo: facturas.tipo,
      metodoPago: facturas.metodoPago,
      formaPago: facturas.formaPago,
      metodo: eventPayments.metodo,
      cardFunding: eventPayments.cardFunding,
    })
    .from(facturaPayments)
    .innerJoin(facturas, eq(facturas.id, facturaPayments.facturaId))
    .innerJoin(eventPayments, eq(eventPayments.id, facturaPayments.paymentId))
    .where(eq(facturaPayments.paymentId, input.paymentId));
  const needs = refundCfdiOf(covering ?? null);
  if (needs === 'ninguno') return;
  if (needs === 'egreso')
    await tx.insert(facturaRefunds).values({
      refundId: input.refundId,
      eventId: input.eventId,
      facturaId: covering.id,
      amountCentavos: input.amountCentavos,
      // the money goes back the way it came: the payment's own forma (a global's single one if it has none)
      formaPago: formaPagoOf(covering) ?? covering.formaPago,
    });
  await input.jobs.send('factura-sync', { eventId: input.eventId }, { tx });
}
