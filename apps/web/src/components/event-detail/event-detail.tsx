import { Divider, Stack, Text } from '@mantine/core';
import { CONTRACT_LABELS, fullName } from '@salones/shared/event-contract';
import { EventDataSection } from './event-data-section.tsx';
import classes from './event-detail.module.css';
import type { EventDetailData } from './event-detail-data.ts';
import { MenuSection } from './menu-section.tsx';
import { PaymentsSection } from './payments-section.tsx';

/**
 * docs/product.md#2-screens-and-routes "Event detail/print view": the read-only contract used by /pdf,
 * /pedidos, the dashboard and the wizard.
 */
export function EventDetail({ event }: { event: EventDetailData }) {
  const cliente = fullName({ name: event.userName, lastname: event.lastname });
  return (
    <Stack gap="lg" className={classes.root}>
      <EventDataSection event={event} />
      <Divider />
      <PaymentsSection event={event} />
      <Divider />
      <MenuSection event={event} />
      <div className={classes.signature}>
        <div className={classes.signatureLine}>
          <Text fw={600}>{CONTRACT_LABELS.firma}</Text>
          {cliente ? (
            <Text size="sm" c="dimmed">
              {cliente}
            </Text>
          ) : null}
        </div>
      </div>
    </Stack>
  );
}
