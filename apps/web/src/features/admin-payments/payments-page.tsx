// Issue #22.10 (staff): the online payments — method, state, Stripe reference — and, for a super_admin, a
// refund with confirmation (all or part, with its reason).
import { Alert, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@salones/shared/dates';
import { formatMoney } from '@salones/shared/money';
import {
  ONLINE_PAYMENT_STATE_LABELS,
  ONLINE_PAYMENT_STATES,
  PAYMENTS_PAGE_SIZE,
  type PaymentDto,
} from '@salones/shared/payments';
import { mayRefundPayments } from '@salones/shared/permissions';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { PaymentReference, paymentKind, RefundButton } from '../../components/payments/payment-cells.tsx';
import { PaymentStateBadge, RefundModal } from '../../components/payments/refund-modal.tsx';
import { usePayments } from '../../lib/api/payments.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';

export function PaymentsPage() {
  const session = useSession();
  const [estado, setEstado] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = usePayments({ estado: estado ?? undefined, page });
  const [refunding, setRefunding] = useState<PaymentDto | null>(null);
  const mayRefund = mayRefundPayments(session.user);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAYMENTS_PAGE_SIZE));
  return (
    <Stack gap="md">
      <PageMeta title="Pagos en línea" />
      <Title order={1} size="h2">
        Pagos en línea
      </Title>
      <Select
        label="Estado"
        placeholder="Todos"
        clearable
        maw={260}
        data={ONLINE_PAYMENT_STATES.map((s) => ({ value: s, label: ONLINE_PAYMENT_STATE_LABELS[s] }))}
        value={estado}
        onChange={(v) => {
          setEstado(v);
          setPage(1);
        }}
      />
      {list.isError ? <Alert color="red">{errorMessage(list.error)}</Alert> : null}
      <Table.ScrollContainer minWidth={820}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fecha</Table.Th>
              <Table.Th>Cliente</Table.Th>
              <Table.Th>Tipo</Table.Th>
              <Table.Th>Monto</Table.Th>
              <Table.Th>Forma de pago</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th>Referencia</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.pagos ?? []).map((p) => (
              <Table.Tr key={p.uid}>
                <Table.Td>{formatDateTime(p.pagadoEl ?? p.creadoEl, 'long')}</Table.Td>
                <Table.Td>{p.cliente}</Table.Td>
                <Table.Td>
                  {p.evento ? <Link to={`/pdf/${p.evento}`}>{paymentKind(p)}</Link> : paymentKind(p)}
                </Table.Td>
                <Table.Td>
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
                <Table.Td>
                  <PaymentReference payment={p} />
                </Table.Td>
                <Table.Td>
                  <RefundButton payment={p} mayRefund={mayRefund} onRefund={setRefunding} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data && list.data.total === 0 ? <Text c="dimmed">No hay pagos en línea.</Text> : null}
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
      <RefundModal payment={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}
