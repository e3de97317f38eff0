import { Divider, Stack, Text } from '@mantine/core';
import {
  CONTRACT_LABELS,
  contractOpenFields,
  fullName,
  isOnlineBooking,
} from '@salones/shared/event-contract';
import type { EventAcceptance } from '@salones/shared/payments';
import { AcceptedTerms } from './accepted-terms.tsx';
import { EventDataSection } from './event-data-section.tsx';
import classes from './event-detail.module.css';
import type { EventDetailData } from './event-detail-data.ts';
import { MenuSection } from './menu-section.tsx';
import { PaymentsSection } from './payments-section.tsx';

/**
 * docs/product.md#2-screens-and-routes "Event detail/print view": the read-only contract used by /pdf, /pedidos,
 * the dashboard and the wizard. `contract` (the contract page): the terms accepted online, printed with their
 * acceptance, and the open fields filled as the PDF fills them (event-contract.ts contractOpenFields).
 */
export function EventDetail({
  event,
  contract,
}: {
  event: EventDetailData;
  contract?: { accepted: EventAcceptance | null };
}) {
  const cliente = fullName({ name: event.userName, lastname: event.lastname });
  const open = contract
    ? contractOpenFields(event, { enLinea: isOnlineBooking(event, contract.accepted) })
    : undefined;
  return (
    <Stack gap="lg" className={classes.root}>
      <EventDataSection event={event} open={open} />
      <Divider />
      <PaymentsSection event={event} />
      <Divider />
      <MenuSection event={event} open={open} />
      {contract?.accepted ? (
        <>
          <Divider />
          <AcceptedTerms accepted={contract.accepted} />
        </>
      ) : null}
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
