import { Group, Paper, Stack, Text } from '@mantine/core';
import { debtLabel } from '@salones/shared/event-contract';
import { formatMoney, toPesos } from '@salones/shared/money';
import type { EventMoney } from '@salones/shared/pricing';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} data-testid={`total-${label.toLowerCase()}`}>
        {value}
      </Text>
    </Group>
  );
}

/** Live totals (spec §4) from the shared pricing rule; money arrives in centavos. */
export function TotalsSummary({ money, title = 'Totales' }: { money: EventMoney; title?: string }) {
  return (
    <Paper withBorder p="md" radius="md" aria-label={title}>
      <Text fw={700} mb="xs">
        {title}
      </Text>
      <Stack gap={4}>
        <Line label="Paquete" value={formatMoney(toPesos(money.precioPaquete))} />
        <Line label="Adicionales" value={formatMoney(toPesos(money.extrasTotal))} />
        <Line label="Descuento" value={formatMoney(toPesos(money.descuento))} />
        <Line label="Total" value={formatMoney(toPesos(money.precioTotal))} strong />
        <Line label="Abonado" value={formatMoney(toPesos(money.abonado))} />
        <Line label="Adeudo" value={debtLabel(toPesos(money.adeudo))} strong />
      </Stack>
    </Paper>
  );
}
