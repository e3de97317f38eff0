import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '../lib/api-client.ts';

/**
 * docs/product.md#8-messages-and-errors error state: the screen's title, the server's Spanish message and a
 * way to try again.
 */
export function LoadError({
  title,
  error,
  onRetry,
  message,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** Shown instead of the error's message (e.g. when the request worked but brought nothing). */
  message?: string;
}) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message ?? errorMessage(error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}
