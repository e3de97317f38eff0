// The contract's terms a family accepted for an event: read by the contract (web and PDF), by staff on the event,
// and before an event's first online payment (it needs one).
import { desc, eq } from 'drizzle-orm';
import { termsAcceptances, termsVersions } from './schema/index.ts';
import type { Conn } from './transaction.ts';

/** The latest acceptance linked to the event, with its version's text; null when none was made online. */
export async function latestAcceptance(db: Conn, eventId: string) {
  const [row] = await db
    .select({ a: termsAcceptances, texto: termsVersions.texto })
    .from(termsAcceptances)
    .innerJoin(termsVersions, eq(termsVersions.version, termsAcceptances.version))
    .where(eq(termsAcceptances.eventId, eventId))
    .orderBy(desc(termsAcceptances.acceptedAt))
    .limit(1);
  return row
    ? { texto: row.texto, version: row.a.version, nombre: row.a.signerName, aceptadoEl: row.a.acceptedAt }
    : null;
}
