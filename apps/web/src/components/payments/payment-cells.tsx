// Issue #22.10: the parts of an online payment's row that the payments screen and the event's screen share.
import { Button, Text } from '@mantine/core';
import type { PaymentDto } from '@salones/shared/payments';
import { isRefundable } from './refund-modal.tsx';

/** 'Anticipo' or 'Saldo' */
export const paymentKind = (p: PaymentDto) => (p.tipo === 'anticipo' ? 'Anticipo' : 'Saldo');

/** The provider's reference, in a fixed-width font so staff can compare it with the provider's dashboard. */
export function PaymentReference({ payment }: { payment: PaymentDto }) {
  return (
    <Text size="xs" ff="monospace">
      {payment.referencia}
    </Text>
  );
}

/** 'Reembolsar', for who may refund (permissions.ts `mayRefundPayments`) while something can still be refunded. */
export function RefundButton(props: {
  payment: PaymentDto;
  mayRefund: boolean;
  onRefund: (p: PaymentDto) => void;
  fullWidth?: boolean;
}) {
  if (!props.mayRefund || !isRefundable(props.payment)) return null;
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      fullWidth={props.fullWidth}
      onClick={() => props.onRefund(props.payment)}
    >
      Reembolsar
    </Button>
  );
}
