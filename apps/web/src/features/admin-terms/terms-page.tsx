// Issue #22.1: /admin/terminos — the contract's terms; each save of a changed text is a new version
// (super_admin). Older versions stay read-only at GET /api/terminos/{version}.
import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDateTime } from '@salones/shared/dates';
import { mayPublishTerms } from '@salones/shared/permissions';
import { useEffect, useState } from 'react';
import { PageMeta } from '../../components/page-meta.tsx';
import { paymentKeys, publishTerms, useTerms } from '../../lib/api/payments.ts';
import { useSession } from '../../lib/session.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';

export function TermsPage() {
  const session = useSession();
  const terms = useTerms();
  const [texto, setTexto] = useState('');
  useEffect(() => {
    if (terms.data) setTexto(terms.data.texto);
  }, [terms.data]);
  const save = useApiMutation({
    mutationFn: publishTerms,
    // the terms and every payment summary that asks for them (paymentKeys.terms is under paymentKeys.all)
    invalidate: [paymentKeys.all],
  });
  const canEdit = mayPublishTerms(session.user);
  return (
    <Stack gap="md">
      <PageMeta title="Términos del contrato" />
      <Title order={1} size="h2">
        Términos del contrato
      </Title>
      <Text c="dimmed">
        {terms.data
          ? `Versión ${terms.data.version}, publicada el ${formatDateTime(terms.data.publicadoEl, 'long')} por ${terms.data.autor}.`
          : 'Aún no hay un contrato publicado.'}{' '}
        Cada cambio guardado es una versión nueva; las familias aceptan la versión vigente antes de pagar.
      </Text>
      {!canEdit ? (
        <Alert color="yellow">Solo un super administrador puede publicar una versión nueva.</Alert>
      ) : null}
      <Textarea
        label="Texto del contrato"
        autosize
        minRows={10}
        maxRows={30}
        value={texto}
        onChange={(e) => setTexto(e.currentTarget.value)}
        readOnly={!canEdit}
      />
      <Group justify="flex-end">
        <Button
          onClick={() => save.mutate(texto)}
          loading={save.isPending}
          disabled={!canEdit || texto.trim() === '' || texto === terms.data?.texto}
        >
          Publicar versión nueva
        </Button>
      </Group>
    </Stack>
  );
}
