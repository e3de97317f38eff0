import { Badge, Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '@salones/shared/dates';
import { Link } from 'react-router';
import type { WhatsAppConversation } from '../../../lib/api/whatsapp.ts';
import { phoneForDisplay } from '../../../lib/phone-display.ts';
import { conversationName, WindowBadge } from './window-badge.tsx';

/** The inbox's conversations, newest first: who, the last message, unread count, whether the window is open. */
export function ConversationList(props: { conversations: WhatsAppConversation[]; selectedId?: string }) {
  return (
    <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Conversaciones">
      {props.conversations.map((c) => {
        const selected = c.uid === props.selectedId;
        const name = conversationName(c);
        const last = c.ultimoMensaje;
        return (
          <li key={c.uid}>
            <UnstyledButton
              component={Link}
              to={`/admin/whatsapp/${c.uid}`}
              aria-current={selected ? 'page' : undefined}
              display="block"
              w="100%"
              p="sm"
              bg={selected ? 'grape.0' : undefined}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
              data-testid="conversation-item"
            >
              <Stack gap={2}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={c.noLeidos > 0 ? 700 : 600} size="sm" truncate>
                    {name}
                  </Text>
                  {last ? (
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      <time dateTime={last.creadoEl}>{formatDateTime(last.creadoEl, 'short24')}</time>
                    </Text>
                  ) : null}
                </Group>
                {c.usuario ? (
                  <Text size="xs" c="dimmed">
                    {phoneForDisplay(c.telefono)}
                  </Text>
                ) : null}
                <Text size="sm" c={c.noLeidos > 0 ? undefined : 'dimmed'} lineClamp={1}>
                  {last ? `${last.direccion === 'saliente' ? 'Tú: ' : ''}${last.texto}` : 'Sin mensajes'}
                </Text>
                <Group gap="xs">
                  <WindowBadge open={c.ventanaAbierta} />
                  {c.noLeidos > 0 ? (
                    <Badge color="red" size="sm" data-testid="unread">
                      {c.noLeidos}
                      <VisuallyHidden> sin leer</VisuallyHidden>
                    </Badge>
                  ) : null}
                </Group>
              </Stack>
            </UnstyledButton>
          </li>
        );
      })}
    </Box>
  );
}
