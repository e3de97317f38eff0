import { Card, Stack, Text } from '@mantine/core';
import type { EventDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import { debtLabel } from '../../../components/event-detail/event-detail-data.ts';
import { LabelValueRow } from '../../../components/label-value-row.tsx';
import { type EventActions, EventOptions } from './user-events-table.tsx';

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
            <LabelValueRow label="Paquete" value={e.paqueteName} />
            <LabelValueRow label="Fecha" value={e.fecha} />
            <LabelValueRow label="Abonado" value={formatMoney(e.abonado)} />
            <LabelValueRow label="Adeudo" value={debtLabel(e.adeudo)} />
            <LabelValueRow label="Total" value={formatMoney(e.precioTotal)} />
          </Stack>
          <EventOptions event={e} {...actions} />
        </Card>
      ))}
    </Stack>
  );
}
