// The contract's terms a family accepted for an event: read by the contract (web and PDF), by staff on the event,
// and before an event's first online payment (it needs one).
import { desc, eq, inArray, or } from 'drizzle-orm';
import { bookingRequests, termsAcceptances, termsVersions } from './schema/index.ts';
import type { Conn } from './transaction.ts';

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
