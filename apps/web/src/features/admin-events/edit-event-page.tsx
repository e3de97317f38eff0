import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useEvent } from './api/get-event.ts';
import { EditEventForm } from './edit/edit-event-form.tsx';

export function EditEventPage() {
  const { id = '' } = useParams();
  const event = useEvent(id);
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
      {event.isPending ? (
        <Stack>
          <Skeleton h={180} />
          <Skeleton h={120} />
          <Skeleton h={120} />
        </Stack>
      ) : event.isError ? (
        <LoadError title="No se pudo cargar el evento" error={event.error} onRetry={() => event.refetch()} />
      ) : (
        <EditEventForm key={event.data.uid} event={event.data} />
      )}
    </Stack>
  );
}
