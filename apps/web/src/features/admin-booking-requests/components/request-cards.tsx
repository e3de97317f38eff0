import { Card, SimpleGrid, Stack } from '@mantine/core';
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { RequestCardHeader } from '../../../components/booking-status-badge.tsx';
import { LabelValueRow } from '../../../components/label-value-row.tsx';
import { RequestActions } from './request-actions.tsx';
import { COLUMN_LABELS, requestColumns } from './request-row-data.ts';

const CARD_ROWS = (Object.keys(COLUMN_LABELS) as (keyof typeof COLUMN_LABELS)[]).filter(
  (c) => c !== 'cliente',
);

/** The same columns as cards, for phones (no horizontal scrolling). */
export function RequestCards(props: {
  requests: BookingRequestDto[];
  now: Date;
  onReject: (r: BookingRequestDto) => void;
  onWhatsApp?: (r: BookingRequestDto) => void;
}) {
  return (
    <SimpleGrid cols={1} spacing="sm">
      {props.requests.map((r) => {
        const row = requestColumns(r, props.now);
        return (
          <Card key={r.uid} withBorder radius="md" padding="md" component="article" aria-label={row.cliente}>
            <RequestCardHeader title={row.cliente} estado={r.estado} />
            <Stack gap={4} mb="sm">
              {CARD_ROWS.map((c) => (
                <LabelValueRow key={c} label={COLUMN_LABELS[c]} value={row[c]} />
              ))}
            </Stack>
            <RequestActions request={r} onReject={props.onReject} onWhatsApp={props.onWhatsApp} fullWidth />
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
