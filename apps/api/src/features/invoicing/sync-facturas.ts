// Brings an invoiced event's CFDI up to date, one step per transaction (the event row locked, so one worker at a
// time per event; each PAC call carries an idempotency key, so a step cut short is simply done again):
//   0. a refund of a payment a PUE CFDI or the factura global covered → its CFDI de egreso (nota de crédito,
//      relation 01), as packages/shared/src/fiscal/refund-cfdi.ts decides (also for a deleted event); none when that
//      CFDI was cancelled since (SAT relates a nota de crédito only to a CFDI in force), and not yet while its
//      cancellation waits for the receiver's answer;
//   1. the CFDI de ingreso's total is no longer the event's (extras, a discount), or it is a PUE and a payment came
//      after it (the party is paid in parts after all: a refund, then paid again) → a new PPD CFDI for the total,
//      relating the old one (04, substitution); the payments it covered are to be covered again;
//   2. a complement that no longer says its payment (refunded in full or in part) or whose parcialidad or previous
//      balance the complements before it no longer give → cancelled with motivo 02, so its payment (if it stands)
//      is covered again in the next step, with the right numbers;
//   3. a payment not covered → its complemento de pago against the CFDI in force, with the parcialidad, the
//      previous balance and the remaining balance counted over that CFDI's complements;
//   4. what was replaced → cancelled at the PAC with motivo 01 and its substitute: complements first, and the notas
//      de crédito that relate it with motivo 02 (SAT refuses to cancel a CFDI that CFDI in force relate), then the
//      CFDI de ingreso.
// A step the PAC refuses or cannot make leaves its message on the CFDI in force for staff, and the job retries.
import { PUBLICO_EN_GENERAL } from '@salones/shared/fiscal/factura-global';
import { complementNumbersOf, FACTURA_MSG } from '@salones/shared/fiscal/factura-plan';
import { egresoUsoOf } from '@salones/shared/fiscal/refund-cfdi';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { events, facturaPayments, facturaRefunds, facturas, fiscalData } from '../../db/schema/index.ts';
import type { Conn, Tx } from '../../db/transaction.ts';
import type { JobSender } from '../../jobs/job-types.ts';
import {
  type EventRow,
  eventFacturas,
  type FacturaRow,
  ingresoInForce,
  paymentsOf,
} from './factura-queries.ts';
import type { InvoicingProvider } from './invoicing-provider.ts';
import { PacFailure, pacCall } from './pac-call.ts';
import { INVOICING_ACTOR, recordCancellation, recordIssued, recordReplaced } from './record-cfdi.ts';

export interface SyncDeps {
  db: Db;
  provider: InvoicingProvider;
  now: () => Date;
  log: FastifyBaseLogger;
  /** queues each family's CFDI mail */
  jobs: JobSender;
}

/** What the CFDI de ingreso of a party says it is. */
export const serviceDescription = (event: EventRow) =>
  `Servicio de fiesta: paquete ${event.packageName}, ${event.fecha}, turno ${event.turno}`;

type StepResult = 'more' | 'done';

/** The refunds of the event still waiting for their CFDI de egreso, oldest first, with the credited CFDI's state. */
const pendingRefundsOf = (db: Conn, eventId: string) =>
  db
    .select({ refund: facturaRefunds, creditedEstado: facturas.estado })
    .from(facturaRefunds)
    .innerJoin(facturas, eq(facturas.id, facturaRefunds.facturaId))
    .where(
      and(
        eq(facturaRefunds.eventId, eventId),
        isNull(facturaRefunds.egresoId),
        isNull(facturaRefunds.sinEgreso),
      ),
    )
    .orderBy(asc(facturaRefunds.createdAt));

/** The first refund whose egreso can be decided now: not one whose CFDI waits for its cancellation's answer. */
const nextRefundOf = async (db: Conn, eventId: string) =>
  (await pendingRefundsOf(db, eventId)).find((r) => r.creditedEstado !== 'cancelacion_pendiente');

async function step(deps: SyncDeps, eventId: string): Promise<StepResult> {
  return deps.db.transaction(async (tx) => {
    // a refund's egreso is owed even when the party was then deleted
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!event) return 'done';
    const pending = await nextRefundOf(tx, eventId);
    if (pending?.creditedEstado === 'valida') {
      await issueRefundEgreso(deps, tx, { event, refund: pending.refund });
      return 'more';
    }
    if (pending) {
      // cancelled (or replaced) since: the payment's standing amount is covered anew, by the global or the substitute
      await tx
        .update(facturaRefunds)
        .set({ sinEgreso: `la factura que acreditaría está ${pending.creditedEstado}` })
        .where(eq(facturaRefunds.id, pending.refund.id));
      await tx.update(facturas).set({ pendingError: null }).where(eq(facturas.id, pending.refund.facturaId));
      return 'more';
    }
    if (event.deletedAt) return 'done';
    const rows = await eventFacturas(tx, eventId);
    const ingreso = ingresoInForce(rows);
    if (!ingreso) return 'done';
    const [receiver] = await tx.select().from(fiscalData).where(eq(fiscalData.userId, event.customerId));
    if (!receiver?.pacCustomerId) throw new PacFailure({ kind: 'refused', msg: FACTURA_MSG.noFiscalData });
    const customerId = receiver.pacCustomerId;

    const payments = await paymentsOf(tx, eventId);
    const paidAfterPue = ingreso.metodoPago === 'PUE' && payments.some((p) => !p.coveredBy);
    if (ingreso.totalCentavos !== event.precioTotalCentavos || paidAfterPue) {
      await replaceIngreso(deps, tx, { event, ingreso, customerId, usoCfdi: receiver.usoCfdi });
      return 'more';
    }
    const stale = firstStaleComplement(rows, ingreso, payments);
    if (stale) {
      await cancelWithoutSubstitute(deps, tx, stale, event.name);
      return 'more';
    }
    const uncovered = payments.find((p) => !p.coveredBy);
    if (uncovered) {
      if (!uncovered.forma) throw new PacFailure({ kind: 'refused', msg: FACTURA_MSG.paymentWithoutForma });
      const paidBefore = rows.filter(
        (f) => f.tipo === 'P' && f.relatedId === ingreso.id && f.estado === 'valida',
      );
      const [numbers] = complementNumbersOf(ingreso.totalCentavos - sumOf(paidBefore), [uncovered]);
      const parcialidad = paidBefore.length + 1;
      // a payment's complement cancelled before (its numbers redone) leaves its key taken: the next gets its own
      const earlier = rows.filter(
        (f) => f.tipo === 'P' && f.paymentId === uncovered.id && f.relatedId === ingreso.id,
      ).length;
      const key = `pago:${uncovered.id}:${ingreso.id}${earlier ? `:${earlier + 1}` : ''}`;
      const issued = await pacCall(
        deps.provider.issuePago({
          customerId,
          formaPago: uncovered.forma,
          fechaDePago: uncovered.fechaDePago,
          related: { uuid: ingreso.uuid, serie: ingreso.serie, folio: ingreso.folio },
          parcialidad,
          saldoAnteriorCentavos: numbers.saldoAnteriorCentavos,
          pagadoCentavos: numbers.pagadoCentavos,
          idempotencyKey: key,
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
          idempotencyKey: key,
        },
        covers: [uncovered.id],
        mail: deps.jobs,
      });
      return 'more';
    }
    const toCancel = nextToCancel(rows);
    if (toCancel?.by) {
      await pacCall(deps.provider.cancelReplaced(toCancel.cfdi.facturapiId, toCancel.by.uuid));
      await recordReplaced(tx, { event, cfdi: toCancel.cfdi, by: toCancel.by, at: deps.now() });
      return 'more';
    }
    if (toCancel) {
      await cancelWithoutSubstitute(deps, tx, toCancel.cfdi, event.name);
      return 'more';
    }
    if (ingreso.pendingError)
      await tx.update(facturas).set({ pendingError: null }).where(eq(facturas.id, ingreso.id));
    return 'done';
  });
}

/** Cancels a CFDI at the PAC with motivo 02 (errors, no substitute) and records it, with its audit entry. */
async function cancelWithoutSubstitute(deps: SyncDeps, tx: Tx, cfdi: FacturaRow, subject: string) {
  const { estado } = await pacCall(deps.provider.cancel(cfdi.facturapiId, '02', null));
  await recordCancellation(tx, {
    actor: INVOICING_ACTOR,
    cfdi,
    estado,
    motivo: '02',
    sustituta: null,
    at: deps.now(),
    subject,
  });
}

const sumOf = (rows: FacturaRow[]) => rows.reduce((sum, f) => sum + f.totalCentavos, 0);

/**
 * The first complement in force of the ingreso (by parcialidad) that no longer holds: its payment is gone or its
 * amount changed (a refund), or its parcialidad or previous balance is not what the complements before it give.
 */
function firstStaleComplement(
  rows: FacturaRow[],
  ingreso: FacturaRow,
  payments: { id: string; amountCentavos: number }[],
): FacturaRow | null {
  const complements = rows
    .filter((f) => f.tipo === 'P' && f.relatedId === ingreso.id && f.estado === 'valida')
    .sort((a, b) => (a.parcialidad ?? 0) - (b.parcialidad ?? 0));
  let saldo = ingreso.totalCentavos;
  for (const [i, c] of complements.entries()) {
    const payment = payments.find((p) => p.id === c.paymentId);
    if (
      !payment ||
      payment.amountCentavos !== c.totalCentavos ||
      c.parcialidad !== i + 1 ||
      c.saldoAnteriorCentavos !== saldo
    )
      return c;
    saldo -= c.totalCentavos;
  }
  return null;
}

/** A refund's CFDI de egreso: to the family, relating its PUE; or to 'PUBLICO EN GENERAL', relating the global. */
async function issueRefundEgreso(
  deps: SyncDeps,
  tx: Tx,
  input: { event: EventRow; refund: typeof facturaRefunds.$inferSelect },
) {
  const { event, refund } = input;
  const [credited] = await tx.select().from(facturas).where(eq(facturas.id, refund.facturaId));
  const toFamily = credited.globalMes === null;
  let customerId: string | null = null;
  let usoCfdi: string = PUBLICO_EN_GENERAL.usoCfdi;
  if (toFamily) {
    const [receiver] = await tx.select().from(fiscalData).where(eq(fiscalData.userId, event.customerId));
    if (!receiver?.pacCustomerId) throw new PacFailure({ kind: 'refused', msg: FACTURA_MSG.noFiscalData });
    customerId = receiver.pacCustomerId;
    usoCfdi = egresoUsoOf(receiver.regimenFiscal, receiver.usoCfdi);
  }
  const key = `egreso:${refund.refundId}`;
  const issued = await pacCall(
    deps.provider.issueEgreso({
      customerId,
      usoCfdi,
      formaPago: refund.formaPago,
      amountCentavos: refund.amountCentavos,
      relatedUuid: credited.uuid,
      idempotencyKey: key,
    }),
  );
  const egreso = await recordIssued(tx, {
    actor: INVOICING_ACTOR,
    event,
    issued,
    values: {
      tipo: 'E',
      metodoPago: null,
      formaPago: refund.formaPago,
      totalCentavos: issued.totalCentavos,
      relatedId: credited.id,
      idempotencyKey: key,
    },
    covers: [],
    mail: toFamily ? deps.jobs : null,
  });
  await tx.update(facturaRefunds).set({ egresoId: egreso.id }).where(eq(facturaRefunds.id, refund.id));
  if (credited.pendingError)
    await tx.update(facturas).set({ pendingError: null }).where(eq(facturas.id, credited.id));
}

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
    mail: deps.jobs,
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
function nextToCancel(rows: FacturaRow[]): { cfdi: FacturaRow; by: FacturaRow | null } | null {
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const old of rows.filter((r) => r.tipo === 'I' && r.estado === 'sustituida' && !r.cancelledAt)) {
    const replacement = old.replacedById ? byId.get(old.replacedById) : undefined;
    if (!replacement) continue;
    const complement = rows.find((r) => r.tipo === 'P' && r.relatedId === old.id && r.estado === 'valida');
    // a payment refunded in full has no new complement to substitute its own: that one is cancelled with motivo 02
    if (complement?.paymentId === null) return { cfdi: complement, by: null };
    // a nota de crédito of the replaced PUE: the refund it said is in the payments the substitute's complements say
    const credit = rows.find((r) => r.tipo === 'E' && r.relatedId === old.id && r.estado === 'valida');
    if (!complement && credit) return { cfdi: credit, by: null };
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
      // on the CFDI in force, or (an egreso owed after the ingreso is gone, or of the global) on the one credited
      const pending = await nextRefundOf(deps.db, eventId);
      const shownOn = pending?.refund.facturaId ?? ingresoInForce(rows)?.id;
      if (shownOn)
        await deps.db
          .update(facturas)
          .set({ pendingError: err.msg, updatedAt: deps.now() })
          .where(eq(facturas.id, shownOn));
      deps.log.warn({ eventId, detail: err.outcome }, 'factura: a step could not be made; the job retries');
    }
    throw err;
  }
}
