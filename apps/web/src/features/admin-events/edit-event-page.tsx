import { Anchor, Fieldset, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { StaffGuests } from '../../components/party/guest-list.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { EventWhatsApp } from '../../components/whatsapp/family-messages.tsx';
import { useEvent } from '../../lib/api/events.ts';
import { useGuests } from '../../lib/api/invitations.ts';
import { EditEventForm } from './edit/edit-event-form.tsx';
import { EventRecursos } from './edit/event-recursos.tsx';
import { OnlinePayments } from './edit/online-payments.tsx';
import { PaymentsList } from './edit/payments-list.tsx';
import { EventHistory } from './history/event-history.tsx';

export function EditEventPage() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  const guests = useGuests(id);
  return (
    <Stack gap="md">
      <PageMeta title="Editar evento" />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Editar evento
          </Title>
          {event.data ? (
            <Text c="dimmed">
              {event.data.name} · {event.data.userName} {event.data.lastname}
            </Text>
          ) : null}
        </div>
        {event.data ? (
          <Group gap="md">
            {/* The contract is one tap away from the event */}
            <Anchor href={`/pdf/${event.data.uid}`} target="_blank" rel="noopener" size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <IconFileText size={16} aria-hidden />
                Ver contrato
              </Group>
            </Anchor>
            <Anchor component={Link} to={`/admin/user/${event.data.user}`} size="sm">
              Ver eventos del cliente
            </Anchor>
          </Group>
        ) : null}
      </Group>
      <QueryContent
        queries={[event]}
        errorTitle="No se pudo cargar el evento"
        loading={
          <Stack>
            <Skeleton h={180} />
            <Skeleton h={120} />
            <Skeleton h={120} />
          </Stack>
        }
      >
        {() => (
          <Stack gap="lg">
            <EditEventForm key={event.data!.uid} event={event.data!} />
            {/* Outside the form (its modal's submit must not submit the edit) */}
            <Fieldset legend="Abonos">
              <PaymentsList event={event.data!} />
            </Fieldset>
            {/* Who the branch sends: animadores, fotógrafos… never two parties at once */}
            <Fieldset legend="Recursos">
              <EventRecursos eventId={event.data!.uid} placeId={event.data!.lugar.uid} />
            </Fieldset>
            {/* What was paid online (method, state, reference), refunds, the contract accepted */}
            <Fieldset legend="Pagos en línea y contrato">
              <OnlinePayments eventId={event.data!.uid} />
            </Fieldset>
          </Stack>
        )}
      </QueryContent>
      {/* Head count from the party page's answers, allergies, arrivals */}
      <StaffGuests eventId={id} data={guests.data} />
      {/* The family's WhatsApp messages about this party, and their conversation */}
      <EventWhatsApp eventId={id} />
      {/* What was changed, by whom, when */}
      <EventHistory eventId={id} />
    </Stack>
  );
}
