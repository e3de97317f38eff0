import { Paper, SimpleGrid, Text } from '@mantine/core';
import { ATTENDANCE_BANDS } from '@salones/shared/constants';
import { formatMoney } from '@salones/shared/money';

/** docs/product.md#3-entities-and-their-fields: basico for 50 to 100 people, grande for 101 to 150. */
export function PackagePrices({ basico, grande }: { basico: number; grande: number }) {
  const prices = [
    { band: ATTENDANCE_BANDS.basico, amount: basico },
    { band: ATTENDANCE_BANDS.grande, amount: grande },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {prices.map(({ band, amount }) => (
        <Paper key={band.label} withBorder radius="md" p="md" ta="center">
          <Text size="sm" c="gray.7">
            {band.label}
          </Text>
          <Text fz={28} fw={800} lh={1.3}>
            {formatMoney(amount)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
