// Issue #13.3: payments received in the period (by their payment date), per month and branch, summed by the
// database in integer centavos. Payments of deleted events are left out, as on the dashboard (place_totals).
import { toPesos } from '@salones/shared/money';
import type { EarningsReport } from '@salones/shared/reports';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventPayments, events, places } from '../../db/schema/index.ts';
import type { ReportScope } from './report-scope.ts';

/** live events' payments dated in the period (read through event_payments_fecha_idx), of the scope's branch */
export const paymentsInScope = (scope: ReportScope) =>
  and(
    gte(eventPayments.fechaDePago, scope.desde),
    lte(eventPayments.fechaDePago, scope.hasta),
    isNull(events.deletedAt),
    scope.lugar ? eq(events.placeId, scope.lugar.uid) : undefined,
  );

export async function getEarningsReport(db: Db, scope: ReportScope): Promise<EarningsReport> {
  const mes = sql<string>`to_char(${eventPayments.fechaDePago}, 'YYYY-MM')`;
  const rows = await db
    .select({
      mes,
      placeId: events.placeId,
      nombre: places.sucursal,
      pagos: sql<number>`count(*)::int`,
      centavos: sql<string>`sum(${eventPayments.amountCentavos})::bigint`,
    })
    .from(eventPayments)
    .innerJoin(events, eq(events.id, eventPayments.eventId))
    .innerJoin(places, eq(places.id, events.placeId))
    .where(paymentsInScope(scope))
    .groupBy(mes, events.placeId, places.sucursal)
    .orderBy(asc(mes), asc(places.sucursal), asc(events.placeId));
  const filas = rows.map((r) => ({
    mes: r.mes,
    lugar: { uid: r.placeId, nombre: r.nombre },
    pagos: r.pagos,
    centavos: Number(r.centavos),
  }));
  const total = filas.reduce((sum, r) => sum + r.centavos, 0);
  return {
    ok: true,
    ...scope,
    filas: filas.map(({ centavos, ...r }) => ({ ...r, cobrado: toPesos(centavos) })),
    total: toPesos(total),
  };
}
