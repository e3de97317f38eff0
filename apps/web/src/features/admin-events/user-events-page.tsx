import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { EventDto } from '@salones/shared/events';
import { mayDeleteEvents } from '@salones/shared/permissions';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal.tsx';
import { CustomerEventsPanel } from '../../components/customer-events/customer-events-panel.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useUserEvents } from '../../lib/api/events.ts';
import { useUser } from '../../lib/api/users.ts';
import { useSession } from '../../lib/session.ts';
import { useDeleteEvent } from './api/delete-event.ts';
import { EventOptions } from './components/event-options.tsx';
import { PaymentModal } from './components/payment-modal.tsx';

/** docs/product.md §2 /admin/user/{id}: Evento, Paquete, Fecha, Abonado, Adeudo, Total, Opciones (dates dd/mm/yyyy, issue #28.9). */
export function UserEventsPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const customer = useUser(id);
  const events = useUserEvents(id);
  const [paying, setPaying] = useState<EventDto | null>(null);
  const [deleting, setDeleting] = useState<EventDto | null>(null);
  const remove = useDeleteEvent(() => setDeleting(null));
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
      <CustomerEventsPanel
        events={events}
        errorTitle="No se pudieron cargar los eventos"
        // issue #28.9: es-MX dates (dd/mm/yyyy) like every other staff screen
        dates="dd/mm/yyyy"
        compact
        tableMinWidth={760}
        rowOptions={(e) => (
          <EventOptions
            event={e}
            canDelete={mayDeleteEvents(user)}
            onPay={setPaying}
            onDelete={setDeleting}
          />
        )}
      />
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
