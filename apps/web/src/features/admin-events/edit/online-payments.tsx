// Issue #22.10 (staff): on the event's screen, the payments made online for it — amount, method, state and the
// provider's reference — with a super_admin's refund (confirmed first), and the contract accepted online.
import { Alert, Card, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@salones/shared/dates';
import { formatMoney } from '@salones/shared/money';
import { ACCEPTED_LINE, type PaymentDto } from '@salones/shared/payments';
import { mayRefundPayments } from '@salones/shared/permissions';
import { useState } from 'react';
import { LabelValueRow } from '../../../components/label-value-row.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { PaymentReference, paymentKind, RefundButton } from '../../../components/payments/payment-cells.tsx';
import { PaymentStateBadge, RefundModal } from '../../../components/payments/refund-modal.tsx';
import { TableOrCards } from '../../../components/table-or-cards.tsx';
import { useEventAcceptance, usePayments } from '../../../lib/api/payments.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

const HEADERS = ['Fecha', 'Tipo', 'Monto', 'Forma de pago', 'Estado', 'Referencia', 'Opciones'];
/** '22/11/2026, 14:35' → the date and the hour of ACCEPTED_LINE, as staff read times (24-hour clock) */
const acceptedAt = (at: string) => formatDateTime(at, 'short24').split(', ') as [string, string];
const amount = (p: PaymentDto) =>
  p.reembolsado > 0
    ? `${formatMoney(p.monto)} (reembolsado ${formatMoney(p.reembolsado)})`
    : formatMoney(p.monto);

export function OnlinePayments({ eventId }: { eventId: string }) {
  const session = useSession();
  const mayRefund = mayRefundPayments(session.user);
  const payments = usePayments({ evento: eventId, page: 1 });
  const acceptance = useEventAcceptance(eventId);
  const [refunding, setRefunding] = useState<PaymentDto | null>(null);
  const a = acceptance.data;
  const list = payments.data?.pagos ?? [];
  return (
    <Stack gap="sm">
      {acceptance.isLoading ? (
        <Skeleton h={20} />
      ) : a ? (
        <Text size="sm" data-testid="contract-acceptance">
          {ACCEPTED_LINE(a.nombre, ...acceptedAt(a.aceptadoEl), a.version)}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          El contrato no se aceptó en línea.
        </Text>
      )}
      {payments.isError ? (
        <Alert color="red" title="No se pudieron cargar los pagos en línea">
          {errorMessage(payments.error)}
        </Alert>
      ) : payments.isLoading ? (
        <Skeleton h={60} />
      ) : list.length === 0 ? (
        <Text c="dimmed">Este evento no tiene pagos en línea.</Text>
      ) : (
        <TableOrCards
          table={
            <ListTable
              headers={HEADERS}
              screenReaderOnly={['Opciones']}
              verticalSpacing="xs"
              aria-label="Pagos en línea del evento"
            >
              {list.map((p) => (
                <Table.Tr key={p.uid}>
                  <Table.Td>{formatDateTime(p.pagadoEl ?? p.creadoEl, 'short24')}</Table.Td>
                  <Table.Td>{paymentKind(p)}</Table.Td>
                  <Table.Td>{amount(p)}</Table.Td>
                  <Table.Td>{p.metodo ?? '—'}</Table.Td>
                  <Table.Td miw={130}>
                    <PaymentStateBadge payment={p} />
                  </Table.Td>
                  <Table.Td>
                    <PaymentReference payment={p} />
                  </Table.Td>
                  <Table.Td>
                    <RefundButton payment={p} mayRefund={mayRefund} onRefund={setRefunding} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
          }
          cards={
            <Stack gap="xs">
              {list.map((p) => (
                <Card
                  key={p.uid}
                  withBorder
                  padding="sm"
                  component="article"
                  aria-label={`Pago ${paymentKind(p)}`}
                >
                  <Stack gap={4}>
                    <LabelValueRow
                      label="Fecha"
                      value={formatDateTime(p.pagadoEl ?? p.creadoEl, 'short24')}
                    />
                    <LabelValueRow label="Tipo" value={paymentKind(p)} />
                    <LabelValueRow label="Monto" value={amount(p)} />
                    <LabelValueRow label="Forma de pago" value={p.metodo ?? '—'} />
                    <LabelValueRow label="Referencia" value={p.referencia} />
                    <PaymentStateBadge payment={p} />
                    <RefundButton payment={p} mayRefund={mayRefund} onRefund={setRefunding} fullWidth />
                  </Stack>
                </Card>
              ))}
            </Stack>
          }
        />
      )}
      <RefundModal payment={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}
