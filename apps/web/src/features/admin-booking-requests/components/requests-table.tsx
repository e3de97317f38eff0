import { Table, Text } from '@mantine/core';
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import type { ReactNode } from 'react';
import { BookingStatusBadge } from '../../../components/booking-status-badge.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { RequestActions } from './request-actions.tsx';
import { requestColumns } from './request-row-data.ts';

/** A value and, under it, a second line in smaller type (two columns of the cards share one cell here). */
function TwoLines({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <>
      <Text size="sm" fw={500}>
        {main}
      </Text>
      <Text size="xs" c="gray.7">
        {sub}
      </Text>
    </>
  );
}

const HEADERS = [
  'Cliente',
  'Sucursal',
  'Fecha y turno',
  'Paquete',
  'Precio',
  'Tiempo restante',
  'Estado',
  'Opciones',
];

/** /admin/orders at desktop widths: customer with phone, date with turno and package with guests share a cell. */
export function RequestsTable(props: {
  requests: BookingRequestDto[];
  now: Date;
  onReject: (r: BookingRequestDto) => void;
  onWhatsApp?: (r: BookingRequestDto) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <ListTable headers={HEADERS} screenReaderOnly={['Opciones']} verticalSpacing="sm">
        {props.requests.map((r) => {
          const row = requestColumns(r, props.now);
          return (
            <Table.Tr key={r.uid} data-testid="request-row">
              <Table.Td>
                <TwoLines main={row.cliente} sub={row.telefono} />
                {/* What the customer wrote, where staff decide */}
                {r.comentarios.trim() ? (
                  <Text
                    size="xs"
                    fs="italic"
                    mt={4}
                    maw={260}
                    lineClamp={3}
                    title={r.comentarios}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    Comentarios: {r.comentarios}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{row.sucursal}</Table.Td>
              <Table.Td>
                <TwoLines main={row.fecha} sub={row.turno} />
              </Table.Td>
              <Table.Td>
                <TwoLines main={row.paquete} sub={`${row.personas} personas`} />
              </Table.Td>
              <Table.Td>{row.precio}</Table.Td>
              <Table.Td>{row.vence}</Table.Td>
              {/* the badge keeps its whole word ('Confirmada') */}
              <Table.Td miw={136}>
                <BookingStatusBadge estado={r.estado} />
              </Table.Td>
              <Table.Td>
                <RequestActions request={r} onReject={props.onReject} onWhatsApp={props.onWhatsApp} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
    </Table.ScrollContainer>
  );
}
