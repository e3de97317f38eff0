import { Button } from '@mantine/core';
import type { EventDto } from '@salones/shared/events';
import { IconConfetti } from '@tabler/icons-react';
import { AppModal } from '../app-modal.tsx';
import { PartyPanel } from './party-panel.tsx';

/** /pedidos: an event's 'Invitación' button. */
export function PartyButton(props: {
  event: EventDto;
  onOpen: (event: EventDto) => void;
  fullWidth?: boolean;
}) {
  return (
    <Button
      size={props.fullWidth ? 'sm' : 'xs'}
      variant="light"
      color="grape"
      fullWidth={props.fullWidth}
      style={{ flexShrink: 0 }}
      leftSection={<IconConfetti size={16} aria-hidden />}
      onClick={() => props.onOpen(props.event)}
      aria-label={`Invitación de ${props.event.name}`}
    >
      Invitación
    </Button>
  );
}

export function PartyModal(props: { event: EventDto | null; onClose: () => void }) {
  return (
    <AppModal
      opened={props.event !== null}
      onClose={props.onClose}
      title={`Invitación · ${props.event?.name ?? ''}`}
      size="xl"
    >
      {props.event ? <PartyPanel eventId={props.event.uid} /> : null}
    </AppModal>
  );
}
