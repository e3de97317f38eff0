// /admin/audit — every audited change (super_admin), filtered by date range, author, event and
// kind, newest first, a page at a time. The filters live in the address, so a filtered view can be shared.
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type AuditQuery, AuditQuerySchema } from '@salones/shared/audit';
import { LOCALE } from '@salones/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AuditEntries } from '../../components/audit/audit-entries.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { PagePagination } from '../../components/page-pagination.tsx';
import { QueryContent, RowsSkeleton } from '../../components/query-content.tsx';
import { auditQuery } from './api/list-audit.ts';
import { AuditFilters, type AuditFilterValues } from './audit-filters.tsx';

const FILTER_KEYS = ['desde', 'hasta', 'usuario', 'tipo', 'evento'] as const;

/** Past AUDIT_PAGE.maxCounted the API stops counting; the pager ends there too. */
const countLabel = ({ total, isTotalCapped }: { total: number; isTotalCapped: boolean }) => {
  if (isTotalCapped) return `Más de ${total.toLocaleString(LOCALE)} cambios`;
  return total === 1 ? '1 cambio' : `${total.toLocaleString(LOCALE)} cambios`;
};

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters: Record<string, string | undefined> = {};
  for (const key of FILTER_KEYS) filters[key] = params.get(key) || undefined;
  const page = Number(params.get('page')) || 1;
  const query = { ...filters, page } as AuditQuery;
  const problem = AuditQuerySchema.safeParse(query).error?.issues[0]?.message;
  const log = useQuery({ ...auditQuery(query), enabled: !problem });
  const pages = log.data ? Math.ceil(log.data.total / log.data.limit) : 0;

  const update = (next: Record<string, string | number | undefined>) => {
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) out.set(key, String(value));
    setParams(out, { replace: true });
  };
  const setFilters = (values: AuditFilterValues) => update({ ...values, evento: filters.evento });
  const { evento: _evento, ...filterValues } = filters;
  const eventName = log.data?.entries.find((e) => e.evento?.uid === filters.evento)?.evento?.nombre;

  return (
    <Stack>
      <PageMeta title="Bitácora de cambios | Administración" />
      <Title order={2}>Bitácora de cambios</Title>
      <AuditFilters values={filterValues} onChange={setFilters} />
      {filters.evento ? (
        <Group gap="xs">
          <Text size="sm">Solo el evento {eventName ? `«${eventName}»` : 'seleccionado'}</Text>
          <Button size="compact-xs" variant="light" onClick={() => update({ ...filters, evento: undefined })}>
            Ver todos los eventos
          </Button>
        </Group>
      ) : null}
      {problem ? (
        <Alert color="red" title="Revisa los filtros">
          {problem}
        </Alert>
      ) : (
        <QueryContent
          queries={[log]}
          errorTitle="No se pudo cargar la bitácora"
          loading={<RowsSkeleton rows={4} height={72} />}
          isEmpty={log.data?.total === 0}
          empty="No hay cambios registrados con estos filtros"
        >
          {() => (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {countLabel(log.data!)}
                {pages > 1 ? ` · página ${page} de ${pages}` : ''}
              </Text>
              <AuditEntries entries={log.data!.entries} showSubject eventFilterLinks={!filters.evento} />
              <PagePagination total={pages} value={page} onChange={(p) => update({ ...filters, page: p })} />
            </>
          )}
        </QueryContent>
      )}
    </Stack>
  );
}
