// Every CFDI issued or cancelled is written down with its audit entry in one transaction; a family's CFDI also
// queues its mail (PDF and XML attached) in that transaction.
import {
  type CfdiEstado,
  MOTIVOS_CANCELACION,
  type MotivoCancelacion,
} from '@salones/shared/fiscal/cancelacion';
import { eq } from 'drizzle-orm';
import { facturaPayments, facturas } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import type { JobSender } from '../../jobs/job-types.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { FacturaRow } from './factura-queries.ts';
import type { IssuedCfdi } from './invoicing-provider.ts';

/** the product itself: a complement issued or a CFDI replaced by the job */
export const INVOICING_ACTOR: AuditActor = { id: null, name: 'Facturación', lastname: '' };

export async function recordIssued(
  tx: Tx,
  input: {
    actor: AuditActor;
    event: { id: string; name: string };
    issued: IssuedCfdi;
    values: Omit<typeof facturas.$inferInsert, 'eventId' | 'facturapiId' | 'uuid' | 'serie' | 'folio'>;
    /** the payments this CFDI covers */
    covers: string[];
    /** the family is its receptor: mailed to them (null: the factura global's, or an egreso of it) */
    mail: JobSender | null;
  },
): Promise<FacturaRow> {
  const { issued, values } = input;
  const [row] = await tx
    .insert(facturas)
    .values({
      ...values,
      facturapiId: issued.facturapiId,
      uuid: issued.uuid,
      serie: issued.serie,
      folio: issued.folio,
      eventId: input.event.id,
    })
    .returning();
  if (input.covers.length)
    await tx
      .insert(facturaPayments)
      .values(input.covers.map((paymentId) => ({ paymentId, facturaId: row.id })));
  await recordAudit(tx, {
    actor: input.actor,
    kind: 'cfdi_issued',
    eventId: input.event.id,
    subject: input.event.name,
    before: null,
    after: {
      cfdi: issued.uuid,
      tipoCfdi: values.tipo,
      metodoPago: values.metodoPago ?? null,
      formaPago: values.formaPago,
      totalCfdi: values.totalCentavos,
      ...(values.parcialidad ? { parcialidad: values.parcialidad } : {}),
    },
  });
  if (input.mail) await input.mail.send('factura-mail', { facturaId: row.id }, { tx });
  return row;
}

/**
 * A cancellation's outcome, as the PAC (or its webhook) says it: 'cancelada' for good, or 'cancelacion_pendiente'
 * while the receiver answers; a refused or expired one is 'valida' again. A CFDI cancelled for good covers no
 * payment any more: a payment still recorded is covered again (a new complement, or the month's factura global).
 */
export async function recordCancellation(
  tx: Tx,
  input: {
    actor: AuditActor;
    cfdi: FacturaRow;
    estado: CfdiEstado;
    motivo: MotivoCancelacion | null;
    sustituta: FacturaRow | null;
    at: Date;
    subject: string;
  },
) {
  const { cfdi, estado, at } = input;
  await tx
    .update(facturas)
    .set({
      estado,
      updatedAt: at,
      ...(input.motivo ? { cancelMotivo: input.motivo } : {}),
      ...(input.sustituta ? { replacedById: input.sustituta.id } : {}),
      ...(estado === 'cancelada' ? { cancelledAt: at } : {}),
    })
    .where(eq(facturas.id, cfdi.id));
  if (estado === 'cancelada') await tx.delete(facturaPayments).where(eq(facturaPayments.facturaId, cfdi.id));
  const motivo = input.motivo ?? (cfdi.cancelMotivo as MotivoCancelacion | null);
  await recordAudit(tx, {
    actor: input.actor,
    kind: 'cfdi_cancelled',
    eventId: cfdi.eventId ?? undefined,
    subject: input.subject,
    before: { cfdi: cfdi.uuid, tipoCfdi: cfdi.tipo, estadoCfdi: cfdi.estado },
    after: {
      estadoCfdi: estado,
      ...(motivo ? { motivo: `${motivo} ${MOTIVOS_CANCELACION[motivo]}` } : {}),
      ...(input.sustituta ? { sustituidoPor: input.sustituta.uuid } : {}),
    },
  });
}

/** Cancelled at the PAC with motivo 01, replaced by `by`. */
export async function recordReplaced(
  tx: Tx,
  input: { event: { id: string; name: string }; cfdi: FacturaRow; by: FacturaRow; at: Date },
) {
  await tx
    .update(facturas)
    .set({ estado: 'sustituida', replacedById: input.by.id, cancelledAt: input.at, updatedAt: input.at })
    .where(eq(facturas.id, input.cfdi.id));
  await recordAudit(tx, {
    actor: INVOICING_ACTOR,
    kind: 'cfdi_cancelled',
    eventId: input.event.id,
    subject: input.event.name,
    before: { cfdi: input.cfdi.uuid, tipoCfdi: input.cfdi.tipo },
    after: { motivo: '01 Comprobante emitido con errores con relación', sustituidoPor: input.by.uuid },
  });
}
