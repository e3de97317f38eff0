import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { DashboardDto, EventDto } from '@salones/shared/events';
import { useState } from 'react';
import { EventDetailModal } from '../../components/event-detail/event-detail-modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { useDashboard } from './api/get-dashboard.ts';
import { AdminsCard } from './components/admins-card.tsx';
import { EventsCard } from './components/events-card.tsx';
import { StatCards } from './components/stat-cards.tsx';

function DashboardSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Cargando resumen">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={92} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={160} radius="md" />
      <Skeleton h={160} radius="md" />
    </Stack>
  );
}

/** the three cards of upcoming events, each a bucket of the dashboard's answer */
const EVENT_CARDS = [
  { bucket: 'today', id: 'dashboard-today', title: 'Eventos de hoy', empty: 'No hay eventos hoy.' },
  {
    bucket: 'next15',
    id: 'dashboard-next15',
    title: 'Eventos de los próximos 15 días',
    empty: 'No hay eventos en los próximos 15 días.',
  },
  {
    bucket: 'thisMonth',
    id: 'dashboard-month',
    title: 'Eventos de este mes',
    empty: 'No hay eventos este mes.',
  },
] as const satisfies readonly {
  bucket: keyof DashboardDto['buckets'];
  id: string;
  title: string;
  empty: string;
}[];

/** docs/product.md#2-screens-and-routes /admin: summary cards, admins and the upcoming events. */
export function DashboardPage() {
  const dashboard = useDashboard();
  const [viewing, setViewing] = useState<EventDto | null>(null);
  return (
    <Stack gap="md">
      <PageMeta title="Principal" />
      <Title order={1} size="h2">
        Principal
      </Title>
      <QueryContent
        queries={[dashboard]}
        errorTitle="No se pudo cargar el resumen"
        loading={<DashboardSkeleton />}
      >
        {() => (
          <>
            <StatCards data={dashboard.data!} />
            <AdminsCard admins={dashboard.data!.admins} total={dashboard.data!.adminsTotal} />
            {EVENT_CARDS.map((card) => (
              <EventsCard
                key={card.bucket}
                id={card.id}
                title={card.title}
                empty={card.empty}
                events={dashboard.data![card.bucket]}
                bucket={dashboard.data!.buckets[card.bucket]}
                onView={setViewing}
              />
            ))}
          </>
        )}
      </QueryContent>
      <EventDetailModal event={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
