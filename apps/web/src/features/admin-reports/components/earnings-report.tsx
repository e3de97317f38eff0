import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { LOCALE } from '@salones/shared/constants';
import { formatMoney } from '@salones/shared/money';
import { monthLabel, type EarningsReport as Report, type ReportQuery } from '@salones/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { QueryContent, RowsSkeleton } from '../../../components/query-content.tsx';
import { earningsQuery } from '../api/reports.ts';
import { ReportCard } from './report-card.tsx';
import { ReportTable } from './report-table.tsx';

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'pink.6', 'gray.6'];
const MAX_SERIES = 5;
const OTHERS = 'Otras sucursales';

/** Months × branches for a stacked bar chart: the 5 branches with most income, the rest together. */
function chartData(report: Report) {
  const byBranch = new Map<string, number>();
  for (const f of report.filas) byBranch.set(f.lugar.nombre, (byBranch.get(f.lugar.nombre) ?? 0) + f.cobrado);
  const top = [...byBranch].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  const shown = top.length > MAX_SERIES + 1 ? top.slice(0, MAX_SERIES) : top;
  const months = new Map<string, Record<string, string | number>>();
  for (const f of report.filas) {
    const row = months.get(f.mes) ?? { mes: monthLabel(f.mes) };
    const key = shown.includes(f.lugar.nombre) ? f.lugar.nombre : OTHERS;
    // chart heights only: the figures shown as text come from the API's exact pesos
    row[key] = Number(row[key] ?? 0) + f.cobrado;
    months.set(f.mes, row);
  }
  const names = shown.length < top.length ? [...shown, OTHERS] : shown;
  return {
    data: [...months.values()],
    series: names.map((name, i) => ({ name, color: COLORS[i % COLORS.length] })),
  };
}

export function EarningsReport({ query }: { query: ReportQuery }) {
  const report = useQuery(earningsQuery(query));
  return (
    <ReportCard kind="ganancias" query={query}>
      <QueryContent
        queries={[report]}
        errorTitle="No se pudieron cargar los ingresos"
        loading={<RowsSkeleton rows={3} height={60} />}
        isEmpty={report.data?.filas.length === 0}
        empty="No hay pagos registrados en este periodo"
      >
        {() => {
          const r = report.data!;
          const { data, series } = chartData(r);
          return (
            <>
              <Text size="sm">
                Cobrado en el periodo: <strong>{formatMoney(r.total)}</strong>
              </Text>
              <BarChart
                h={260}
                data={data}
                dataKey="mes"
                series={series}
                type="stacked"
                withLegend
                valueFormatter={(v) => formatMoney(v)}
                yAxisProps={{ width: 90 }}
                accessibilityLayer={false}
                aria-hidden
              />
              <ReportTable
                caption="Ingresos por mes y sucursal"
                headers={['Mes', 'Sucursal', 'Pagos', 'Cobrado']}
                numeric={[2, 3]}
                rows={r.filas.map((f) => ({
                  key: `${f.mes}-${f.lugar.uid}`,
                  cells: [
                    monthLabel(f.mes),
                    f.lugar.nombre,
                    f.pagos.toLocaleString(LOCALE),
                    formatMoney(f.cobrado),
                  ],
                }))}
                footer={['Total', '', '', formatMoney(r.total)]}
              />
            </>
          );
        }}
      </QueryContent>
    </ReportCard>
  );
}
