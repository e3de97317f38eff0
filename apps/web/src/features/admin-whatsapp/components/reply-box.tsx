import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sendWhatsAppReply } from '../../../lib/api/whatsapp.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { notify } from '../../../lib/toast.ts';

const TEXT_MAX = 4096;
export const WINDOW_CLOSED_TEXT =
  'La ventana de 24 horas está cerrada: WhatsApp solo permite enviar una plantilla hasta que la familia vuelva a escribir.';

/**
 * The reply to a family: free text, only while the 24-hour window is open (else the box is disabled and says
 * why); the API's refusal (empty, too long, the window just closed) shows under the box in its own words.
 */
export function ReplyBox({ conversationId, windowOpen }: { conversationId: string; windowOpen: boolean }) {
  const [texto, setTexto] = useState('');
  const client = useQueryClient();
  const send = useMutation({
    mutationFn: (text: string) => sendWhatsAppReply(conversationId, text),
    onSuccess: async (result) => {
      setTexto('');
      notify.success(result.msg || 'Mensaje enviado');
      await client.invalidateQueries({ queryKey: queryKeys.whatsapp.all });
    },
  });
  const submit = () => {
    if (!send.isPending) send.mutate(texto);
  };
  return (
    <form
      aria-label="Responder por WhatsApp"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Tu respuesta"
          description={windowOpen ? 'Ctrl + Enter también envía' : WINDOW_CLOSED_TEXT}
          descriptionProps={windowOpen ? undefined : { c: 'orange.9', fw: 500 }}
          rows={3}
          maxLength={TEXT_MAX}
          disabled={!windowOpen}
          value={texto}
          onChange={(e) => {
            setTexto(e.currentTarget.value);
            if (send.isError) send.reset();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              submit();
            }
          }}
        />
        {send.isError ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {errorMessage(send.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={!windowOpen}
            loading={send.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            Enviar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
