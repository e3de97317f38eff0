// /admin/reports — earnings, payment methods, occupancy and outstanding balances of a period
// (this month by default), charts with their tables, each downloadable as CSV. The period lives in the address.
import '@mantine/charts/styles.css';
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateMx, todayInMexicoCity } from '@salones/shared/dates';
import { ownBranchOf } from '@salones/shared/permissions';
import { type ReportQuery, ReportQuerySchema, resolvePeriod } from '@salones/shared/reports';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useSession } from '../../lib/session.ts';
import { DebtsReport } from './components/debts-report.tsx';
import { EarningsReport } from './components/earnings-report.tsx';
import { OccupancyReport } from './components/occupancy-report.tsx';
import { PaymentsReport } from './components/payments-report.tsx';
import { PeriodFilters, type PeriodValues } from './components/period-filters.tsx';

export function ReportsPage() {
  const { actor } = useSession();
  const [params, setParams] = useSearchParams();
  const values: PeriodValues = {
    desde: params.get('desde') || undefined,
    hasta: params.get('hasta') || undefined,
    lugar: params.get('lugar') || undefined,
  };
  const page = Number(params.get('page')) || 1;
  // an admin with a branch only ever gets theirs (the API enforces it)
  const branchLocked = !!actor && !!ownBranchOf(actor);
  const query: ReportQuery & PeriodValues = branchLocked ? { ...values, lugar: undefined } : values;
  const problem = ReportQuerySchema.safeParse(query).error?.issues[0]?.message;
  const shown: { desde?: string; hasta?: string } = problem ? {} : resolvePeriod(query, todayInMexicoCity());

  const update = (next: PeriodValues & { page?: number }) => {
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) out.set(key, String(value));
    setParams(out, { replace: true });
  };

  return (
    <Stack>
      <PageMeta title="Reportes | Administración" />
      <Title order={2}>Reportes</Title>
      <PeriodFilters values={values} shown={shown} branchLocked={branchLocked} onChange={(v) => update(v)} />
      {/* The period is said, not only implied by the date fields */}
      {shown.desde && shown.hasta && !values.desde && !values.hasta ? (
        <Text size="sm" c="dimmed">
          Periodo: este mes (del {formatDateMx(shown.desde)} al {formatDateMx(shown.hasta)}).
        </Text>
      ) : null}
      {branchLocked ? (
        <Text size="sm" c="dimmed">
          Solo se muestran los datos de tu sucursal.
        </Text>
      ) : null}
      {problem ? (
        <Alert color="red" title="Revisa el periodo">
          {problem}
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <EarningsReport key={JSON.stringify(query)} query={query} />
            <PaymentsReport query={query} />
          </SimpleGrid>
          <OccupancyReport key={JSON.stringify(query)} query={query} />
          <DebtsReport query={query} page={page} onPage={(p) => update({ ...values, page: p })} />
        </>
      )}
    </Stack>
  );
}
