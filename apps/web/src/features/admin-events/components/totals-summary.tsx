import { Group, Paper, Stack, Text } from '@mantine/core';
import { debtLabel } from '@salones/shared/event-contract';
import { formatMoney, toPesos } from '@salones/shared/money';
import type { EventMoney } from '@salones/shared/pricing';

/** One label–amount row of a totals panel (also the wizard's quote totals). */
export function TotalLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
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

/**
 * Live totals (docs/product.md#4-states-and-transitions) from the shared pricing rule; money arrives in
 * centavos. `notPriced`: the package or the head count is not chosen yet, so there is no total — the debt
 * reads '—', never 'Liquidado', and the note says what is missing.
 */
export function TotalsSummary({
  money,
  title = 'Totales',
  notPriced,
}: {
  money: EventMoney;
  title?: string;
  notPriced?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" aria-label={title}>
      <Text fw={700} mb="xs">
        {title}
      </Text>
      <Stack gap={4}>
        <TotalLine label="Paquete" value={formatMoney(toPesos(money.precioPaquete))} />
        <TotalLine label="Adicionales" value={formatMoney(toPesos(money.extrasTotal))} />
        <TotalLine label="Descuento" value={formatMoney(toPesos(money.descuento))} />
        <TotalLine label="Total" value={notPriced ? '—' : formatMoney(toPesos(money.precioTotal))} strong />
        <TotalLine label="Abonado" value={formatMoney(toPesos(money.abonado))} />
        <TotalLine label="Adeudo" value={notPriced ? '—' : debtLabel(toPesos(money.adeudo))} strong />
      </Stack>
      {notPriced ? (
        <Text size="xs" c="dimmed" mt="xs">
          {notPriced}
        </Text>
      ) : null}
    </Paper>
  );
}
