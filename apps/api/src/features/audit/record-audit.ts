// The one way an audit entry is written — inside the caller's transaction, so the entry and
// the change it describes are committed together or not at all.
import type { AuditKind, AuditValues } from '@salones/shared/audit';
import { auditLog } from '../../db/schema/audit.ts';
import type { Tx } from '../../db/transaction.ts';

/** id null: the product itself (a payment applied from the provider's notice) */
export type AuditActor = { id: string | null; name: string; lastname: string };

export async function recordAudit(
  tx: Tx,
  entry: {
    actor: AuditActor;
    kind: AuditKind;
    eventId?: string;
    accountId?: string;
    /** the event's or account's name now */
    subject: string;
    /** money in centavos */
    before: AuditValues | null;
    after: AuditValues | null;
  },
) {
  await tx.insert(auditLog).values({
    kind: entry.kind,
    actorId: entry.actor.id,
    actorName: `${entry.actor.name} ${entry.actor.lastname}`.trim(),
    eventId: entry.eventId ?? null,
    accountId: entry.accountId ?? null,
    subject: entry.subject,
    before: entry.before,
    after: entry.after,
  });
}

/** The fields whose value differs between two snapshots, as a before/after pair; null when none does. */
export function changedFields(before: AuditValues, after: AuditValues) {
  const keys = (Object.keys(after) as (keyof AuditValues)[]).filter((k) => before[k] !== after[k]);
  if (!keys.length) return null;
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])) as AuditValues,
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])) as AuditValues,
  };
}

/**
 * A payment's entry: the debt before, the abono and the debt after. One shape for an abono recorded by staff
 * (at booking or later) and one paid online ('online_payment', with the provider's reference).
 */
export async function recordPaymentAudit(
  tx: Tx,
  entry: {
    actor: AuditActor;
    kind: 'payment' | 'online_payment';
    eventId: string;
    subject: string;
    /** the event's debt before this payment, in centavos */
    adeudo: number;
    payment: { amountCentavos: number; metodo: string; fechaDePago: string };
    referencia?: string;
  },
) {
  const { payment, adeudo } = entry;
  await recordAudit(tx, {
    actor: entry.actor,
    kind: entry.kind,
    eventId: entry.eventId,
    subject: entry.subject,
    before: { adeudo },
    after: {
      abono: payment.amountCentavos,
      metodo: payment.metodo,
      fechadePago: payment.fechaDePago,
      adeudo: adeudo - payment.amountCentavos,
      ...(entry.referencia !== undefined && { referencia: entry.referencia }),
    },
  });
}
