import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { formatLongDate } from '@salones/shared/dates';
import { debtLabel } from '@salones/shared/event-contract';
import type { EventDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import { BALANCE_PAST_DUE_LABEL, balanceDueLine, PAID_PAGE_TEXT } from '@salones/shared/payment-plan';
import { IconCircleCheck, IconCreditCard } from '@tabler/icons-react';
import { LabelValueRow } from '../../components/label-value-row.tsx';

/**
 * After a payment is received: the party it paid for, that its date is confirmed, and what is left — with its
 * due date and 'Pagar saldo' — or that it is paid in full.
 */
export function PaidParty({ event: e, onPay }: { event: EventDto; onPay: () => void }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tu-fiesta">
      <Stack gap="sm">
        <Text fw={600} c="green.8" data-testid="date-confirmed">
          <IconCircleCheck size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          {PAID_PAGE_TEXT.confirmed}
        </Text>
        <Title order={2} size="h4" id="tu-fiesta">
          {e.name}
        </Title>
        <Stack gap={4}>
          <LabelValueRow label="Fecha" value={formatLongDate(e.fecha)} />
          <LabelValueRow label="Turno" value={e.turno} />
          <LabelValueRow label="Sucursal" value={e.lugar.sucursal} />
          <LabelValueRow label="Paquete" value={e.paqueteName} />
          <LabelValueRow label="Total" value={formatMoney(e.precioTotal)} />
          <LabelValueRow label="Pagado" value={formatMoney(e.abonado)} />
        </Stack>
        {e.adeudo > 0 ? (
          <Stack gap="xs" data-testid="balance-left">
            {e.plan ? (
              <Text fw={600} c={e.plan.vencido ? 'red' : undefined}>
                {balanceDueLine(e.adeudo, e.plan.saldoVenceEl, e.plan.alReservar)}
                {e.plan.vencido ? ` (${BALANCE_PAST_DUE_LABEL})` : ''}
              </Text>
            ) : (
              <LabelValueRow label="Saldo" value={formatMoney(e.adeudo)} />
            )}
            <Button leftSection={<IconCreditCard size={16} aria-hidden />} onClick={onPay}>
              Pagar saldo
            </Button>
          </Stack>
        ) : (
          <Badge color="green" size="lg">
            {debtLabel(0)}
          </Badge>
        )}
      </Stack>
    </Paper>
  );
}
