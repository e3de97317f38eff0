import { Badge, Box, Group, Paper, Text } from '@mantine/core';
import { formatDateTime } from '@salones/shared/dates';
import type { WhatsAppMessage } from '../../lib/api/whatsapp.ts';
import { MessageStatus } from './message-status.tsx';

/**
 * One message of a conversation: the family's on the left, ours on the right (a template shown as the text the
 * family read, marked 'Plantilla'), with its time and, ours, its state.
 */
export function MessageBubble({ message }: { message: WhatsAppMessage }) {
  const ours = message.direccion === 'saliente';
  const at = message.enviadoEl ?? message.creadoEl;
  return (
    <Box
      component="li"
      style={{ display: 'flex', justifyContent: ours ? 'flex-end' : 'flex-start', listStyle: 'none' }}
      data-direccion={message.direccion}
    >
      <Paper
        radius="md"
        p="xs"
        px="sm"
        maw="85%"
        bg={ours ? 'green.0' : 'gray.0'}
        withBorder
        aria-label={ours ? 'Mensaje enviado por el salón' : 'Mensaje de la familia'}
      >
        {message.plantilla ? (
          <Badge size="xs" variant="light" color="grape" mb={4} tt="none">
            Plantilla: {message.plantilla}
          </Badge>
        ) : null}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.texto}
        </Text>
        <Group gap="xs" justify="flex-end" mt={4} wrap="wrap">
          <Text span size="xs" c="gray.7">
            <time dateTime={at}>{formatDateTime(at, 'short24')}</time>
          </Text>
          {ours ? <MessageStatus message={message} /> : null}
        </Group>
      </Paper>
    </Box>
  );
}
