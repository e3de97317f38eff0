// The month's factura global (docs/product.md, "Which CFDI when and why"): every payment of an ended month that no
// customer's CFDI covers goes on one CFDI to 'PUBLICO EN GENERAL', one concept each, issued with the month's
// idempotency key and recorded — the CFDI, its payments in factura_payments and its audit entry — in one
// transaction: a PAC that refuses leaves nothing behind, and asking again for the month answers the CFDI it holds.
// The payments of an event whose own CFDI is in force are that CFDI's (a PPD's complements cover them), not the
// global's. One issuance at a time (a transaction-scoped advisory lock): the job of each instance and a super_admin
// asking early cannot both take a payment.
import { todayInMexicoCity } from '@salones/shared/dates';
import { datesOfMes, GLOBAL_MSG, globalFormaOf, mesHasEnded } from '@salones/shared/fiscal/factura-global';
import { formaPagoOf } from '@salones/shared/fiscal/forma-pago';
import { and, asc, between, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { eventPayments, events, facturaPayments, facturas } from '../../db/schema/index.ts';
import type { Conn } from '../../db/transaction.ts';
import { conflict } from '../../lib/app-error.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { FacturaRow } from './factura-queries.ts';
import { pacCall } from './pac-call.ts';
import type { SyncDeps } from './sync-facturas.ts';

/** pg_advisory_xact_lock key of the factura global (any fixed bigint) */
const GLOBAL_LOCK_KEY = 7_240_251_001;

/**
 * The idempotency key of the month's global: `global-YYYY-MM`, and `global-YYYY-MM-2`… for one issued after the
 * month's earlier ones were cancelled (the PAC would answer the cancelled one to the same key).
 */
export const globalKeyOf = (mes: string, issuedBefore = 0) =>
  issuedBefore === 0 ? `global-${mes}` : `global-${mes}-${issuedBefore + 1}`;

/** The month's factura global in force, if it was issued. */
export async function facturaGlobalOf(db: Conn, mes: string): Promise<FacturaRow | undefined> {
  const [row] = await db
    .select()
    .from(facturas)
    .where(and(eq(facturas.globalMes, mes), inArray(facturas.estado, ['valida', 'cancelacion_pendiente'])));
  return row;
}

/** The payments a CFDI covers, with their event's name, in the order they were made. */
export const paymentsCoveredBy = (db: Conn, facturaId: string) =>
  db
    .select({
      id: eventPayments.id,
      eventName: events.name,
      fechaDePago: eventPayments.fechaDePago,
      amountCentavos: eventPayments.amountCentavos,
      metodo: eventPayments.metodo,
    })
    .from(facturaPayments)
    .innerJoin(eventPayments, eq(eventPayments.id, facturaPayments.paymentId))
    .innerJoin(events, eq(events.id, eventPayments.eventId))
    .where(eq(facturaPayments.facturaId, facturaId))
    .orderBy(asc(eventPayments.fechaDePago), asc(eventPayments.createdAt), asc(eventPayments.id));

/**
 * The payments no CFDI covers, but those of an event whose own CFDI is in force: the month's, and those of an
 * earlier date recorded during the month, or whose family's CFDI was cancelled for good during the month (after
 * their own month's global was issued, they would otherwise be on none).
 */
async function uncoveredPaymentsOf(db: Conn, mes: string) {
  const { from, to } = datesOfMes(mes);
  const start = sql`(${from}::date::timestamp at time zone 'America/Mexico_City')`;
  const end = sql`((${to}::date + 1)::timestamp at time zone 'America/Mexico_City')`;
  const rows = await db
    .select({
      id: eventPayments.id,
      amountCentavos: eventPayments.amountCentavos,
      metodo: eventPayments.metodo,
      cardFunding: eventPayments.cardFunding,
    })
    .from(eventPayments)
    .leftJoin(facturaPayments, eq(facturaPayments.paymentId, eventPayments.id))
    .where(
      and(
        or(
          between(eventPayments.fechaDePago, from, to),
          and(
            lt(eventPayments.fechaDePago, from),
            or(
              and(sql`${eventPayments.createdAt} >= ${start}`, sql`${eventPayments.createdAt} < ${end}`),
              sql`exists (select 1 from ${facturas} where ${facturas.eventId} = ${eventPayments.eventId}
                and ${facturas.tipo} = 'I' and ${facturas.estado} = 'cancelada'
                and ${facturas.cancelledAt} >= ${start} and ${facturas.cancelledAt} < ${end})`,
            ),
          ),
        ),
        sql`${facturaPayments.paymentId} is null`,
        sql`not exists (select 1 from ${facturas} where ${facturas.eventId} = ${eventPayments.eventId}
          and ${facturas.tipo} = 'I' and ${facturas.estado} = 'valida')`,
      ),
    )
    .orderBy(asc(eventPayments.fechaDePago), asc(eventPayments.createdAt), asc(eventPayments.id));
  return rows.map((r) => ({ ...r, forma: formaPagoOf(r) }));
}

/** Issues the month's factura global, or answers the one it has (`created` false). */
export async function issueFacturaGlobal(
  deps: SyncDeps,
  input: { mes: string; actor: AuditActor },
): Promise<{ row: FacturaRow; created: boolean }> {
  const { mes } = input;
  if (!mesHasEnded(mes, todayInMexicoCity(deps.now()))) throw conflict(GLOBAL_MSG.monthNotEnded(mes));
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GLOBAL_LOCK_KEY}::bigint)`);
    const issuedBefore = await facturaGlobalOf(tx, mes);
    if (issuedBefore) return { row: issuedBefore, created: false };
    const payments = await uncoveredPaymentsOf(tx, mes);
    if (payments.length === 0) throw conflict(GLOBAL_MSG.empty);
    const formaPago = globalFormaOf(payments);
    if (!formaPago) throw conflict(GLOBAL_MSG.noForma);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(facturas)
      .where(eq(facturas.globalMes, mes));
    const key = globalKeyOf(mes, count);
    const issued = await pacCall(
      deps.provider.issueGlobal({
        mes,
        formaPago,
        concepts: payments.map((p) => ({ reference: p.id, amountCentavos: p.amountCentavos })),
        idempotencyKey: key,
      }),
    );
    const [row] = await tx
      .insert(facturas)
      .values({
        eventId: null,
        globalMes: mes,
        tipo: 'I',
        metodoPago: 'PUE',
        formaPago,
        totalCentavos: issued.totalCentavos,
        facturapiId: issued.facturapiId,
        uuid: issued.uuid,
        serie: issued.serie,
        folio: issued.folio,
        idempotencyKey: key,
      })
      .returning();
    await tx.insert(facturaPayments).values(payments.map((p) => ({ paymentId: p.id, facturaId: row.id })));
    await recordAudit(tx, {
      actor: input.actor,
      kind: 'cfdi_issued',
      subject: `Factura global ${mes}`,
      before: null,
      after: {
        cfdi: issued.uuid,
        tipoCfdi: 'I',
        metodoPago: 'PUE',
        formaPago,
        totalCfdi: issued.totalCentavos,
      },
    });
    return { row, created: true };
  });
}
