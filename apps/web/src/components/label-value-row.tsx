import { Group, Text } from '@mantine/core';

/** A muted label on the left and its value on the right: one line of a phone-sized record card. */
export function LabelValueRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}
