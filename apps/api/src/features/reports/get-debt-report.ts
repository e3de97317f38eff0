// Live events dated in the period that still owe money (total − payments > 0), oldest first.
// What each event has been paid is kept on it (paid_centavos, migration 0008): the page is read from the owing
// events' partial index, the totals from the day counts (or, for one branch, its owing events).
import { toPesos } from '@salones/shared/money';
import { balanceDue } from '@salones/shared/payment-plan';
import type { DebtReport } from '@salones/shared/reports';
import { and, asc, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectWithPlaceAndCustomer } from '../../db/place-and-customer.ts';
import { eventDayCounts, events, places, users } from '../../db/schema/index.ts';
import type { ReportScope } from './report-scope.ts';

/** live events of the period (and branch) that owe money: read from events_owing_idx / events_owing_place_idx */
const owing = (scope: ReportScope) =>
  and(
    gte(events.fecha, scope.desde),
    lte(events.fecha, scope.hasta),
    isNull(events.deletedAt),
    scope.lugar ? eq(events.placeId, scope.lugar.uid) : undefined,
    gt(events.precioTotalCentavos, events.paidCentavos),
  );

export interface DebtRow {
  uid: string;
  nombre: string;
  fecha: string;
  turno: string;
  lugar: { uid: string; nombre: string };
  cliente: string;
  totalCentavos: number;
  paidCentavos: number;
  /** The balance's due date in the plan, and whether it has gone by ('Vencido') */
  saldoVenceEl: string;
  vencido: boolean;
}

/** What the plan's due date is measured against — BALANCE_DUE_DAYS and Mexico City's today. */
export interface DuePlan {
  balanceDueDays: number;
  today: string;
}

/** one page (offset) of the owing events, oldest first */
export async function owingEvents(
  db: Db,
  scope: ReportScope,
  page: { limit: number; offset: number },
  plan: DuePlan,
) {
  const rows = await selectWithPlaceAndCustomer(db, events, {
    uid: events.id,
    nombre: events.name,
    fecha: events.fecha,
    fechaDeRegistro: events.fechaDeRegistro,
    turno: events.turno,
    placeId: events.placeId,
    sucursal: places.sucursal,
    name: users.name,
    lastname: users.lastname,
    totalCentavos: events.precioTotalCentavos,
    paidCentavos: events.paidCentavos,
  })
    .where(owing(scope))
    .orderBy(asc(events.fecha), asc(events.turno), asc(events.createdAt), asc(events.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r): DebtRow => {
    const { saldoVenceEl, vencido } = balanceDue(
      { fecha: r.fecha, fechaDeRegistro: r.fechaDeRegistro, adeudo: r.totalCentavos - r.paidCentavos },
      plan.balanceDueDays,
      plan.today,
    );
    return {
      uid: r.uid,
      nombre: r.nombre,
      fecha: r.fecha,
      turno: r.turno,
      lugar: { uid: r.placeId, nombre: r.sucursal },
      cliente: `${r.name} ${r.lastname}`.trim(),
      totalCentavos: r.totalCentavos,
      paidCentavos: r.paidCentavos,
      saldoVenceEl,
      vencido,
    };
  });
}

/** how many events of the period owe and how much: every branch's from the day counts the database keeps
 * (migration 0008), one branch's from its owing events */
async function owingTotals(db: Db, scope: ReportScope) {
  if (scope.lugar) {
    return db
      .select({
        total: sql<number>`count(*)::int`,
        centavos:
          sql<number>`coalesce(sum(${events.precioTotalCentavos} - ${events.paidCentavos}), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(events)
      .where(owing(scope));
  }
  return db
    .select({
      total: sql<number>`coalesce(sum(${eventDayCounts.adeudos}), 0)::int`,
      centavos: sql<number>`coalesce(sum(${eventDayCounts.adeudoCentavos}), 0)::bigint`.mapWith(Number),
    })
    .from(eventDayCounts)
    .where(and(gte(eventDayCounts.fecha, scope.desde), lte(eventDayCounts.fecha, scope.hasta)));
}

export async function getDebtReport(
  db: Db,
  scope: ReportScope,
  paging: { page: number; limit: number },
  plan: DuePlan,
): Promise<DebtReport> {
  const [rows, [totals]] = await Promise.all([
    owingEvents(db, scope, { limit: paging.limit, offset: (paging.page - 1) * paging.limit }, plan),
    owingTotals(db, scope),
  ]);
  return {
    ok: true,
    ...scope,
    filas: rows.map(({ totalCentavos, paidCentavos, ...r }) => ({
      ...r,
      precioTotal: toPesos(totalCentavos),
      abonado: toPesos(paidCentavos),
      adeudo: toPesos(totalCentavos - paidCentavos),
    })),
    total: totals.total,
    adeudoTotal: toPesos(totals.centavos),
    page: paging.page,
    limit: paging.limit,
  };
}
