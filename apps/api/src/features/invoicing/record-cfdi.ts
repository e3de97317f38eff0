// Every CFDI issued or cancelled is written down with its audit entry in one transaction.
import { eq } from 'drizzle-orm';
import { facturaPayments, facturas } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
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
  return row;
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
