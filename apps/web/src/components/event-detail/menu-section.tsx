import { List, SimpleGrid, Text, Title } from '@mantine/core';
import type { EventDetailData } from './event-detail-data.ts';
import { InfoItem } from './info-item.tsx';

const COMPLEMENTS = [
  ['pastel', 'Pastel'],
  ['piñata', 'Piñata'],
  ['refrescos', 'Refrescos'],
  ['agua', 'Agua'],
  ['dulceros', 'Dulceros'],
  ['show', 'Show'],
] as const;

export function MenuSection({ event }: { event: EventDetailData }) {
  const guisados = [event.guisado, event.guisado1, event.guisado2, event.guisado3, event.guisado4].filter(
    Boolean,
  );
  return (
    <section aria-labelledby="event-detail-menu">
      <Title order={3} id="event-detail-menu" mb="sm">
        Menú y observaciones
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Guisados
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
              Sin guisados
            </Text>
          )}
        </div>
        <InfoItem label="Menú infantil" value={event.infantil} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" mt="md">
        {COMPLEMENTS.map(([field, label]) => (
          <InfoItem key={field} label={label} value={event[field]} />
        ))}
      </SimpleGrid>
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <InfoItem label="Comentarios" value={event.comentarios} fallback="Sin comentarios" />
      </div>
    </section>
  );
}
