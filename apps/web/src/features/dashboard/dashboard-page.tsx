import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { EventDto } from '@salones/shared/events';
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

/** spec §2 /admin: summary cards, admins and the upcoming events. */
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
            <EventsCard
              id="dashboard-today"
              title="Eventos de hoy"
              empty="No hay eventos hoy."
              events={dashboard.data!.today}
              bucket={dashboard.data!.buckets.today}
              onView={setViewing}
            />
            <EventsCard
              id="dashboard-next15"
              title="Eventos de los próximos 15 días"
              empty="No hay eventos en los próximos 15 días."
              events={dashboard.data!.next15}
              bucket={dashboard.data!.buckets.next15}
              onView={setViewing}
            />
            <EventsCard
              id="dashboard-month"
              title="Eventos de este mes"
              empty="No hay eventos este mes."
              events={dashboard.data!.thisMonth}
              bucket={dashboard.data!.buckets.thisMonth}
              onView={setViewing}
            />
          </>
        )}
      </QueryContent>
      <EventDetailModal event={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
