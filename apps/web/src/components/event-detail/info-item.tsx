import { Text } from '@mantine/core';
import { CONTRACT_LABELS } from '@salones/shared/event-contract';
import type { ReactNode } from 'react';

/**
 * One labelled value; an empty value shows its fallback text (docs/product.md#5-validation-rules) in a muted
 * style.
 */
export function InfoItem({
  label,
  value,
  fallback = CONTRACT_LABELS.unspecified,
}: {
  label: string;
  value: ReactNode;
  fallback?: string;
}) {
  const isEmpty = value === null || value === undefined || value === '';
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {isEmpty ? (
        <Text fs="italic" c="dimmed">
          {fallback}
        </Text>
      ) : (
        <Text fw={500} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      )}
    </div>
  );
}
