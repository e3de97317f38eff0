// Reading an event's CFDI and payments for invoicing, and the one mapping of a CFDI row to the API's shapes.
import type { ComplementoDtoSchema, FacturaDto } from '@salones/shared/contract/facturas';
import type { PaymentForFactura } from '@salones/shared/fiscal/factura-plan';
import { formaPagoOf } from '@salones/shared/fiscal/forma-pago';
import { toPesos } from '@salones/shared/money';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { eventPayments, events, facturaPayments, facturas } from '../../db/schema/index.ts';
import type { Conn } from '../../db/transaction.ts';

export type FacturaRow = typeof facturas.$inferSelect;
export type EventRow = typeof events.$inferSelect;

const links = (id: string) => ({ pdfUrl: `/api/facturas/${id}/pdf`, xmlUrl: `/api/facturas/${id}/xml` });

export const toFacturaDto = (row: FacturaRow): FacturaDto => ({
  uid: row.id,
  uuid: row.uuid,
  serie: row.serie,
  folio: row.folio,
  total: toPesos(row.totalCentavos),
  metodoPago: row.metodoPago ?? 'PPD',
  estado: row.estado,
  ...links(row.id),
});

export const toComplementoDto = (row: FacturaRow): z.infer<typeof ComplementoDtoSchema> => ({
  uid: row.id,
  uuid: row.uuid,
  factura: row.relatedId ?? '',
  parcialidad: row.parcialidad ?? 0,
  saldoAnterior: toPesos(row.saldoAnteriorCentavos ?? 0),
  pagado: toPesos(row.totalCentavos),
  saldoInsoluto: toPesos(row.saldoInsolutoCentavos ?? 0),
  formaPago: row.formaPago,
  estado: row.estado,
  ...links(row.id),
});

/** The live event, locked for the caller's transaction (one step of invoicing at a time per event). */
export async function lockedLiveEvent(tx: Conn, eventId: string): Promise<EventRow | undefined> {
  const [event] = await tx
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)))
    .for('update');
  return event;
}

export const eventFacturas = (db: Conn, eventId: string) =>
  db.select().from(facturas).where(eq(facturas.eventId, eventId)).orderBy(asc(facturas.createdAt));

/** The CFDI de ingreso in force: the one not replaced nor cancelled. */
export const ingresoInForce = (rows: FacturaRow[]) =>
  rows.find((f) => f.tipo === 'I' && f.estado === 'valida') ?? null;

/** The event's payments in the order they were made, each with its forma de pago and the CFDI covering it. */
export async function paymentsOf(db: Conn, eventId: string) {
  const rows = await db
    .select({
      id: eventPayments.id,
      amountCentavos: eventPayments.amountCentavos,
      fechaDePago: eventPayments.fechaDePago,
      metodo: eventPayments.metodo,
      cardFunding: eventPayments.cardFunding,
      coveredBy: facturaPayments.facturaId,
      /** the month of the factura global covering it */
      inGlobalOf: facturas.globalMes,
    })
    .from(eventPayments)
    .leftJoin(facturaPayments, eq(facturaPayments.paymentId, eventPayments.id))
    .leftJoin(facturas, eq(facturas.id, facturaPayments.facturaId))
    .where(eq(eventPayments.eventId, eventId))
    .orderBy(asc(eventPayments.fechaDePago), asc(eventPayments.createdAt), asc(eventPayments.id));
  return rows.map((r) => ({
    ...r,
    forma: formaPagoOf(r),
  })) satisfies (PaymentForFactura & { coveredBy: string | null })[];
}
