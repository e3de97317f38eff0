// Brings an invoiced event's CFDI up to date, one step per transaction (the event row locked, so one worker at a
// time per event; each PAC call carries an idempotency key, so a step cut short is simply done again):
//   1. the CFDI de ingreso's total is no longer the event's (extras, a discount) → a new PPD CFDI for the new
//      total, relating the old one (04, substitution); the payments it covered are to be covered again;
//   2. a payment not covered → its complemento de pago against the CFDI in force, with the parcialidad, the
//      previous balance and the remaining balance counted over that CFDI's complements;
//   3. what was replaced → cancelled at the PAC with motivo 01 and its substitute: complements first (SAT refuses
//      to cancel a CFDI that has complements in force), then the CFDI de ingreso.
// A step the PAC refuses or cannot make leaves its message on the CFDI in force for staff, and the job retries.
import { complementNumbersOf, FACTURA_MSG } from '@salones/shared/fiscal/factura-plan';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { facturaPayments, facturas, fiscalData } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import {
  type EventRow,
  eventFacturas,
  type FacturaRow,
  ingresoInForce,
  lockedLiveEvent,
  paymentsOf,
} from './factura-queries.ts';
import type { InvoicingProvider } from './invoicing-provider.ts';
import { PacFailure, pacCall } from './pac-call.ts';
import { INVOICING_ACTOR, recordIssued, recordReplaced } from './record-cfdi.ts';

export interface SyncDeps {
  db: Db;
  provider: InvoicingProvider;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** What the CFDI de ingreso of a party says it is. */
export const serviceDescription = (event: EventRow) =>
  `Servicio de fiesta: paquete ${event.packageName}, ${event.fecha}, turno ${event.turno}`;

type StepResult = 'more' | 'done';

async function step(deps: SyncDeps, eventId: string): Promise<StepResult> {
  return deps.db.transaction(async (tx) => {
    const event = await lockedLiveEvent(tx, eventId);
    if (!event) return 'done';
    const rows = await eventFacturas(tx, eventId);
    const ingreso = ingresoInForce(rows);
    if (!ingreso) return 'done';
    const [receiver] = await tx.select().from(fiscalData).where(eq(fiscalData.userId, event.customerId));
    if (!receiver?.pacCustomerId) throw new PacFailure({ kind: 'refused', msg: FACTURA_MSG.noFiscalData });
    const customerId = receiver.pacCustomerId;

    if (ingreso.totalCentavos !== event.precioTotalCentavos) {
      await replaceIngreso(deps, tx, { event, ingreso, customerId, usoCfdi: receiver.usoCfdi });
      return 'more';
    }
    const payments = await paymentsOf(tx, eventId);
    const uncovered = payments.find((p) => !p.coveredBy);
    if (uncovered) {
      if (!uncovered.forma) throw new PacFailure({ kind: 'refused', msg: FACTURA_MSG.paymentWithoutForma });
      const paidBefore = rows.filter(
        (f) => f.tipo === 'P' && f.relatedId === ingreso.id && f.estado === 'vigente',
      );
      const [numbers] = complementNumbersOf(ingreso.totalCentavos - sumOf(paidBefore), [uncovered]);
      const parcialidad = paidBefore.length + 1;
      const issued = await pacCall(
        deps.provider.issuePago({
          customerId,
          formaPago: uncovered.forma,
          fechaDePago: uncovered.fechaDePago,
          related: { uuid: ingreso.uuid, serie: ingreso.serie, folio: ingreso.folio },
          parcialidad,
          saldoAnteriorCentavos: numbers.saldoAnteriorCentavos,
          pagadoCentavos: numbers.pagadoCentavos,
          idempotencyKey: `pago:${uncovered.id}:${ingreso.id}`,
        }),
      );
      await recordIssued(tx, {
        actor: INVOICING_ACTOR,
        event,
        issued,
        values: {
          tipo: 'P',
          metodoPago: null,
          formaPago: uncovered.forma,
          totalCentavos: numbers.pagadoCentavos,
          paymentId: uncovered.id,
          relatedId: ingreso.id,
          parcialidad,
          saldoAnteriorCentavos: numbers.saldoAnteriorCentavos,
          saldoInsolutoCentavos: numbers.saldoInsolutoCentavos,
          idempotencyKey: `pago:${uncovered.id}:${ingreso.id}`,
        },
        covers: [uncovered.id],
      });
      return 'more';
    }
    const toCancel = nextToCancel(rows);
    if (toCancel) {
      await pacCall(deps.provider.cancelReplaced(toCancel.cfdi.facturapiId, toCancel.by.uuid));
      await recordReplaced(tx, { event, cfdi: toCancel.cfdi, by: toCancel.by, at: deps.now() });
      return 'more';
    }
    if (ingreso.pendingError)
      await tx.update(facturas).set({ pendingError: null }).where(eq(facturas.id, ingreso.id));
    return 'done';
  });
}

const sumOf = (rows: FacturaRow[]) => rows.reduce((sum, f) => sum + f.totalCentavos, 0);

async function replaceIngreso(
  deps: SyncDeps,
  tx: Tx,
  input: { event: EventRow; ingreso: FacturaRow; customerId: string; usoCfdi: string },
) {
  const { event, ingreso } = input;
  const key = `ingreso:${event.id}:sustituye:${ingreso.id}`;
  const issued = await pacCall(
    deps.provider.issueIngreso({
      customerId: input.customerId,
      description: serviceDescription(event),
      totalCentavos: event.precioTotalCentavos,
      metodoPago: 'PPD',
      formaPago: '99',
      usoCfdi: input.usoCfdi,
      replaces: ingreso.uuid,
      idempotencyKey: key,
    }),
  );
  const replacement = await recordIssued(tx, {
    actor: INVOICING_ACTOR,
    event,
    issued,
    values: {
      tipo: 'I',
      metodoPago: 'PPD',
      formaPago: '99',
      totalCentavos: issued.totalCentavos,
      idempotencyKey: key,
    },
    covers: [],
  });
  await tx
    .update(facturas)
    .set({ estado: 'sustituida', replacedById: replacement.id, pendingError: null, updatedAt: deps.now() })
    .where(eq(facturas.id, ingreso.id));
  // its payments are covered again by the replacement's complements (issued next); the old ones are cancelled then
  const coveredBy = [ingreso.id, ...(await complementIdsOf(tx, ingreso.id))];
  await tx.delete(facturaPayments).where(inArray(facturaPayments.facturaId, coveredBy));
}

async function complementIdsOf(tx: Tx, ingresoId: string) {
  const rows = await tx
    .select({ id: facturas.id })
    .from(facturas)
    .where(and(eq(facturas.relatedId, ingresoId), eq(facturas.tipo, 'P')));
  return rows.map((r) => r.id);
}

/**
 * The next replaced CFDI still in force at the PAC, with its substitute: a replaced ingreso's complements first
 * (each by the complement now covering its payment), then the ingreso (by its replacement).
 */
function nextToCancel(rows: FacturaRow[]): { cfdi: FacturaRow; by: FacturaRow } | null {
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const old of rows.filter((r) => r.tipo === 'I' && r.estado === 'sustituida' && !r.cancelledAt)) {
    const replacement = old.replacedById ? byId.get(old.replacedById) : undefined;
    if (!replacement) continue;
    // a refunded payment's complement (its payment gone) has no substitute: it stays, and the PAC's refusal to
    // cancel the CFDI it pays is shown to staff
    const complement = rows.find(
      (r) => r.tipo === 'P' && r.relatedId === old.id && r.estado === 'vigente' && r.paymentId !== null,
    );
    if (complement) {
      const substitute = rows.find(
        (r) => r.tipo === 'P' && r.paymentId === complement.paymentId && r.relatedId === replacement.id,
      );
      // its payment's new complement comes first (a later step)
      if (!substitute) return null;
      return { cfdi: complement, by: substitute };
    }
    return { cfdi: old, by: replacement };
  }
  return null;
}

/** Every step there is to do now; a PAC's failure is kept for staff on the CFDI in force and thrown. */
export async function syncFacturas(deps: SyncDeps, eventId: string): Promise<void> {
  try {
    // each step covers a payment or cancels one CFDI: an event has few
    for (let i = 0; i < 200; i++) if ((await step(deps, eventId)) === 'done') return;
  } catch (err) {
    if (err instanceof PacFailure) {
      const rows = await eventFacturas(deps.db, eventId);
      const ingreso = ingresoInForce(rows);
      if (ingreso)
        await deps.db
          .update(facturas)
          .set({ pendingError: err.msg, updatedAt: deps.now() })
          .where(eq(facturas.id, ingreso.id));
      deps.log.warn({ eventId, detail: err.outcome }, 'factura: a step could not be made; the job retries');
    }
    throw err;
  }
}
