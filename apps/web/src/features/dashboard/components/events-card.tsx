import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateMx } from '@salones/shared/dates';
import type { DashboardBucket, EventDto } from '@salones/shared/events';
import { useState } from 'react';
import { ListTable } from '../../../components/list-table.tsx';
import { MoreButton } from '../../../components/more-button.tsx';
import { TableOrCards } from '../../../components/table-or-cards.tsx';
import { ViewEventButton } from '../../../components/view-event-button.tsx';
import { useMoreBucketEvents } from '../api/more-dashboard.ts';

type Props = {
  id: string;
  title: string;
  empty: string;
  /** the card's first page */
  events: EventDto[];
  /** its dates, how many events it holds and where the next page starts */
  bucket: DashboardBucket;
  onView: (e: EventDto) => void;
};

function EventsTable({ events, onView }: Pick<Props, 'events' | 'onView'>) {
  return (
    <ListTable headers={['Evento', 'Cliente', 'Sucursal', 'Fecha', 'Turno', 'Opciones']} verticalSpacing="xs">
      {events.map((e) => (
        <Table.Tr key={e.uid}>
          <Table.Td fw={500}>{e.name}</Table.Td>
          <Table.Td>
            {e.userName} {e.lastname}
          </Table.Td>
          <Table.Td>{e.lugar.sucursal}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateMx(e.fecha)}</Table.Td>
          <Table.Td>{e.turno}</Table.Td>
          <Table.Td>
            <ViewEventButton event={e} onView={onView} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** Phones: one compact row per event instead of a wide table. */
function EventsList({ events, onView }: Pick<Props, 'events' | 'onView'>) {
  return (
    <Stack gap="xs">
      {events.map((e) => (
        <Group
          key={e.uid}
          justify="space-between"
          wrap="nowrap"
          gap="xs"
          py={6}
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
        >
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {e.name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateMx(e.fecha)} · {e.turno} · {e.lugar.sucursal}
            </Text>
            <Text size="xs" c="dimmed">
              {e.userName} {e.lastname}
            </Text>
          </div>
          <ViewEventButton event={e} onView={onView} />
        </Group>
      ))}
    </Stack>
  );
}

/** One dashboard bucket of events (today, next 15 days, this month); each row opens the contract view. */
export function EventsCard(props: Props) {
  const [wantsMore, setWantsMore] = useState(false);
  const more = useMoreBucketEvents(props.bucket, wantsMore);
  const events = wantsMore && more.data ? [...props.events, ...more.data] : props.events;
  const hasMore = wantsMore ? more.hasNextPage : props.bucket.nextCursor !== null;
  const total = props.bucket.total;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={props.id}>
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        <Title order={2} size="h4" id={props.id}>
          {props.title}
        </Title>
        <Badge size="lg" variant="light" aria-label={`${total} eventos`} style={{ flexShrink: 0 }}>
          {total}
        </Badge>
      </Group>
      {events.length === 0 ? (
        <Text c="dimmed">{props.empty}</Text>
      ) : (
        <>
          <TableOrCards
            table={<EventsTable events={events} onView={props.onView} />}
            cards={<EventsList events={events} onView={props.onView} />}
          />
          {more.isError ? (
            <Text c="red" size="sm" mt="sm" role="alert">
              No se pudieron cargar más eventos. Intenta de nuevo.
            </Text>
          ) : null}
          <MoreButton
            hasMore={hasMore || more.isError}
            loading={more.isFetching}
            onMore={() =>
              !wantsMore ? setWantsMore(true) : more.isError ? more.refetch() : more.fetchNextPage()
            }
            label={`Ver más: ${props.title.toLowerCase()}`}
          />
        </>
      )}
    </Paper>
  );
}
