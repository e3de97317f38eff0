import { ActionIcon, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ATTENDANCE_BANDS } from '@salones/shared/constants';
import { formatMoney } from '@salones/shared/money';
import type { PackageDetailDto } from '@salones/shared/packages';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

export function CartItem({ item, onRemove }: { item: PackageDetailDto; onRemove: () => void }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid="cart-item">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md" style={{ minWidth: 0 }}>
          <div
            aria-hidden
            style={{
              width: 12,
              alignSelf: 'stretch',
              borderRadius: 6,
              background: item.color,
              flexShrink: 0,
            }}
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              <Anchor component={Link} to={`/${item.lugar.lugarname}/${item.uid}`} inherit>
                {item.name}
              </Anchor>
            </Title>
            <Text size="sm" c="gray.7">
              {item.lugar.sucursal}
            </Text>
            <Text size="sm">
              {ATTENDANCE_BANDS.basico.label}: <strong>{formatMoney(item.basico)}</strong>
            </Text>
            <Text size="sm">
              {ATTENDANCE_BANDS.grande.label}: <strong>{formatMoney(item.grande)}</strong>
            </Text>
          </Stack>
        </Group>
        <ActionIcon
          variant="light"
          color="red"
          size="lg"
          onClick={onRemove}
          aria-label={`Quitar ${item.name} del carrito`}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
