// /pagos/{id} — where Stripe's page sends the family back; the status updates by itself
// ('Procesando…', 'Pago recibido', 'Ficha OXXO pendiente: paga antes del …', 'El pago no se completó').
import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@salones/shared/money';
import { paymentStatusText } from '@salones/shared/payments';
import { Link, Navigate, useParams } from 'react-router';
import { LabelValueRow } from '../../components/label-value-row.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { usePayment } from '../../lib/api/payments.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';

const COLORS = { pagado: 'green', abierto: 'blue', pendiente: 'yellow', revisar: 'yellow' } as Record<
  string,
  string
>;

export function PaymentStatusPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const pago = usePayment(id);
  if (!session.isLoading && !session.isLoggedIn) return <Navigate to="/" replace />;
  const p = pago.data;
  return (
    <Container size="sm" py="xl">
      <PageMeta title="Tu pago" />
      <Stack gap="md">
        <Title order={1} size="h2">
          Tu pago
        </Title>
        {pago.isLoading ? <Loader aria-label="Cargando" /> : null}
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
              {p.estado === 'abierto' && p.url ? (
                <Button component="a" href={p.url}>
                  Continuar con el pago
                </Button>
              ) : null}
              <Button component={Link} to="/pedidos" variant="light">
                Ir a mis pedidos
              </Button>
            </Stack>
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
