// The edit page shows the event's money — every payment (abono) and 'Abonar' — so staff need not
// go back to the customer's events to see or add one.
import { Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDateMx } from '@salones/shared/dates';
import type { EventDto, EventPaymentDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { LabelValueRow } from '../../../components/label-value-row.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { TableOrCards } from '../../../components/table-or-cards.tsx';
import { PaymentModal } from '../components/payment-modal.tsx';

const HEADERS = ['Fecha de pago', 'Abono', 'Forma de pago', 'Recibió'];
const row = (p: EventPaymentDto) => [
  formatDateMx(p.fechadePago),
  formatMoney(p.abono),
  p.metodo,
  p.recibioName,
];

export function PaymentsList({ event }: { event: EventDto }) {
  const [paying, setPaying] = useState(false);
  return (
    <Stack gap="sm">
      {event.abonos.length === 0 ? (
        <Text c="dimmed">Este evento no tiene abonos.</Text>
      ) : (
        <TableOrCards
          table={
            <ListTable headers={HEADERS} verticalSpacing="xs" aria-label="Abonos del evento">
              {event.abonos.map((p) => (
                <Table.Tr key={p._id}>
                  {row(p).map((value, i) => (
                    <Table.Td key={HEADERS[i]}>{value}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </ListTable>
          }
          cards={
            <SimpleGrid cols={1} spacing="xs" aria-label="Abonos del evento" role="list">
              {event.abonos.map((p) => (
                <Card key={p._id} withBorder radius="md" padding="sm" role="listitem">
                  {row(p).map((value, i) => (
                    <LabelValueRow key={HEADERS[i]} label={HEADERS[i]} value={value} />
                  ))}
                </Card>
              ))}
            </SimpleGrid>
          }
        />
      )}
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          Abonado: <b>{formatMoney(event.abonado)}</b> · Adeudo: <b>{formatMoney(event.adeudo)}</b>
        </Text>
        <Button
          variant="light"
          leftSection={<IconCash size={18} />}
          onClick={() => setPaying(true)}
          disabled={event.adeudo <= 0}
        >
          Abonar
        </Button>
      </Group>
      <PaymentModal event={paying ? event : null} onClose={() => setPaying(false)} />
    </Stack>
  );
}
