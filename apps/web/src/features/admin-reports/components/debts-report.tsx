import { Anchor, Badge, Text } from '@mantine/core';
import { LOCALE } from '@salones/shared/constants';
import { formatDateMx } from '@salones/shared/dates';
import { formatMoney } from '@salones/shared/money';
import { BALANCE_PAST_DUE_LABEL } from '@salones/shared/payment-plan';
import type { ReportQuery } from '@salones/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { debtsQuery } from '../api/reports.ts';
import { QueryReportCard } from './report-card.tsx';
import { ReportTable } from './report-table.tsx';

export function DebtsReport(props: { query: ReportQuery; page: number; onPage: (page: number) => void }) {
  // With no period chosen the API covers this month and the coming year (resolveDebtsPeriod);
  // the page says which days the answer covers
  const chosen = Boolean(props.query.desde || props.query.hasta);
  const report = useQuery(debtsQuery({ ...props.query, page: props.page }));
  const period = report.data;
  const pages = report.data ? Math.ceil(report.data.total / report.data.limit) : 0;
  return (
    <QueryReportCard
      kind="adeudos"
      query={props.query}
      report={report}
      errorTitle="No se pudieron cargar los saldos pendientes"
      isEmpty={(r) => r.total === 0}
      empty="Ningún evento del periodo tiene saldo pendiente"
      skeleton={{ rows: 4, height: 40 }}
      intro={
        period ? (
          <Text size="sm" c="dimmed" data-testid="debts-period">
            Eventos del {formatDateMx(period.desde)} al {formatDateMx(period.hasta)}
            {chosen ? '' : ' (este mes y los próximos 12 meses)'}
          </Text>
        ) : null
      }
    >
      {(r) => (
        <>
          <Text size="sm" aria-live="polite">
            {r.total === 1 ? '1 evento' : `${r.total.toLocaleString(LOCALE)} eventos`} con adeudo · total{' '}
            <strong>{formatMoney(r.adeudoTotal)}</strong>
            {pages > 1 ? ` · página ${r.page} de ${pages}` : ''}
          </Text>
          <ReportTable
            caption="Eventos con saldo pendiente, del más antiguo al más reciente"
            headers={[
              'Fecha',
              'Sucursal',
              'Evento',
              'Cliente',
              'Total',
              'Abonado',
              'Adeudo',
              'Saldo vence el',
            ]}
            numeric={[4, 5, 6]}
            maxHeight={520}
            rows={r.filas.map((f) => ({
              key: f.uid,
              cells: [
                `${formatDateMx(f.fecha)} ${f.turno}`,
                f.lugar.nombre,
                <Anchor key="e" component={Link} to={`/admin/event/edit/${f.uid}`}>
                  {f.nombre}
                </Anchor>,
                f.cliente,
                formatMoney(f.precioTotal),
                formatMoney(f.abonado),
                <strong key="a">{formatMoney(f.adeudo)}</strong>,
                // The plan's due date; past it, 'Vencido'
                <span key="v">
                  {formatDateMx(f.saldoVenceEl)}{' '}
                  {f.vencido ? (
                    <Badge color="red" size="sm" variant="light">
                      {BALANCE_PAST_DUE_LABEL}
                    </Badge>
                  ) : null}
                </span>,
              ],
            }))}
          />
          <PagePagination size="sm" total={pages} value={r.page} onChange={props.onPage} />
        </>
      )}
    </QueryReportCard>
  );
}
