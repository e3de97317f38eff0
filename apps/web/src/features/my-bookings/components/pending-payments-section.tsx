import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { formatLongDate } from '@salones/shared/dates';
import type { EventDto } from '@salones/shared/events';
import { type PaymentDto, PENDING_PAYMENT_TEXT as T } from '@salones/shared/payments';
import { PendingPaymentCard } from '../../../components/payments/payment-instructions.tsx';
import { usePendingPayments } from '../../../lib/api/payments.ts';

/**
 * The family's online payments on their way (OXXO vouchers, SPEI transfers) on /pedidos: what each pays, until
 * when, the voucher's reference and link or the transfer's CLABE and reference — kept here after the checkout,
 * so a voucher is paid, not asked for again. Nothing while there are none.
 */
export function PendingPaymentsSection(props: {
  events: readonly EventDto[];
  requests: readonly BookingRequestDto[];
}) {
  const pending = usePendingPayments();
  const pagos = pending.data?.pagos ?? [];
  if (pagos.length === 0) return null;
  const paraQue = (p: PaymentDto) => {
    const event = props.events.find((e) => e.uid === p.evento);
    if (event) return T.forWhat(p.tipo, event.name);
    const request = props.requests.find((r) => r.uid === p.solicitud);
    return request
      ? T.forWhat(p.tipo, `${request.paqueteName}, ${formatLongDate(request.fecha)}`)
      : undefined;
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="pagos-en-proceso">
      <Title order={2} size="h3" id="pagos-en-proceso">
        {T.title}
      </Title>
      <Text size="sm">{T.intro}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {pagos.map((p) => (
          <PendingPaymentCard key={p.uid} pago={p} paraQue={paraQue(p)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
