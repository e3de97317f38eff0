import { Box, Container, Paper, Stack, Title } from '@mantine/core';
import type { EventDto } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { EventDetailModal } from '../../components/event-detail/event-detail-modal.tsx';
import { MoreButton } from '../../components/more-button.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent, RowsSkeleton } from '../../components/query-content.tsx';
import { useEvent, useUserEvents } from '../../lib/api/events.ts';
import { useSession } from '../../lib/session.ts';
import { OrderCards } from './components/order-cards.tsx';
import { OrdersTable } from './components/orders-table.tsx';
import { RequestsSection } from './components/requests-section.tsx';

/** spec §2 /pedidos: the logged-in user's own events; issue #11.4: and their booking requests. */
export function OrdersPage() {
  const session = useSession();
  const events = useUserEvents(session.user?.uid);
  const [viewingId, setViewingId] = useState<string | null>(null);
  // a request's event may lie beyond the pages loaded so far ('Ver más'): then it is read on its own
  const loaded = events.data?.find((e) => e.uid === viewingId);
  const fetched = useEvent(viewingId ?? '', { enabled: viewingId !== null && !loaded });
  const viewing = loaded ?? fetched.data ?? null;
  const view = (event: EventDto) => setViewingId(event.uid);
  if (!session.isLoading && !session.isLoggedIn) return <Navigate to="/" replace />;
  return (
    <Container size="lg" py="xl">
      <PageMeta title="Mis pedidos" />
      <Stack gap="md">
        <Title order={1} size="h2">
          Mis pedidos
        </Title>
        <RequestsSection onViewEvent={setViewingId} />
        <Title order={2} size="h3">
          Mis eventos
        </Title>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <QueryContent
            queries={[events]}
            errorTitle="No se pudieron cargar tus eventos"
            isEmpty={events.data?.length === 0}
            empty={MSG.noEvents}
            loading={<RowsSkeleton height={40} />}
          >
            {() => (
              <>
                <Box visibleFrom="sm">
                  <OrdersTable events={events.data!} onView={view} />
                </Box>
                <Box hiddenFrom="sm">
                  <OrderCards events={events.data!} onView={view} />
                </Box>
                <MoreButton
                  hasMore={events.hasNextPage}
                  loading={events.isFetchingNextPage}
                  onMore={() => events.fetchNextPage()}
                  label="Ver más eventos"
                />
              </>
            )}
          </QueryContent>
        </Paper>
      </Stack>
      <EventDetailModal event={viewing} onClose={() => setViewingId(null)} />
    </Container>
  );
}
