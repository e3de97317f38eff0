import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateMx } from '@salones/shared/dates';
import type { EventDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import { IconEye } from '@tabler/icons-react';
import { debtLabel } from '../../../components/event-detail/event-detail-data.ts';
import { LabelValueRow } from '../../../components/label-value-row.tsx';

/** The same columns as cards, for phones (no horizontal scrolling). */
export function OrderCards({ events, onView }: { events: EventDto[]; onView: (e: EventDto) => void }) {
  return (
    <SimpleGrid cols={1} spacing="sm">
      {events.map((e) => (
        <Card key={e.uid} withBorder radius="md" padding="md" component="article" aria-label={e.name}>
          <Group justify="space-between" mb="xs" wrap="nowrap" align="flex-start">
            <Text fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {e.name}
            </Text>
            {e.adeudo === 0 ? <Badge color="green">{debtLabel(0)}</Badge> : null}
          </Group>
          <Stack gap={4}>
            <LabelValueRow label="Paquete" value={e.paqueteName} />
            <LabelValueRow label="Fecha" value={formatDateMx(e.fecha)} />
            <LabelValueRow label="Abonado" value={formatMoney(e.abonado)} />
            <LabelValueRow label="Adeudo" value={debtLabel(e.adeudo)} />
            <LabelValueRow label="Total" value={formatMoney(e.precioTotal)} />
          </Stack>
          <Button
            mt="sm"
            variant="light"
            fullWidth
            leftSection={<IconEye size={16} />}
            onClick={() => onView(e)}
          >
            Ver
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
