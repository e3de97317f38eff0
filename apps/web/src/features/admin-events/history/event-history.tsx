// The event's audit trail on its edit page (staff).
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AuditEntries } from '../../../components/audit/audit-entries.tsx';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { QueryContent, RowsSkeleton } from '../../../components/query-content.tsx';
import { eventHistoryQuery } from '../api/get-event-history.ts';

export function EventHistory({ eventId }: { eventId: string }) {
  const [page, setPage] = useState(1);
  const history = useQuery(eventHistoryQuery(eventId, page));
  const pages = history.data ? Math.ceil(history.data.total / history.data.limit) : 0;
  return (
    <Stack component="section" aria-labelledby="event-history" gap="sm">
      <Title order={2} size="h3" id="event-history">
        Historial
      </Title>
      <QueryContent
        queries={[history]}
        errorTitle="No se pudo cargar el historial"
        loading={<RowsSkeleton rows={2} height={72} />}
        isEmpty={history.data?.total === 0}
        empty="Sin cambios registrados"
      >
        {() => (
          <>
            <Text size="sm" c="dimmed">
              {history.data!.total === 1
                ? '1 cambio registrado'
                : `${history.data!.total} cambios registrados`}
            </Text>
            <AuditEntries entries={history.data!.entries} />
            <PagePagination total={pages} value={page} onChange={setPage} />
          </>
        )}
      </QueryContent>
    </Stack>
  );
}
