import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { STAFF_TEMPLATES, WHATSAPP_TEMPLATES } from '@salones/shared/whatsapp';
import { IconTemplate } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StaffTemplate, sendWhatsAppTemplate } from '../../../lib/api/whatsapp.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { notify } from '../../../lib/toast.ts';

/** A staff template's text as the family will read it, its parameters named ('[nombre]', '[sucursal]'). */
const preview = (name: StaffTemplate) => {
  const { body, params } = WHATSAPP_TEMPLATES[name];
  return body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => `[${params[Number(n) - 1] ?? ''}]`);
};

/**
 * Once the 24-hour window has closed: the templates staff may send to ask the family back (their parameters
 * filled by the API from the family's records); the API's refusal (no consent, no customer) in its words.
 */
export function TemplateOffer({ conversationId }: { conversationId: string }) {
  const client = useQueryClient();
  const send = useMutation({
    mutationFn: (plantilla: StaffTemplate) => sendWhatsAppTemplate(conversationId, plantilla),
    onSuccess: async (result) => {
      notify.success(result.msg);
      await client.invalidateQueries({ queryKey: queryKeys.whatsapp.all });
    },
  });
  return (
    <Stack gap="xs">
      {STAFF_TEMPLATES.map((name) => (
        <Paper key={name} withBorder radius="md" p="sm" bg="gray.0">
          <Text size="sm" fw={600}>
            Plantilla «{name}»
          </Text>
          <Text size="sm" mb="xs">
            {preview(name)}
          </Text>
          <Button
            size="xs"
            variant="light"
            loading={send.isPending && send.variables === name}
            leftSection={<IconTemplate size={16} aria-hidden />}
            onClick={() => send.mutate(name)}
          >
            Enviar plantilla
          </Button>
        </Paper>
      ))}
      {send.isError ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {errorMessage(send.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
