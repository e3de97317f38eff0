import { Anchor, Box, Divider, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { BOOKING_STATUS_LABELS, type BookingStatus, formatLongDate } from '@salones/shared/booking-requests';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { QueryContent, RowsSkeleton } from '../../../components/query-content.tsx';
import { MessageBubble } from '../../../components/whatsapp/message-bubble.tsx';
import { useConversation, type WhatsAppConversationRead } from '../../../lib/api/whatsapp.ts';
import { phoneForDisplay } from '../../../lib/phone-display.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { ReplyBox } from './reply-box.tsx';
import { TemplateOffer } from './template-offer.tsx';
import { conversationName, WindowBadge } from './window-badge.tsx';

/** One conversation: who, the family's requests and events, the history (in and out) and the reply box. */
export function ConversationView({ id }: { id: string }) {
  const conversation = useConversation(id);
  const client = useQueryClient();
  // reading a conversation marks it read: the inbox's unread counts follow
  const readAt = conversation.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void client.invalidateQueries({ queryKey: queryKeys.whatsapp.inbox });
  }, [readAt, client]);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/admin/whatsapp" hiddenFrom="md" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Conversaciones
      </Anchor>
      <QueryContent
        queries={[conversation]}
        errorTitle="No se pudo cargar la conversación"
        loading={<RowsSkeleton rows={5} height={48} />}
      >
        {() => <ConversationContent data={conversation.data!} />}
      </QueryContent>
    </Stack>
  );
}

function ConversationContent({ data }: { data: WhatsAppConversationRead }) {
  const { conversacion, mensajes } = data;
  const name = conversationName(conversacion);
  const viewport = useRef<HTMLDivElement>(null);
  const newest = mensajes.at(-1)?.uid;
  // the newest message in sight, as in any chat (the history scrolls on a desktop; a phone scrolls the page)
  useEffect(() => {
    if (newest) viewport.current?.scrollTo?.({ top: viewport.current.scrollHeight });
  }, [newest]);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'md' }}
      component="section"
      aria-labelledby="conversacion-titulo"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={3} size="h4" id="conversacion-titulo">
              {name}
            </Title>
            {conversacion.usuario ? (
              <Text size="sm" c="dimmed">
                {phoneForDisplay(conversacion.telefono)}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                Sin cliente registrado con este número
              </Text>
            )}
          </div>
          <WindowBadge open={conversacion.ventanaAbierta} />
        </Group>
        <FamilyLinks data={data} />
        <Divider />
        <ScrollArea.Autosize
          mah={{ base: 'none', md: '60vh' }}
          type="auto"
          viewportRef={viewport}
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Historial, desplazable' }}
        >
          <Box
            component="ol"
            p={0}
            m={0}
            aria-label="Historial de mensajes"
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          >
            {mensajes.map((m) => (
              <MessageBubble key={m.uid} message={m} />
            ))}
          </Box>
          {mensajes.length === 0 ? (
            <Text c="dimmed" size="sm" ta="center" p="md">
              Aún no hay mensajes en esta conversación.
            </Text>
          ) : null}
        </ScrollArea.Autosize>
        <Divider />
        <ReplyBox conversationId={conversacion.uid} windowOpen={conversacion.ventanaAbierta} />
        {conversacion.ventanaAbierta ? null : <TemplateOffer conversationId={conversacion.uid} />}
      </Stack>
    </Paper>
  );
}

/** The family's requests (to /admin/orders) and events (to their staff screen). */
function FamilyLinks({ data }: { data: WhatsAppConversationRead }) {
  if (data.solicitudes.length === 0 && data.eventos.length === 0) return null;
  return (
    <Stack gap={4}>
      {data.eventos.length > 0 ? (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            Eventos:
          </Text>
          {data.eventos.map((e) => (
            <Anchor key={e.uid} component={Link} to={`/admin/event/edit/${e.uid}`} size="sm">
              {e.name} ({formatLongDate(e.fecha)})
            </Anchor>
          ))}
        </Group>
      ) : null}
      {data.solicitudes.length > 0 ? (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            Solicitudes:
          </Text>
          {data.solicitudes.map((s) => (
            <Anchor key={s.uid} component={Link} to="/admin/orders" size="sm">
              {formatLongDate(s.fecha)} · {BOOKING_STATUS_LABELS[s.estado as BookingStatus] ?? s.estado}
            </Anchor>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
