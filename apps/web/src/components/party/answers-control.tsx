import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateMx } from '@salones/shared/dates';
import { type InvitationDto, INVITATION_TEXT as T } from '@salones/shared/invitations';
import { useEffect, useId, useRef, useState } from 'react';
import { useAnswersOpen } from '../../lib/api/invitations.ts';

/**
 * The family stops the answers (the page still shows the party to the guests) or takes them again. At the
 * foot of the invitation's dialog, far from its close button; stopping asks first, in place (a dialog over
 * the dialog would close both on Escape).
 */
export function AnswersControl({ eventId, invitation }: { eventId: string; invitation: InvitationDto }) {
  const answers = useAnswersOpen(eventId);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const question = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  const open = invitation.recibeRespuestas;
  return (
    <Stack gap="xs" component="section" aria-labelledby="party-answers">
      <Title order={3} size="h4" id="party-answers">
        {T.answersSection}
      </Title>
      <Text size="sm">
        {open ? T.answersOpenNote(formatDateMx(invitation.fechaLimite)) : T.answersClosedNote}
      </Text>
      {!open ? (
        <Group>
          <Button variant="default" loading={answers.isPending} onClick={() => answers.mutate(true)}>
            {T.reopenAnswers}
          </Button>
        </Group>
      ) : confirming ? (
        <Paper withBorder radius="md" p="md" role="group" aria-labelledby={titleId} bg="red.0">
          <Title order={4} size="h5" id={titleId} ref={question} tabIndex={-1} mb={4}>
            {T.stopAnswersTitle}
          </Title>
          <Text size="sm" mb="sm">
            {T.stopAnswersConfirm}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={answers.isPending}>
              Cancelar
            </Button>
            <Button
              color="red.8"
              loading={answers.isPending}
              onClick={() => answers.mutate(false, { onSuccess: () => setConfirming(false) })}
            >
              {T.stopAnswers}
            </Button>
          </Group>
        </Paper>
      ) : (
        <Group>
          <Button variant="outline" color="red.8" onClick={() => setConfirming(true)}>
            {T.stopAnswers}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
