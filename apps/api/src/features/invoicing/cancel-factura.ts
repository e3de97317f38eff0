// A super_admin cancels a CFDI with SAT's motivo (POST /api/facturas/{id}/cancelar), and Facturapi's webhook
// tells how a cancellation ended (packages/shared/src/fiscal/cancelacion.ts). Checked before the PAC: the CFDI is
// ours and in force; with motivo 01, its substitute is another CFDI of ours in force. The PAC's answer — cancelled,
// or pending the receiver's acceptance — is recorded with its audit entry in the same transaction; a CFDI
// cancelled for good covers no payment any more, and its event's CFDI are brought up to date by the job (a payment
// still recorded gets a new complement).
import { CANCEL_MSG, type CancelarBody } from '@salones/shared/fiscal/cancelacion';
import { FACTURA_MSG } from '@salones/shared/fiscal/factura-plan';
import { eq } from 'drizzle-orm';
import { events, facturapiWebhookEvents, facturas } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { AuditActor } from '../audit/record-audit.ts';
import type { FacturaRow } from './factura-queries.ts';
import type { PacEvent } from './invoicing-provider.ts';
import { pacCall } from './pac-call.ts';
import { INVOICING_ACTOR, recordCancellation } from './record-cfdi.ts';
import type { SyncDeps } from './sync-facturas.ts';

/** What the audit log names a CFDI by: its event, or the factura global's month. */
async function subjectOf(tx: Tx, row: FacturaRow) {
  if (!row.eventId) return `Factura global ${row.globalMes ?? ''}`.trim();
  const [event] = await tx.select({ name: events.name }).from(events).where(eq(events.id, row.eventId));
  return event?.name ?? '';
}

export async function cancelFactura(
  deps: SyncDeps,
  input: { id: string; body: CancelarBody; actor: AuditActor },
): Promise<FacturaRow> {
  const { motivo } = input.body;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(facturas).where(eq(facturas.id, input.id)).for('update');
    if (!row) throw notFound(FACTURA_MSG.notFound);
    if (row.estado !== 'valida') throw conflict(CANCEL_MSG.notCancellable);
    let sustituta: FacturaRow | null = null;
    if (input.body.sustituta) {
      [sustituta] = await tx.select().from(facturas).where(eq(facturas.id, input.body.sustituta));
      if (!sustituta || sustituta.id === row.id || sustituta.estado !== 'valida')
        throw badRequest(CANCEL_MSG.sustitutaInvalid);
    }
    const { estado } = await pacCall(deps.provider.cancel(row.facturapiId, motivo, sustituta?.uuid ?? null));
    await recordCancellation(tx, {
      actor: input.actor,
      cfdi: row,
      estado,
      motivo,
      sustituta,
      at: deps.now(),
      subject: await subjectOf(tx, row),
    });
    if (estado === 'cancelada' && row.eventId)
      await deps.jobs.send('factura-sync', { eventId: row.eventId }, { tx });
    return { ...row, estado };
  });
}

/**
 * A Facturapi event, its signature verified: applied once (a replay finds its id recorded and changes nothing).
 * Only a CFDI in force or waiting for its cancellation moves — to what the PAC says now.
 */
export async function applyPacEvent(deps: SyncDeps, event: PacEvent): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(facturapiWebhookEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: facturapiWebhookEvents.eventId });
    if (fresh.length === 0 || !event.invoice) return;
    const [row] = await tx
      .select()
      .from(facturas)
      .where(eq(facturas.facturapiId, event.invoice.facturapiId))
      .for('update');
    if (!row || (row.estado !== 'valida' && row.estado !== 'cancelacion_pendiente')) return;
    const estado = event.invoice.estado;
    if (estado === row.estado) return;
    await recordCancellation(tx, {
      actor: INVOICING_ACTOR,
      cfdi: row,
      estado,
      motivo: null,
      sustituta: null,
      at: deps.now(),
      subject: await subjectOf(tx, row),
    });
    // cancelled: its payments are covered anew; refused (valida again): a refund's egreso held for it goes ahead
    if (row.eventId) await deps.jobs.send('factura-sync', { eventId: row.eventId }, { tx });
  });
}
