import { Group, type MantineSpacing, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A record card's first line: its title (long ones wrap anywhere) and, beside it, an optional badge. */
export function CardTitleRow(props: { title: string; badge?: ReactNode; mb?: MantineSpacing }) {
  return (
    <Group justify="space-between" mb={props.mb ?? 'xs'} wrap="nowrap" align="flex-start">
      <Text fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {props.title}
      </Text>
      {props.badge}
    </Group>
  );
}
