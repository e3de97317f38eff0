// Issue #22: what the PDF contract prints of the terms accepted online — the latest acceptance linked to the
// event, with its version's text — and the balance's due date of the payment plan.
import { balanceDueOn } from '@salones/shared/payment-plan';
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import { termsAcceptances, termsVersions } from '../../../db/schema/index.ts';
import type { Conn } from '../../../db/transaction.ts';
import type { ContractExtras } from './render-contract-pdf.ts';

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

export async function contractExtras(
  db: Conn,
  config: Config,
  event: { uid: string; fecha: string; fechaDeRegistro: string },
): Promise<ContractExtras> {
  const due = balanceDueOn({
    fecha: event.fecha,
    dueDays: config.payments.balanceDueDays,
    bookedOn: event.fechaDeRegistro,
  });
  return {
    accepted: await latestAcceptance(db, event.uid),
    saldoVenceEl: due.saldoVenceEl,
    saldoAlReservar: due.alReservar,
  };
}
