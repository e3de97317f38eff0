import { Card, Group, Stack, Text } from '@mantine/core';
import type { EventDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import { debtLabel } from '../../../components/event-detail/event-detail-data.ts';
import { type EventActions, EventOptions } from './user-events-table.tsx';

const Row = ({ label, value }: { label: string; value: string }) => (
  <Group justify="space-between" gap="xs" wrap="nowrap">
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={500} ta="right">
      {value}
    </Text>
  </Group>
);

/** The table's columns as cards, for phones. */
export function UserEventCards({ events, ...actions }: { events: EventDto[] } & EventActions) {
  return (
    <Stack gap="sm">
      {events.map((e) => (
        <Card key={e.uid} withBorder radius="md" padding="sm" component="article" aria-label={e.name}>
          <Text fw={700} mb={4}>
            {e.name}
          </Text>
          <Stack gap={2} mb="sm">
            <Row label="Paquete" value={e.paqueteName} />
            <Row label="Fecha" value={e.fecha} />
            <Row label="Abonado" value={formatMoney(e.abonado)} />
            <Row label="Adeudo" value={debtLabel(e.adeudo)} />
            <Row label="Total" value={formatMoney(e.precioTotal)} />
          </Stack>
          <EventOptions event={e} {...actions} />
        </Card>
      ))}
    </Stack>
  );
}
