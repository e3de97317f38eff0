import { Chip, Group, Stack, Text, Title } from '@mantine/core';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingRequestDto,
  type BookingStatus,
} from '@salones/shared/booking-requests';
import { useState } from 'react';
import { BranchFilterSelect } from '../../components/branch-filter-select.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { PagePagination } from '../../components/page-pagination.tsx';
import { QueryContent, RowsSkeleton } from '../../components/query-content.tsx';
import { TableOrCards } from '../../components/table-or-cards.tsx';
import { useBookingRequests } from '../../lib/api/booking-requests.ts';
import { useWhatsAppOn } from '../../lib/api/whatsapp-consent.ts';
import { useNow } from '../../lib/use-now.ts';
import { RejectRequestModal } from './components/reject-request-modal.tsx';
import { RequestCards } from './components/request-cards.tsx';
import { RequestWhatsAppModal } from './components/request-whatsapp-modal.tsx';
import { RequestsTable } from './components/requests-table.tsx';

const PAGE_SIZE = 50;
const ALL = 'todas';

/**
 * /admin/orders (the spec left it a placeholder): booking requests newest first, filtered by status
 * and branch, counts per status; a pending one is converted in the event wizard or rejected with a reason.
 */
export function BookingRequestsPage() {
  const [estado, setEstado] = useState<BookingStatus | typeof ALL>('pendiente');
  const [lugar, setLugar] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<BookingRequestDto | null>(null);
  const [whatsappFor, setWhatsAppFor] = useState<BookingRequestDto | null>(null);
  const onWhatsApp = useWhatsAppOn() ? setWhatsAppFor : undefined;
  const now = useNow();
  const requests = useBookingRequests({
    estado: estado === ALL ? undefined : estado,
    lugar: lugar ?? undefined,
    page,
    limit: PAGE_SIZE,
  });
  const counts = requests.data?.conteos;
  const totalPages = Math.max(1, Math.ceil((requests.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Stack>
      <PageMeta title="Pedidos | Administración" />
      <Title order={2}>Pedidos</Title>
      <Text c="dimmed" size="sm" mt={-8}>
        Solicitudes de fecha de los clientes. Un turno queda apartado mientras la solicitud está pendiente.
      </Text>
      <Chip.Group
        multiple={false}
        value={estado}
        onChange={(v) => {
          setEstado(v as BookingStatus | typeof ALL);
          setPage(1);
        }}
      >
        <Group gap="xs" role="radiogroup" aria-label="Estado">
          <Chip value={ALL}>Todas</Chip>
          {BOOKING_STATUSES.map((s) => (
            <Chip key={s} value={s}>
              {BOOKING_STATUS_LABELS[s]}
              {counts ? ` (${counts[s]})` : ''}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <BranchFilterSelect
        value={lugar}
        onChange={(v) => {
          setLugar(v ?? null);
          setPage(1);
        }}
        maw={{ base: '100%', sm: 320 }}
      />
      <QueryContent
        queries={[requests]}
        errorTitle="No se pudieron cargar las solicitudes"
        isEmpty={requests.data?.solicitudes.length === 0}
        empty="No hay solicitudes con estos filtros"
        loading={<RowsSkeleton height={48} />}
      >
        {() => (
          <>
            <TableOrCards
              breakpoint="md"
              table={
                <RequestsTable
                  requests={requests.data!.solicitudes}
                  now={now}
                  onReject={setRejecting}
                  onWhatsApp={onWhatsApp}
                />
              }
              cards={
                <RequestCards
                  requests={requests.data!.solicitudes}
                  now={now}
                  onReject={setRejecting}
                  onWhatsApp={onWhatsApp}
                />
              }
            />
            <PagePagination total={totalPages} value={page} onChange={setPage} />
          </>
        )}
      </QueryContent>
      <RejectRequestModal request={rejecting} onClose={() => setRejecting(null)} />
      <RequestWhatsAppModal request={whatsappFor} onClose={() => setWhatsAppFor(null)} />
    </Stack>
  );
}
