import { Anchor, Badge, Group, Paper, Text } from '@mantine/core';
import { LOCALE, TIME_ZONE } from '@salones/shared/constants';
import type { ContactMessageDto } from '@salones/shared/contact';

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23', // issue #28.9: staff read times on a 24-hour clock
});

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
            {dateTime.format(new Date(message.createdAt))}
          </Text>
        </Group>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
    </Paper>
  );
}
