import { Stack, Text, Title } from '@mantine/core';
import { MSG } from '@salones/shared/messages';
import { PageMeta } from '../../components/page-meta.tsx';

/** spec §2 /admin/orders: only a placeholder. */
export function OrdersPage() {
  return (
    <Stack>
      <PageMeta title="Pedidos | Administración" />
      <Title order={2}>Pedidos</Title>
      <Text>{MSG.ordersPlaceholder}</Text>
    </Stack>
  );
}
