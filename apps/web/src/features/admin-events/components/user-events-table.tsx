import { ActionIcon, Button, Group, Table, Tooltip } from '@mantine/core';
import type { EventDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import { IconEdit, IconFileText, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { debtLabel } from '../../../components/event-detail/event-detail-data.ts';

export interface EventActions {
  canDelete: boolean;
  onPay: (event: EventDto) => void;
  onDelete: (event: EventDto) => void;
}

/** Abonar, edit, contract (new tab) and delete (super_admin only) for one event. */
export function EventOptions({ event: e, ...props }: { event: EventDto } & EventActions) {
  return (
    <Group gap={6} wrap="nowrap">
      <Button size="xs" onClick={() => props.onPay(e)} disabled={e.adeudo <= 0}>
        Abonar
      </Button>
      <Tooltip label="Editar evento">
        <ActionIcon
          variant="light"
          component={Link}
          to={`/admin/event/edit/${e.uid}`}
          aria-label={`Editar ${e.name}`}
        >
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Ver contrato">
        <ActionIcon
          variant="light"
          color="teal"
          component="a"
          href={`/pdf/${e.uid}`}
          target="_blank"
          rel="noopener"
          aria-label={`Ver contrato de ${e.name}`}
        >
          <IconFileText size={18} />
        </ActionIcon>
      </Tooltip>
      {props.canDelete ? (
        <Tooltip label="Eliminar evento">
          <ActionIcon
            variant="light"
            color="red"
            onClick={() => props.onDelete(e)}
            aria-label={`Eliminar ${e.name}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/** spec §2 /admin/user/{id}: Evento, Paquete, Fecha (YYYY-MM-DD), Abonado, Adeudo, Total, Opciones. */
export function UserEventsTable({ events, ...props }: { events: EventDto[] } & EventActions) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {['Evento', 'Paquete', 'Fecha', 'Abonado', 'Adeudo', 'Total', 'Opciones'].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => (
            <Table.Tr key={e.uid}>
              <Table.Td fw={500}>{e.name}</Table.Td>
              <Table.Td>{e.paqueteName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.fecha}</Table.Td>
              <Table.Td>{formatMoney(e.abonado)}</Table.Td>
              <Table.Td>{debtLabel(e.adeudo)}</Table.Td>
              <Table.Td>{formatMoney(e.precioTotal)}</Table.Td>
              <Table.Td>
                <EventOptions event={e} {...props} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
