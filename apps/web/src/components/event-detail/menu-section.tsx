import { List, SimpleGrid, Text, Title } from '@mantine/core';
import {
  CONTRACT_COMPLEMENTS,
  CONTRACT_LABELS,
  type contractOpenFields,
} from '@salones/shared/event-contract';
import type { EventDetailData } from './event-detail-data.ts';
import { InfoItem } from './info-item.tsx';

const L = CONTRACT_LABELS.menu;

export function MenuSection({
  event,
  open,
}: {
  event: EventDetailData;
  /** the contract page: an online booking's open menu reads 'Por definir con la sucursal' */
  open?: ReturnType<typeof contractOpenFields>;
}) {
  const guisados = [event.guisado, event.guisado1, event.guisado2, event.guisado3, event.guisado4].filter(
    Boolean,
  );
  return (
    <section aria-labelledby="event-detail-menu">
      <Title order={3} id="event-detail-menu" mb="sm">
        {L.title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {L.guisados}
          </Text>
          {guisados.length ? (
            <List size="sm">
              {guisados.map((g, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, read-only list; equal dishes may repeat
                <List.Item key={i}>{g}</List.Item>
              ))}
            </List>
          ) : (
            <Text fs="italic" c="dimmed">
              {open?.noGuisados ?? L.noGuisados}
            </Text>
          )}
        </div>
        <InfoItem label={L.infantil} value={event.infantil} fallback={open?.open} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" mt="md">
        {CONTRACT_COMPLEMENTS.map(([field, label]) => (
          <InfoItem key={field} label={label} value={event[field]} fallback={open?.open} />
        ))}
      </SimpleGrid>
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <InfoItem label={L.comentarios} value={event.comentarios} fallback={L.noComentarios} />
      </div>
    </section>
  );
}
