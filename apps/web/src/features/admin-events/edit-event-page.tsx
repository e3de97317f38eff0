import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { StaffGuests } from '../../components/party/guest-list.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { useEvent } from '../../lib/api/events.ts';
import { useGuests } from '../../lib/api/invitations.ts';
import { EditEventForm } from './edit/edit-event-form.tsx';
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
          <Anchor component={Link} to={`/admin/user/${event.data.user}`} size="sm">
            Ver eventos del cliente
          </Anchor>
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
        {() => <EditEventForm key={event.data!.uid} event={event.data!} />}
      </QueryContent>
      {/* issue #25: head count from the party page's answers, allergies, arrivals */}
      <StaffGuests eventId={id} data={guests.data} />
      {/* issue #13.4: what was changed, by whom, when */}
      <EventHistory eventId={id} />
    </Stack>
  );
}
