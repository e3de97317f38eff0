import { Box, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { EventDto } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal.tsx';
import { MoreButton } from '../../components/more-button.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent, RowsSkeleton } from '../../components/query-content.tsx';
import { useUserEvents } from '../../lib/api/events.ts';
import { useUser } from '../../lib/api/users.ts';
import { useSession } from '../../lib/session.ts';
import { useDeleteEvent } from './api/delete-event.ts';
import { PaymentModal } from './components/payment-modal.tsx';
import { UserEventCards } from './components/user-event-cards.tsx';
import { UserEventsTable } from './components/user-events-table.tsx';

export function UserEventsPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const customer = useUser(id);
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
        <QueryContent
          queries={[events]}
          errorTitle="No se pudieron cargar los eventos"
          isEmpty={events.data?.length === 0}
          empty={MSG.noEvents}
          loading={<RowsSkeleton height={36} />}
        >
          {() => (
            <>
              <Box visibleFrom="sm">
                <UserEventsTable events={events.data!} {...actions} />
              </Box>
              <Box hiddenFrom="sm">
                <UserEventCards events={events.data!} {...actions} />
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
