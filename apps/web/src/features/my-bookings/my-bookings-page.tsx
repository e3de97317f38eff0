import { Badge, Button, Container, Group, Stack, Title } from '@mantine/core';
import { debtLabel } from '@salones/shared/event-contract';
import type { EventDto } from '@salones/shared/events';
import { mayReadOwnOrders } from '@salones/shared/permissions';
import { IconCreditCard, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { CustomerEventsPanel } from '../../components/customer-events/customer-events-panel.tsx';
import { EventDetailModal } from '../../components/event-detail/event-detail-modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { PartyButton, PartyModal } from '../../components/party/party-modal.tsx';
import { ViewEventButton } from '../../components/view-event-button.tsx';
import { useEvent, useUserEvents } from '../../lib/api/events.ts';
import { useSession } from '../../lib/session.ts';
import { PayBalanceModal } from './components/pay-balance-modal.tsx';
import { RequestsSection } from './components/requests-section.tsx';

/** docs/product.md §2 /pedidos: the logged-in user's own events; issue #11.4: and their booking requests. */
export function MyBookingsPage() {
  const session = useSession();
  const events = useUserEvents(session.user?.uid);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [party, setParty] = useState<EventDto | null>(null);
  // a request's event may lie beyond the pages loaded so far ('Ver más'): then it is read on its own
  const loaded = events.data?.find((e) => e.uid === viewingId);
  const fetched = useEvent(viewingId ?? '', { enabled: viewingId !== null && !loaded });
  const viewing = loaded ?? fetched.data ?? null;
  const view = (event: EventDto) => setViewingId(event.uid);
  const [paying, setPaying] = useState<EventDto | null>(null);
  if (!session.isLoading && !mayReadOwnOrders(session.actor)) return <Navigate to="/" replace />;
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
        {/* docs/product.md §2 /pedidos: Evento, Paquete, Fecha (dd/mm/yyyy), Abonado, Adeudo, Total, plus a view option */}
        <CustomerEventsPanel
          events={events}
          errorTitle="No se pudieron cargar tus eventos"
          dates="dd/mm/yyyy"
          hideOptionsHeader
          rowOptions={(e) => (
            <Group gap="xs" wrap="nowrap">
              <ViewEventButton event={e} onView={view} />
              <PartyButton event={e} onOpen={setParty} />
              {e.adeudo > 0 ? (
                <Button size="xs" variant="light" onClick={() => setPaying(e)}>
                  Pagar saldo
                </Button>
              ) : null}
            </Group>
          )}
          cardOptions={(e) => (
            <Stack gap="xs">
              <Button variant="light" fullWidth leftSection={<IconEye size={16} />} onClick={() => view(e)}>
                Ver
              </Button>
              <PartyButton event={e} onOpen={setParty} fullWidth />
              {e.adeudo > 0 ? (
                <Button fullWidth leftSection={<IconCreditCard size={16} />} onClick={() => setPaying(e)}>
                  Pagar saldo
                </Button>
              ) : null}
            </Stack>
          )}
          cardBadge={(e) => (e.adeudo === 0 ? <Badge color="green">{debtLabel(0)}</Badge> : null)}
        />
      </Stack>
      <EventDetailModal event={viewing} onClose={() => setViewingId(null)} />
      {/* issue #25: the party page and its guests */}
      <PartyModal event={party} onClose={() => setParty(null)} />
      <PayBalanceModal event={paying} onClose={() => setPaying(null)} />
    </Container>
  );
}
