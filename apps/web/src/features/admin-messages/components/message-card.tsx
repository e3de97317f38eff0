import { Anchor, Badge, Group, Paper, Text } from '@mantine/core';
import type { ContactMessageDto } from '@salones/shared/contact';
import { formatDateTime } from '@salones/shared/dates';

export function MessageCard({ message }: { message: ContactMessageDto }) {
  return (
    <Paper withBorder p="md" radius="md" component="article">
      <Group justify="space-between" gap="xs" mb="xs">
        <Anchor href={`mailto:${message.email}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {message.email}
        </Anchor>
        <Group gap="xs">
          {message.mailed ? null : (
            <Badge color="orange" variant="light">
              Correo no enviado
            </Badge>
          )}
          <Text size="sm" c="dimmed" component="time" dateTime={message.createdAt}>
            {formatDateTime(message.createdAt, 'short24')}
          </Text>
        </Group>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
    </Paper>
  );
}
