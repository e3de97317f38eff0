// Payments received in the period (by their payment date), per month and branch, summed by the
// database in integer centavos (payment-totals.ts). Payments of deleted events are left out, as on the
// dashboard (place_totals). The answer holds the chart of every month, the total and one page of the rows
// (months × 200 branches is thousands of rows); the CSV has them all.
import { toPesos } from '@salones/shared/money';
import { EARNINGS_CHART_BRANCHES, EARNINGS_CHART_OTHERS, type EarningsReport } from '@salones/shared/reports';
import type { Db } from '../../db/client.ts';
import { paymentsPerMonthAndBranch } from './payment-totals.ts';
import type { ReportScope } from './report-scope.ts';

type Row = Awaited<ReturnType<typeof paymentsPerMonthAndBranch>>[number];
const toFila = ({ centavos, ...r }: Row) => ({ ...r, cobrado: toPesos(centavos) });

/** every month's amounts for the branches that collected most in the period, then the rest together */
function chartOf(rows: Row[]): EarningsReport['grafica'] {
  const byBranch = new Map<string, { nombre: string; centavos: number }>();
  for (const r of rows) {
    const b = byBranch.get(r.lugar.uid) ?? { nombre: r.lugar.nombre, centavos: 0 };
    b.centavos += r.centavos;
    byBranch.set(r.lugar.uid, b);
  }
  const ranked = [...byBranch].sort((a, b) => b[1].centavos - a[1].centavos).map(([uid]) => uid);
  // 'the rest together' only when it stands for at least two branches
  const named =
    ranked.length > EARNINGS_CHART_BRANCHES + 1 ? ranked.slice(0, EARNINGS_CHART_BRANCHES) : ranked;
  const others = named.length < ranked.length;
  const months = new Map<string, number[]>();
  for (const r of rows) {
    const amounts = months.get(r.mes) ?? new Array(named.length + (others ? 1 : 0)).fill(0);
    const at = named.indexOf(r.lugar.uid);
    amounts[at === -1 ? named.length : at] += r.centavos;
    months.set(r.mes, amounts);
  }
  return {
    series: [...named.map((uid) => byBranch.get(uid)!.nombre), ...(others ? [EARNINGS_CHART_OTHERS] : [])],
    meses: [...months].map(([mes, amounts]) => ({ mes, cobrado: amounts.map(toPesos) })),
  };
}

export async function getEarningsReport(
  db: Db,
  scope: ReportScope,
  paging: { page: number; limit: number },
): Promise<EarningsReport> {
  const rows = await paymentsPerMonthAndBranch(db, scope);
  const start = (paging.page - 1) * paging.limit;
  return {
    ok: true,
    ...scope,
    filas: rows.slice(start, start + paging.limit).map(toFila),
    filasTotal: rows.length,
    page: paging.page,
    limit: paging.limit,
    total: toPesos(rows.reduce((sum, r) => sum + r.centavos, 0)),
    grafica: chartOf(rows),
  };
}

/** every row of the period, for the CSV */
export async function allEarningsRows(db: Db, scope: ReportScope) {
  return (await paymentsPerMonthAndBranch(db, scope)).map(toFila);
}
