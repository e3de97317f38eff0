// /admin/pagos' list: a table from 'sm' up, a card per payment on a phone (TableOrCards), each with its state
// in whole words, its reference and, for who may refund, 'Reembolsar'.
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@salones/shared/dates';
import { formatMoney } from '@salones/shared/money';
import type { PaymentDto } from '@salones/shared/payments';
import { Link } from 'react-router';
import { CardTitleRow } from '../../components/card-title-row.tsx';
import { LabelValueRow } from '../../components/label-value-row.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { PaymentReference, paymentKind, RefundButton } from '../../components/payments/payment-cells.tsx';
import { PaymentStateBadge } from '../../components/payments/refund-modal.tsx';
import { TableOrCards } from '../../components/table-or-cards.tsx';

export interface PaymentsListProps {
  payments: PaymentDto[];
  /** who may refund (permissions.ts `mayRefundPayments`) */
  mayRefund: boolean;
  onRefund: (payment: PaymentDto) => void;
}

const HEADERS = ['Fecha', 'Cliente', 'Tipo', 'Monto', 'Forma de pago', 'Estado', 'Referencia', 'Opciones'];
const paidOrMade = (p: PaymentDto) => formatDateTime(p.pagadoEl ?? p.creadoEl, 'short24');

/** 'Anticipo' or 'Saldo', a link to the event's contract once there is an event */
function Kind({ payment }: { payment: PaymentDto }) {
  return payment.evento ? (
    <Anchor component={Link} to={`/pdf/${payment.evento}`} size="sm">
      {paymentKind(payment)}
    </Anchor>
  ) : (
    paymentKind(payment)
  );
}

function PaymentsTable({ payments, mayRefund, onRefund }: PaymentsListProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <ListTable headers={HEADERS} screenReaderOnly={['Opciones']} aria-label="Pagos en línea">
        {payments.map((p) => (
          <Table.Tr key={p.uid}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{paidOrMade(p)}</Table.Td>
            <Table.Td>{p.cliente}</Table.Td>
            <Table.Td>
              <Kind payment={p} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(p.monto)}
              {p.reembolsado > 0 ? (
                <Text size="xs" c="dimmed">
                  Reembolsado {formatMoney(p.reembolsado)}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{p.metodo ?? '—'}</Table.Td>
            <Table.Td>
              <PaymentStateBadge payment={p} />
            </Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>
              <PaymentReference payment={p} />
            </Table.Td>
            <Table.Td>
              <RefundButton payment={p} mayRefund={mayRefund} onRefund={onRefund} />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Table.ScrollContainer>
  );
}

function PaymentCards({ payments, mayRefund, onRefund }: PaymentsListProps) {
  return (
    <Stack gap="sm" component="ul" aria-label="Pagos en línea" p={0} m={0} style={{ listStyle: 'none' }}>
      {payments.map((p) => (
        <Card key={p.uid} component="li" withBorder radius="md" padding="sm">
          <CardTitleRow title={p.cliente} badge={<PaymentStateBadge payment={p} />} />
          <Stack gap={4}>
            <LabelValueRow label="Fecha" value={paidOrMade(p)} />
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                Tipo
              </Text>
              <Text size="sm" fw={500} component="div">
                <Kind payment={p} />
              </Text>
            </Group>
            <LabelValueRow label="Monto" value={formatMoney(p.monto)} />
            {p.reembolsado > 0 ? (
              <LabelValueRow label="Reembolsado" value={formatMoney(p.reembolsado)} />
            ) : null}
            <LabelValueRow label="Forma de pago" value={p.metodo ?? '—'} />
            <LabelValueRow label="Referencia" value={p.referencia} />
            <RefundButton payment={p} mayRefund={mayRefund} onRefund={onRefund} fullWidth />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export function PaymentsList(props: PaymentsListProps) {
  return <TableOrCards table={<PaymentsTable {...props} />} cards={<PaymentCards {...props} />} />;
}
