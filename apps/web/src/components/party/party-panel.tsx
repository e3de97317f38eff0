import { Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { INVITATION_TEXT as T } from '@salones/shared/invitations';
import { IconBrandWhatsapp, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useGuests, useInvitation } from '../../lib/api/invitations.ts';
import { AnswersControl } from './answers-control.tsx';
import { GuestList, HeadCount } from './guest-list.tsx';
import { InvitationForm } from './invitation-form.tsx';

/** The family's side: create or edit the party page, share it, and follow the answers. */
export function PartyPanel({ eventId }: { eventId: string }) {
  const invitation = useInvitation(eventId);
  const guests = useGuests(eventId);
  const [editing, setEditing] = useState(false);
  if (invitation.isPending) return <Text c="dimmed">Cargando…</Text>;
  if (invitation.isError) return <Text c="red.8">No se pudo cargar la invitación</Text>;
  const current = invitation.data;
  return (
    <Stack gap="md">
      {!current || editing ? (
        <InvitationForm eventId={eventId} current={current} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="xs">
          <Text>
            {T.pageTitle(current.festejado)} · {T.cumple(current.edad)}
          </Text>
          <Anchor href={current.url} target="_blank" rel="noopener" style={{ wordBreak: 'break-all' }}>
            {current.url}
          </Anchor>
          <Group>
            <Button
              component="a"
              href={current.whatsappUrl}
              target="_blank"
              rel="noopener"
              color="green.9"
              leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
            >
              {T.share}
            </Button>
            <Button
              component="a"
              href={current.url}
              target="_blank"
              rel="noopener"
              variant="light"
              leftSection={<IconExternalLink size={18} aria-hidden />}
            >
              {T.open}
            </Button>
            <Button variant="default" onClick={() => setEditing(true)}>
              {T.edit}
            </Button>
          </Group>
        </Stack>
      )}
      {guests.data && (guests.data.invitacion || guests.data.invitados.length > 0) && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {T.guests}
          </Title>
          <HeadCount data={guests.data} />
          <GuestList eventId={eventId} data={guests.data} />
        </Stack>
      )}
      {current && !editing && (
        <>
          <Divider />
          <AnswersControl eventId={eventId} invitation={current} />
        </>
      )}
    </Stack>
  );
}
