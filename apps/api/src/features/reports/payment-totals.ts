// A period's payments of live events, summed per month, branch and method, from the totals the
// database keeps (migration 0008): the period's whole months from payment_month_totals, its other days
// (a partial first or last month) from payment_day_totals. Both are kept in the same transaction as the
// payments, so the sum equals the payments themselves.
import { addDays, type IsoDate, monthRange } from '@salones/shared/dates';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentDayTotals, paymentMonthTotals, places } from '../../db/schema/index.ts';
import type { ReportScope } from './report-scope.ts';

/** The period's whole months (first days, both included) and the day ranges outside them. */
export function splitPeriod(desde: IsoDate, hasta: IsoDate) {
  const firstMonth = desde === monthRange(desde).from ? desde : addDays(monthRange(desde).to, 1);
  const lastMonthEnd = hasta === monthRange(hasta).to ? hasta : addDays(monthRange(hasta).from, -1);
  if (firstMonth > lastMonthEnd) return { months: null, days: [{ from: desde, to: hasta }] };
  const days = [
    { from: desde, to: addDays(firstMonth, -1) },
    { from: addDays(lastMonthEnd, 1), to: hasta },
  ].filter((d) => d.from <= d.to);
  return { months: { from: firstMonth, to: monthRange(lastMonthEnd).from }, days };
}

/** rows (mes 'YYYY-MM-01', place_id, metodo, pagos, centavos) to group further: one per month table row or day */
function totalsOfPeriod(scope: ReportScope): SQL {
  const { months, days } = splitPeriod(scope.desde, scope.hasta);
  const place = scope.lugar ? sql` and place_id = ${scope.lugar.uid}` : sql``;
  const parts: SQL[] = days.map(
    (d) => sql`select date_trunc('month', fecha)::date as mes, place_id, metodo, pagos, centavos
      from ${paymentDayTotals} where fecha between ${d.from} and ${d.to}${place}`,
  );
  if (months) {
    parts.push(sql`select mes, place_id, metodo, pagos, centavos
      from ${paymentMonthTotals} where mes between ${months.from} and ${months.to}${place}`);
  }
  return sql.join(parts, sql` union all `);
}

type Sums = { pagos: number; centavos: string };

/** per month ('YYYY-MM') and branch, in month then branch-name order; groups without payments left out */
export async function paymentsPerMonthAndBranch(db: Db, scope: ReportScope) {
  // summed first, then joined: the branch names are looked up once per group, not once per row
  const { rows } = await db.execute<Sums & { mes: string; place_id: string; nombre: string }>(sql`
    select to_char(g.mes, 'YYYY-MM') as mes, g.place_id, p.sucursal as nombre, g.pagos, g.centavos
    from (
      select t.mes, t.place_id, sum(t.pagos)::int as pagos, sum(t.centavos)::bigint as centavos
      from (${totalsOfPeriod(scope)}) t
      group by t.mes, t.place_id having sum(t.pagos) > 0
    ) g join ${places} p on p.id = g.place_id
    order by g.mes, p.sucursal, g.place_id`);
  return rows.map((r) => ({
    mes: r.mes,
    lugar: { uid: r.place_id, nombre: r.nombre },
    pagos: Number(r.pagos),
    centavos: Number(r.centavos),
  }));
}

/** per payment method, largest amount first; methods without payments left out */
export async function paymentsPerMethod(db: Db, scope: ReportScope) {
  const { rows } = await db.execute<Sums & { metodo: string }>(sql`
    select t.metodo, sum(t.pagos)::int as pagos, sum(t.centavos)::bigint as centavos
    from (${totalsOfPeriod(scope)}) t
    group by t.metodo having sum(t.pagos) > 0
    order by sum(t.centavos) desc, t.metodo`);
  return rows.map((r) => ({ metodo: r.metodo, pagos: Number(r.pagos), centavos: Number(r.centavos) }));
}
