import { Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { EventDto } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useSession } from '../../lib/session.ts';
import { useDeleteEvent } from './api/delete-event.ts';
import { useCustomer } from './api/get-customer.ts';
import { useUserEvents } from './api/get-user-events.ts';
import { PaymentModal } from './components/payment-modal.tsx';
import { UserEventCards } from './components/user-event-cards.tsx';
import { UserEventsTable } from './components/user-events-table.tsx';

export function UserEventsPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const customer = useCustomer(id);
  const events = useUserEvents(id);
  const [paying, setPaying] = useState<EventDto | null>(null);
  const [deleting, setDeleting] = useState<EventDto | null>(null);
  const remove = useDeleteEvent(() => setDeleting(null));
  const actions = { canDelete: user?.role === 'super_admin', onPay: setPaying, onDelete: setDeleting };
  const name = customer.data ? `${customer.data.name} ${customer.data.lastname}`.trim() : '';
  return (
    <Stack gap="md">
      <PageMeta title={name ? `Eventos de ${name}` : 'Eventos'} />
      <Group justify="space-between">
        {customer.isPending ? (
          <Skeleton h={32} w={260} />
        ) : (
          <Title order={1} size="h2">
            Eventos de {name}
          </Title>
        )}
        <Button component={Link} to={`/admin/event/${id}`} leftSection={<IconCalendarPlus size={18} />}>
          Agendar
        </Button>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {events.isPending ? (
          <Stack>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={36} />
            ))}
          </Stack>
        ) : events.isError ? (
          <LoadError
            title="No se pudieron cargar los eventos"
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
              <UserEventsTable events={events.data} {...actions} />
            </Box>
            <Box hiddenFrom="sm">
              <UserEventCards events={events.data} {...actions} />
            </Box>
          </>
        )}
      </Paper>
      <PaymentModal event={paying} onClose={() => setPaying(null)} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        name={deleting?.name ?? ''}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.uid)}
      />
    </Stack>
  );
}
