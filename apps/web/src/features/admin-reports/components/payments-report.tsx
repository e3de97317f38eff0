import { DonutChart } from '@mantine/charts';
import { Center } from '@mantine/core';
import { LOCALE } from '@salones/shared/constants';
import { formatMoney } from '@salones/shared/money';
import type { ReportQuery } from '@salones/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { paymentsQuery } from '../api/reports.ts';
import { QueryReportCard } from './report-card.tsx';
import { ReportTable } from './report-table.tsx';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'pink.6', 'gray.6'];
const percent = (part: number, whole: number) =>
  whole === 0 ? '0 %' : `${((part * 100) / whole).toLocaleString(LOCALE, { maximumFractionDigits: 1 })} %`;

export function PaymentsReport({ query }: { query: ReportQuery }) {
  const report = useQuery(paymentsQuery(query));
  return (
    <QueryReportCard
      kind="pagos"
      query={query}
      report={report}
      errorTitle="No se pudieron cargar las formas de pago"
      isEmpty={(r) => r.filas.length === 0}
      empty="No hay pagos registrados en este periodo"
    >
      {(r) => (
        <>
          <Center>
            <DonutChart
              size={180}
              thickness={28}
              data={r.filas.map((f, i) => ({
                name: f.metodo,
                value: f.cobrado,
                color: COLORS[i % COLORS.length],
              }))}
              valueFormatter={(v) => formatMoney(v)}
              withLabels={false}
              tooltipDataSource="segment"
              chartLabel={formatMoney(r.total)}
              accessibilityLayer={false}
              pieProps={{ rootTabIndex: -1 }}
              aria-hidden
            />
          </Center>
          <ReportTable
            caption="Pagos por forma de pago"
            headers={['Forma de pago', 'Pagos', 'Cobrado', 'Porcentaje']}
            numeric={[1, 2, 3]}
            rows={r.filas.map((f) => ({
              key: f.metodo,
              cells: [
                f.metodo,
                f.pagos.toLocaleString(LOCALE),
                formatMoney(f.cobrado),
                percent(f.cobrado, r.total),
              ],
            }))}
            footer={['Total', '', formatMoney(r.total), '']}
          />
        </>
      )}
    </QueryReportCard>
  );
}
