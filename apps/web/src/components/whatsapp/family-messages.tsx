import { Anchor, Box, Fieldset, ScrollArea, Stack } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useFamilyMessages } from '../../lib/api/whatsapp.ts';
import { useWhatsAppOn } from '../../lib/api/whatsapp-consent.ts';
import { QueryContent, RowsSkeleton } from '../query-content.tsx';
import { MessageBubble } from './message-bubble.tsx';

/**
 * One family's WhatsApp messages about an event or a booking request (oldest first, each with its state), and
 * the way to their conversation in /admin/whatsapp to answer them.
 */
export function FamilyMessages(props: { evento?: string; solicitud?: string }) {
  const filter = props.evento ? { evento: props.evento } : { solicitud: props.solicitud };
  const messages = useFamilyMessages(filter);
  const list = [...(messages.data?.mensajes ?? [])].sort((a, b) => a.creadoEl.localeCompare(b.creadoEl));
  const conversation = list.at(-1)?.conversacion;
  const viewport = useRef<HTMLDivElement>(null);
  const newest = list.at(-1)?.uid;
  // the newest message in sight: the history scrolls within its box
  useEffect(() => {
    if (newest) viewport.current?.scrollTo?.({ top: viewport.current.scrollHeight });
  }, [newest]);
  return (
    <QueryContent
      queries={[messages]}
      errorTitle="No se pudieron cargar los mensajes de WhatsApp"
      isEmpty={list.length === 0}
      empty="Aún no hay mensajes de WhatsApp con esta familia."
      loading={<RowsSkeleton rows={2} height={48} />}
    >
      {() => (
        <Stack gap="sm">
          <ScrollArea.Autosize
            mah={360}
            type="auto"
            viewportRef={viewport}
            viewportProps={{
              tabIndex: 0,
              role: 'region',
              'aria-label': 'Mensajes de WhatsApp, desplazables',
            }}
          >
            <Box
              component="ol"
              p={0}
              m={0}
              aria-label="Mensajes de WhatsApp"
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            >
              {list.map((m) => (
                <MessageBubble key={m.uid} message={m} />
              ))}
            </Box>
          </ScrollArea.Autosize>
          {conversation ? (
            <Anchor component={Link} to={`/admin/whatsapp/${conversation}`} size="sm" fw={600}>
              <IconBrandWhatsapp size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
              Abrir la conversación para responder
            </Anchor>
          ) : null}
        </Stack>
      )}
    </QueryContent>
  );
}

/** The event's staff screen: its family's WhatsApp messages, while the site sends WhatsApp. */
export function EventWhatsApp({ eventId }: { eventId: string }) {
  const on = useWhatsAppOn();
  if (!on) return null;
  return (
    <Fieldset legend="WhatsApp">
      <FamilyMessages evento={eventId} />
    </Fieldset>
  );
}
