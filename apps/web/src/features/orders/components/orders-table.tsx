import { Button, Table, VisuallyHidden } from '@mantine/core';
import { formatDateMx } from '@salones/shared/dates';
import type { EventDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import { IconEye } from '@tabler/icons-react';
import { debtLabel } from '../../../components/event-detail/event-detail-data.ts';

/** spec §2 /pedidos: Evento, Paquete, Fecha (dd/mm/yyyy), Abonado, Adeudo, Total, plus a view option. */
export function OrdersTable({ events, onView }: { events: EventDto[]; onView: (e: EventDto) => void }) {
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          {['Evento', 'Paquete', 'Fecha', 'Abonado', 'Adeudo', 'Total', ''].map((h) => (
            <Table.Th key={h || 'ver'}>{h || <VisuallyHidden>Opciones</VisuallyHidden>}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((e) => (
          <Table.Tr key={e.uid}>
            <Table.Td fw={500}>{e.name}</Table.Td>
            <Table.Td>{e.paqueteName}</Table.Td>
            <Table.Td>{formatDateMx(e.fecha)}</Table.Td>
            <Table.Td>{formatMoney(e.abonado)}</Table.Td>
            <Table.Td>{debtLabel(e.adeudo)}</Table.Td>
            <Table.Td>{formatMoney(e.precioTotal)}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconEye size={16} />}
                onClick={() => onView(e)}
                aria-label={`Ver ${e.name}`}
              >
                Ver
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
