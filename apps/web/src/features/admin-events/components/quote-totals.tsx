import { Alert, Box, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { debtLabel } from '@salones/shared/event-contract';
import { formatMoney, toCentavos, toPesos } from '@salones/shared/money';
import type { QuoteDto } from '@salones/shared/quote';
import { QuoteLines } from '../../../components/quote-lines.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { TotalLine } from './totals-summary.tsx';

/**
 * The wizard's totals are the server's quote (POST /api/event/cotizacion, the pricing POST
 * /api/event books with) line by line — package, day rules, extras, the code's and staff's discounts, total —
 * then the payment typed here and what stays owed. The web adds no price up. `notPriced`: what is still
 * missing before there is anything to quote.
 */
export function QuoteTotals(props: {
  quote: { data?: QuoteDto; isError: boolean; error: unknown; isFetching: boolean };
  /** the payment typed in this step, pesos */
  abono: number;
  notPriced?: string;
}) {
  const { quote, notPriced } = props;
  return (
    <Paper withBorder p={{ base: 4, sm: 'md' }} radius="md" aria-label="Totales" data-testid="wizard-totals">
      <Text fw={700} mb="xs">
        Totales
      </Text>
      {notPriced ? (
        <Stack gap={4}>
          {/* no total yet: the debt reads '—', never 'Liquidado' */}
          <TotalLine label="Adeudo" value="—" strong />
          <Text size="xs" c="dimmed">
            {notPriced}
          </Text>
        </Stack>
      ) : (
        <Box aria-live="polite" aria-busy={quote.isFetching}>
          {quote.isError ? (
            <Alert color="red" variant="light" role="alert" p="xs">
              {errorMessage(quote.error)}
            </Alert>
          ) : quote.data ? (
            <Stack gap={4}>
              <QuoteLines cotizacion={quote.data} caption="Cotización del evento" />
              <TotalLine label="Abonado" value={formatMoney(props.abono)} />
              <TotalLine
                label="Adeudo"
                value={debtLabel(toPesos(toCentavos(quote.data.total) - toCentavos(props.abono)))}
                strong
              />
            </Stack>
          ) : (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">Calculando el total…</Text>
            </Group>
          )}
        </Box>
      )}
    </Paper>
  );
}
