import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { EventDetail } from './event-detail.tsx';
import type { EventDetailData } from './event-detail-data.ts';

/** The contract-style view in a modal (dashboard rows, /pedidos rows, the wizard's preview). */
export function EventDetailModal(props: {
  event: EventDetailData | null;
  onClose: () => void;
  title?: string;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={props.event !== null}
      onClose={props.onClose}
      title={props.title ?? 'Contrato del evento'}
      size="xl"
      fullScreen={isPhone}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {props.event ? <EventDetail event={props.event} /> : null}
    </Modal>
  );
}
