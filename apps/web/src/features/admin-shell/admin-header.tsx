import { Burger, Group, Stack, Text } from '@mantine/core';
import type { UserDto } from '@salones/shared/accounts';
import { ROLE_LABELS } from '@salones/shared/constants';
import { formatDateMx, todayInMexicoCity } from '@salones/shared/dates';

/**
 * docs/product.md#2-screens-and-routes: today's date (es-MX), the burger, 'Hola,' + name and the role label.
 */
export function AdminHeader(props: {
  user: UserDto;
  desktopOpened: boolean;
  drawerOpened: boolean;
  onToggleDesktop: () => void;
  onToggleDrawer: () => void;
}) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={props.drawerOpened}
          onClick={props.onToggleDrawer}
          hiddenFrom="sm"
          size="sm"
          aria-label="Menú"
          aria-expanded={props.drawerOpened}
        />
        <Burger
          opened={props.desktopOpened}
          onClick={props.onToggleDesktop}
          visibleFrom="sm"
          size="sm"
          aria-label="Menú"
          aria-expanded={props.desktopOpened}
        />
        <Text size="sm" data-testid="admin-today">
          {formatDateMx(todayInMexicoCity())}
        </Text>
      </Group>
      <Stack gap={0} align="flex-end" style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate="end" maw="100%">
          Hola, {props.user.name}
        </Text>
        <Text size="xs" c="dimmed">
          {ROLE_LABELS[props.user.role]}
        </Text>
      </Stack>
    </Group>
  );
}
