// Issue #22: what the PDF contract prints of the terms accepted online — the latest acceptance linked to the
// event, with its version's text — and the balance's due date of the payment plan.
import { balanceDueDate } from '@salones/shared/payments';
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import { bookingRequests, termsAcceptances, termsVersions } from '../../../db/schema/index.ts';
import type { Conn } from '../../../db/transaction.ts';
import type { ContractExtras } from './render-contract-pdf.ts';

/**
 * The latest acceptance of the event, with its version's text; null when none was made online. One made for
 * the request the event was booked from counts too: a request staff converted keeps no link of its own.
 */
export async function latestAcceptance(db: Conn, eventId: string) {
  const fromRequest = db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(eq(bookingRequests.eventId, eventId));
  const [row] = await db
    .select({ a: termsAcceptances, texto: termsVersions.texto })
    .from(termsAcceptances)
    .innerJoin(termsVersions, eq(termsVersions.version, termsAcceptances.version))
    .where(or(eq(termsAcceptances.eventId, eventId), inArray(termsAcceptances.requestId, fromRequest)))
    .orderBy(desc(termsAcceptances.acceptedAt))
    .limit(1);
  return row
    ? { texto: row.texto, version: row.a.version, nombre: row.a.signerName, aceptadoEl: row.a.acceptedAt }
    : null;
}

export async function contractExtras(
  db: Conn,
  config: Config,
  event: { uid: string; fecha: string },
): Promise<ContractExtras> {
  return {
    accepted: await latestAcceptance(db, event.uid),
    saldoVenceEl: balanceDueDate(event.fecha, config.payments.balanceDueDays),
  };
}
