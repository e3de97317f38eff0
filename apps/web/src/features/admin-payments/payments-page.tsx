// The online payments — method, state, Stripe reference — and, for a super_admin, a
// refund with confirmation (all or part, with its reason).
import { Alert, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import {
  ONLINE_PAYMENT_STATE_LABELS,
  ONLINE_PAYMENT_STATES,
  PAYMENTS_PAGE_SIZE,
  type PaymentDto,
} from '@salones/shared/payments';
import { mayRefundPayments } from '@salones/shared/permissions';
import { useState } from 'react';
import { PageMeta } from '../../components/page-meta.tsx';
import { RefundModal } from '../../components/payments/refund-modal.tsx';
import { RowsSkeleton } from '../../components/query-content.tsx';
import { usePayments } from '../../lib/api/payments.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { PaymentsList } from './payments-list.tsx';

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
      {list.isLoading ? <RowsSkeleton height={40} /> : null}
      <PaymentsList payments={list.data?.pagos ?? []} mayRefund={mayRefund} onRefund={setRefunding} />
      {list.data && list.data.total === 0 ? <Text c="dimmed">No hay pagos en línea.</Text> : null}
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
      <RefundModal payment={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}
