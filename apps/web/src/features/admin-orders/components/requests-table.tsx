import { Table, VisuallyHidden } from '@mantine/core';
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { BookingStatusBadge } from '../../../components/booking-status-badge.tsx';
import { RequestActions } from './request-actions.tsx';
import { COLUMN_LABELS, requestColumns } from './request-row-data.ts';

const COLUMNS = Object.keys(COLUMN_LABELS) as (keyof typeof COLUMN_LABELS)[];

export function RequestsTable(props: {
  requests: BookingRequestDto[];
  now: Date;
  onReject: (r: BookingRequestDto) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c}>{COLUMN_LABELS[c]}</Table.Th>
            ))}
            <Table.Th>Estado</Table.Th>
            <Table.Th>
              <VisuallyHidden>Opciones</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.requests.map((r) => {
            const row = requestColumns(r, props.now);
            return (
              <Table.Tr key={r.uid} data-testid="request-row">
                {COLUMNS.map((c) => (
                  <Table.Td key={c} fw={c === 'cliente' ? 500 : undefined}>
                    {row[c]}
                  </Table.Td>
                ))}
                <Table.Td>
                  <BookingStatusBadge estado={r.estado} />
                </Table.Td>
                <Table.Td>
                  <RequestActions request={r} onReject={props.onReject} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
