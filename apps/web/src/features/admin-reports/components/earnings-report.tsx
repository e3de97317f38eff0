import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { LOCALE } from '@salones/shared/constants';
import { formatMoney } from '@salones/shared/money';
import { monthLabel, type EarningsReport as Report, type ReportQuery } from '@salones/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { earningsQuery } from '../api/reports.ts';
import { QueryReportCard } from './report-card.tsx';
import { ReportTable } from './report-table.tsx';

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'pink.6', 'gray.6'];

/** the API's chart (top branches, then the rest together) as Mantine's stacked bars */
function chartData(chart: Report['grafica']) {
  return {
    // chart heights only: the figures shown as text come from the API's exact pesos
    data: chart.meses.map((m) => ({
      mes: monthLabel(m.mes),
      ...Object.fromEntries(chart.series.map((name, i) => [name, m.cobrado[i]])),
    })),
    series: chart.series.map((name, i) => ({ name, color: COLORS[i % COLORS.length] })),
  };
}

/** The reports page keys this by its query: a new period mounts it afresh, back on the first page. */
export function EarningsReport({ query }: { query: ReportQuery }) {
  const [page, setPage] = useState(1);
  const report = useQuery(earningsQuery({ ...query, page }));
  const pages = report.data ? Math.ceil(report.data.filasTotal / report.data.limit) : 0;
  return (
    <QueryReportCard
      kind="ganancias"
      query={query}
      report={report}
      errorTitle="No se pudieron cargar los ingresos"
      isEmpty={(r) => r.filasTotal === 0}
      empty="No hay pagos registrados en este periodo"
    >
      {(r) => {
        const { data, series } = chartData(r.grafica);
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
            <PagePagination size="sm" total={pages} value={r.page} onChange={setPage} />
          </>
        );
      }}
    </QueryReportCard>
  );
}
