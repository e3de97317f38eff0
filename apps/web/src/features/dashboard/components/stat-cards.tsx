import { Grid, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { DashboardDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import { IconCalendarEvent, IconCash, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';

function StatCard({
  label,
  value,
  icon,
  color,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fw={700} fz={{ base: 22, sm: 28 }} lh={1.2}>
            {value}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color} visibleFrom="xs">
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/**
 * Total earnings only arrive for super_admin (docs/product.md#6-roles-and-permissions), so the card shows
 * only then.
 */
export function StatCards({ data }: { data: DashboardDto }) {
  const hasEarnings = data.totalEarnings !== undefined;
  const small = { base: 6, sm: hasEarnings ? 4 : 6 };
  const cards = [
    ...(hasEarnings
      ? [
          {
            label: 'Ganancias totales',
            value: formatMoney(data.totalEarnings),
            icon: <IconCash />,
            color: 'green',
            span: { base: 12, sm: 4 },
          },
        ]
      : []),
    {
      label: 'Eventos',
      value: String(data.eventsCount),
      icon: <IconCalendarEvent />,
      color: 'grape',
      span: small,
    },
    { label: 'Usuarios', value: String(data.usersCount), icon: <IconUsers />, color: 'blue', span: small },
  ];
  return (
    <Grid gap="md">
      {cards.map(({ span, ...card }) => (
        <Grid.Col key={card.label} span={span}>
          <StatCard {...card} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
