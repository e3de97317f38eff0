import { Badge, Button, Container, Group, Stack, Title } from '@mantine/core';
import { debtLabel } from '@salones/shared/event-contract';
import type { EventDto } from '@salones/shared/events';
import { mayChangeFiscalData, mayReadOwnOrders } from '@salones/shared/permissions';
import { IconCreditCard, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { CustomerEventsPanel } from '../../components/customer-events/customer-events-panel.tsx';
import { EventDetailModal } from '../../components/event-detail/event-detail-modal.tsx';
import { FacturaButton, FacturaModal } from '../../components/factura/factura-modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { PartyButton, PartyModal } from '../../components/party/party-modal.tsx';
import { PayBalanceModal } from '../../components/payments/pay-balance-modal.tsx';
import { ViewEventButton } from '../../components/view-event-button.tsx';
import { useBookingRequests } from '../../lib/api/booking-requests.ts';
import { useEvent, useUserEvents } from '../../lib/api/events.ts';
import { useSession } from '../../lib/session.ts';
import { FiscalDataSection } from './components/fiscal-data-section.tsx';
import { PendingPaymentsSection } from './components/pending-payments-section.tsx';
import { RequestsSection } from './components/requests-section.tsx';
import { WhatsAppNoticesSection } from './components/whatsapp-notices-section.tsx';

/**
 * docs/product.md#2-screens-and-routes /pedidos: the logged-in user's own events; and their booking requests;
 * the online payments on their way. `?pagar={eventId}` (the receipt mail's 'Pagar saldo') opens that event's
 * 'Pagar saldo'.
 */
export function MyBookingsPage() {
  const session = useSession();
  const events = useUserEvents(session.user?.uid);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [party, setParty] = useState<EventDto | null>(null);
  const [invoicing, setInvoicing] = useState<EventDto | null>(null);
  // a request's event may lie beyond the pages loaded so far ('Ver más'): then it is read on its own
  const loaded = events.data?.find((e) => e.uid === viewingId);
  const fetched = useEvent(viewingId ?? '', { enabled: viewingId !== null && !loaded });
  const viewing = loaded ?? fetched.data ?? null;
  const view = (event: EventDto) => setViewingId(event.uid);
  const requests = useBookingRequests({});
  const [params, setParams] = useSearchParams();
  const [payingId, setPayingId] = useState<string | null>(() => params.get('pagar'));
  const payingLoaded = events.data?.find((e) => e.uid === payingId);
  const payingFetched = useEvent(payingId ?? '', { enabled: payingId !== null && !payingLoaded });
  const paying = payingLoaded ?? payingFetched.data ?? null;
  const setPaying = (event: EventDto) => setPayingId(event.uid);
  const stopPaying = () => {
    setPayingId(null);
    if (params.has('pagar')) setParams({}, { replace: true });
  };
  if (!session.isLoading && !mayReadOwnOrders(session.actor)) return <Navigate to="/" replace />;
  return (
    <Container size="lg" py="xl">
      <PageMeta title="Mis pedidos" />
      <Stack gap="md">
        <Title order={1} size="h2">
          Mis pedidos
        </Title>
        <PendingPaymentsSection events={events.data ?? []} requests={requests.data?.solicitudes ?? []} />
        <RequestsSection onViewEvent={setViewingId} />
        <Title order={2} size="h3">
          Mis eventos
        </Title>
        {/* docs/product.md#2-screens-and-routes /pedidos: Evento, Paquete, Fecha (dd/mm/yyyy), Abonado, Adeudo, Total, plus a view option */}
        <CustomerEventsPanel
          events={events}
          errorTitle="No se pudieron cargar tus eventos"
          dates="dd/mm/yyyy"
          hideOptionsHeader
          salonOf={(e) => e.salonMostrado}
          rowOptions={(e) => (
            <Group gap="xs" wrap="nowrap">
              <ViewEventButton event={e} onView={view} />
              <PartyButton event={e} onOpen={setParty} />
              <FacturaButton event={e} onOpen={setInvoicing} />
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
              <FacturaButton event={e} onOpen={setInvoicing} fullWidth />
              {e.adeudo > 0 ? (
                <Button fullWidth leftSection={<IconCreditCard size={16} />} onClick={() => setPaying(e)}>
                  Pagar saldo
                </Button>
              ) : null}
            </Stack>
          )}
          cardBadge={(e) => (e.adeudo === 0 ? <Badge color="green">{debtLabel(0)}</Badge> : null)}
        />
        {session.user ? (
          <WhatsAppNoticesSection userId={session.user.uid} phone={session.user.phone} />
        ) : null}
        {session.user && mayChangeFiscalData(session.actor, session.user.uid) ? (
          <FiscalDataSection userId={session.user.uid} email={session.user.email} />
        ) : null}
      </Stack>
      <EventDetailModal event={viewing} onClose={() => setViewingId(null)} />
      {/* The party page and its guests */}
      <PartyModal event={party} onClose={() => setParty(null)} />
      <PayBalanceModal event={paying} onClose={stopPaying} />
      <FacturaModal event={invoicing} onClose={() => setInvoicing(null)} />
    </Container>
  );
}
