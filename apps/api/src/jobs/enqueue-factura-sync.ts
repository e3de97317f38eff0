import { and, eq, sql } from 'drizzle-orm';
import { facturas } from '../db/schema/index.ts';
import type { Tx } from '../db/transaction.ts';
import type { JobSender } from './job-types.ts';

/**
 * A payment of an event that has a factura gets its complemento de pago from the `factura-sync` job, queued in
 * the payment's own transaction (docs/product.md, "Which CFDI when and why"); an event with none queues nothing.
 */
export async function enqueueFacturaSync(input: { jobs: JobSender; tx: Tx; eventId: string }) {
  const [invoiced] = await input.tx
    .select({ one: sql<number>`1` })
    .from(facturas)
    .where(and(eq(facturas.eventId, input.eventId), eq(facturas.tipo, 'I'), eq(facturas.estado, 'valida')))
    .limit(1);
  if (invoiced) await input.jobs.send('factura-sync', { eventId: input.eventId }, { tx: input.tx });
}
