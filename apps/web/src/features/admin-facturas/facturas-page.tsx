// /admin/facturas (docs/product.md "Invoices (facturas, CFDI 4.0)"): every CFDI issued in a month — the families'
// facturas, their complementos de pago, notas de crédito and the factura global — by branch and estado, with each
// one's PDF and XML and the list as CSV. The filters live in the address; this month by default.
import { Group, Stack, Text, Title } from '@mantine/core';
import { todayInMexicoCity } from '@salones/shared/dates';
import { CFDI_ESTADOS, type CfdiEstado } from '@salones/shared/fiscal/cancelacion';
import { ownBranchOf } from '@salones/shared/permissions';
import { useSearchParams } from 'react-router';
import { DownloadButton } from '../../components/download-button.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { PagePagination } from '../../components/page-pagination.tsx';
import { QueryContent, RowsSkeleton } from '../../components/query-content.tsx';
import { useSession } from '../../lib/session.ts';
import { downloadFacturasCsv, type FacturasFilter, useFacturasList } from './api/facturas-list.ts';
import { FacturasFilters } from './components/facturas-filters.tsx';
import { FacturasList } from './components/facturas-list.tsx';

export function FacturasPage() {
  const { actor } = useSession();
  const [params, setParams] = useSearchParams();
  // an admin with a branch only ever gets theirs (the API enforces it)
  const branchLocked = !!actor && !!ownBranchOf(actor);
  const estado = params.get('estado');
  const filter: FacturasFilter = {
    mes: params.get('mes') || todayInMexicoCity().slice(0, 7),
    lugar: branchLocked ? undefined : params.get('lugar') || undefined,
    estado: CFDI_ESTADOS.includes(estado as CfdiEstado) ? (estado as CfdiEstado) : undefined,
  };
  const page = Number(params.get('page')) || 1;
  const list = useFacturasList(filter, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  // new filters start again from the first page
  const update = (next: FacturasFilter & { page?: number }) => {
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) out.set(key, String(value));
    setParams(out, { replace: true });
  };
  return (
    <Stack>
      <PageMeta title="Facturas | Administración" />
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Facturas
        </Title>
        <DownloadButton download={() => downloadFacturasCsv(filter)}>Descargar CSV</DownloadButton>
      </Group>
      <FacturasFilters values={filter} branchLocked={branchLocked} onChange={update} />
      {branchLocked ? (
        <Text size="sm" c="dimmed">
          Solo se muestran las facturas de tu sucursal.
        </Text>
      ) : null}
      <QueryContent
        queries={[list]}
        errorTitle="No se pudieron cargar las facturas"
        loading={<RowsSkeleton height={48} />}
        isEmpty={list.data?.facturas.length === 0}
        empty="No hay facturas con estos filtros."
      >
        {() => <FacturasList facturas={list.data!.facturas} />}
      </QueryContent>
      <PagePagination total={pages} value={page} onChange={(p) => update({ ...filter, page: p })} />
    </Stack>
  );
}
