import { Button } from '@mantine/core';
import type { EventDto } from '@salones/shared/events';
import { IconEye } from '@tabler/icons-react';

/** A list row's 'Ver': opens the event's contract-style view (dashboard cards, /pedidos). */
export function ViewEventButton({ event, onView }: { event: EventDto; onView: (event: EventDto) => void }) {
  return (
    <Button
      size="xs"
      variant="light"
      style={{ flexShrink: 0 }}
      leftSection={<IconEye size={16} />}
      onClick={() => onView(event)}
      aria-label={`Ver ${event.name}`}
    >
      Ver
    </Button>
  );
}
