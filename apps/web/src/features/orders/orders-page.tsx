import { Box, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { EventDto } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { EventDetailModal } from '../../components/event-detail/event-detail-modal.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useSession } from '../../lib/session.ts';
import { useMyEvents } from './api/get-my-events.ts';
import { OrderCards } from './components/order-cards.tsx';
import { OrdersTable } from './components/orders-table.tsx';

/** spec §2 /pedidos: the logged-in user's own events. */
export function OrdersPage() {
  const session = useSession();
  const events = useMyEvents(session.user?.uid);
  const [viewing, setViewing] = useState<EventDto | null>(null);
  if (!session.isLoading && !session.isLoggedIn) return <Navigate to="/" replace />;
  const isPending = session.isLoading || events.isPending;
  return (
    <Container size="lg" py="xl">
      <PageMeta title="Mis pedidos" />
      <Stack gap="md">
        <Title order={1} size="h2">
          Mis pedidos
        </Title>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          {isPending ? (
            <Stack>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={40} />
              ))}
            </Stack>
          ) : events.isError ? (
            <LoadError
              title="No se pudieron cargar tus eventos"
              error={events.error}
              onRetry={() => events.refetch()}
            />
          ) : events.data.length === 0 ? (
            <Text ta="center" c="dimmed" py="xl">
              {MSG.noEvents}
            </Text>
          ) : (
            <>
              <Box visibleFrom="sm">
                <OrdersTable events={events.data} onView={setViewing} />
              </Box>
              <Box hiddenFrom="sm">
                <OrderCards events={events.data} onView={setViewing} />
              </Box>
            </>
          )}
        </Paper>
      </Stack>
      <EventDetailModal event={viewing} onClose={() => setViewing(null)} />
    </Container>
  );
}
