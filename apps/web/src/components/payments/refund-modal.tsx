// A payment's state as a badge, and a super_admin's refund of an online payment — all or
// part, with its reason, confirmed before it is asked of the provider. Used by /admin/pagos and the event's screen.
import { Badge, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { formatMoney } from '@salones/shared/money';
import { ONLINE_PAYMENT_STATE_LABELS, type PaymentDto } from '@salones/shared/payments';
import { useState } from 'react';
import { paymentKeys, refundPayment } from '../../lib/api/payments.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';

const STATE_COLORS: Record<string, string> = {
  pagado: 'green',
  abierto: 'blue',
  pendiente: 'yellow',
  revisar: 'orange',
  reembolsado: 'gray',
  reembolsado_parcial: 'gray',
};

/**
 * The state in whole words ('Reembolsado parcial' beside 'Reembolsado'): a badge clips its label, and a table
 * narrows its cells to their least width, so it keeps the width of its words.
 */
export function PaymentStateBadge({ payment }: { payment: PaymentDto }) {
  return (
    <Badge
      color={STATE_COLORS[payment.estado] ?? 'red'}
      title={payment.revisar ?? undefined}
      miw="max-content"
    >
      {ONLINE_PAYMENT_STATE_LABELS[payment.estado]}
    </Badge>
  );
}

/** What the API refunds (refund-payment.ts): money received, not yet all given back. */
export const isRefundable = (p: PaymentDto) =>
  ['pagado', 'reembolsado_parcial', 'revisar'].includes(p.estado);

export function RefundModal({ payment, onClose }: { payment: PaymentDto | null; onClose: () => void }) {
  const [monto, setMonto] = useState<number | string>('');
  const [motivo, setMotivo] = useState('');
  const refund = useApiMutation({
    mutationFn: refundPayment,
    // the abono and the debt change with it
    invalidate: [paymentKeys.all, queryKeys.events.all],
    onSuccess: () => {
      setMonto('');
      setMotivo('');
      onClose();
    },
  });
  const left = payment ? payment.monto - payment.reembolsado : 0;
  return (
    <Modal opened={!!payment} onClose={onClose} title="Reembolsar pago" centered>
      {payment ? (
        <Stack gap="sm">
          <Text>
            Se devolverá el dinero a {payment.cliente} por el mismo medio de pago y se descontará del abono
            del evento. Quedan {formatMoney(left)} por reembolsar.
          </Text>
          <NumberInput
            label="Monto (vacío: todo lo que queda)"
            value={monto}
            onChange={setMonto}
            min={0}
            max={left}
            decimalScale={2}
            prefix="$"
          />
          <Textarea
            label="Motivo"
            required
            value={motivo}
            onChange={(e) => setMotivo(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={refund.isPending}>
              No reembolsar
            </Button>
            <Button
              color="red"
              loading={refund.isPending}
              disabled={motivo.trim() === ''}
              onClick={() =>
                refund.mutate({ id: payment.uid, motivo, monto: monto === '' ? undefined : Number(monto) })
              }
            >
              Sí, reembolsar {formatMoney(monto === '' ? left : Number(monto))}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
