// /pagos/{id} — where Stripe's page sends the family back; the status updates by itself
// ('Procesando…', 'Pago recibido', 'Ficha OXXO pendiente: paga antes del …', 'El pago no se completó'). A voucher
// or transfer on its way keeps its details here (reference, link, CLABE); once paid, the party it is for, that
// the date is confirmed, and what is left with its due date and 'Pagar saldo'.
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@salones/shared/money';
import { paymentStatusText } from '@salones/shared/payments';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { LabelValueRow } from '../../components/label-value-row.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { PayBalanceModal } from '../../components/payments/pay-balance-modal.tsx';
import { PaymentInstructions } from '../../components/payments/payment-instructions.tsx';
import { useEvent } from '../../lib/api/events.ts';
import { usePayment } from '../../lib/api/payments.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { PaidParty } from './paid-party.tsx';

const COLORS = { pagado: 'green', abierto: 'blue', pendiente: 'yellow', revisar: 'yellow' } as Record<
  string,
  string
>;

export function PaymentStatusPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const pago = usePayment(id);
  const p = pago.data;
  const paid = p?.estado === 'pagado' && !!p.evento;
  const event = useEvent(p?.evento ?? '', { enabled: paid });
  const [paying, setPaying] = useState(false);
  if (!session.isLoading && !session.isLoggedIn) return <Navigate to="/" replace />;
  return (
    <Container size="sm" py="xl">
      <PageMeta title="Tu pago" />
      <Stack gap="md">
        <Title order={1} size="h2">
          Tu pago
        </Title>
        {pago.isLoading ? <LoadingSpinner /> : null}
        {pago.isError ? <Alert color="red">{errorMessage(pago.error)}</Alert> : null}
        {p ? (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Alert color={COLORS[p.estado] ?? 'red'} role="status" aria-live="polite">
                <Text fw={600} size="lg">
                  {paymentStatusText(p)}
                </Text>
              </Alert>
              <LabelValueRow
                label={p.tipo === 'anticipo' ? 'Anticipo' : 'Abono'}
                value={formatMoney(p.monto)}
              />
              {p.metodo ? <LabelValueRow label="Forma de pago" value={p.metodo} /> : null}
              {p.reembolsado > 0 ? (
                <LabelValueRow label="Reembolsado" value={formatMoney(p.reembolsado)} />
              ) : null}
              {p.estado === 'pendiente' ? <PaymentInstructions pago={p} /> : null}
              {p.estado === 'abierto' && p.url ? (
                <Button component="a" href={p.url}>
                  Continuar con el pago
                </Button>
              ) : null}
            </Stack>
          </Paper>
        ) : null}
        {paid && event.data ? <PaidParty event={event.data} onPay={() => setPaying(true)} /> : null}
        {paid && event.isLoading ? <LoadingSpinner label="Cargando tu fiesta" /> : null}
        <Button component={Link} to="/pedidos" variant="light">
          Ir a mis pedidos
        </Button>
      </Stack>
      <PayBalanceModal event={paying && event.data ? event.data : null} onClose={() => setPaying(false)} />
    </Container>
  );
}
