import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ResetEmailRequestSchema } from '@salones/shared/accounts';
import { MSG } from '@salones/shared/messages';
import { IconMailQuestion } from '@tabler/icons-react';
import { PageMeta } from '../../components/page-meta.tsx';
import { useClubName } from '../../lib/api/site.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { AuthCard } from './components/auth-card.tsx';

/**
 * /reset — docs/product.md#2-screens-and-routes: ask for the reset link; the field is cleared after the
 * answer.
 */
export function ResetRequestPage() {
  const clubName = useClubName();
  const form = useForm({ initialValues: { email: '' }, validate: zodValidate(ResetEmailRequestSchema) });
  const mutation = useRequestPasswordReset();
  const submit = form.onSubmit((values) => mutation.mutate(values, { onSettled: () => form.reset() }));
  return (
    <>
      <PageMeta title={`Recuperar contraseña | ${clubName}`} />
      <AuthCard
        icon={<IconMailQuestion size={36} />}
        title={MSG.resetTitle}
        text="Te enviaremos un enlace para crear una nueva contraseña."
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <TextInput label="E-mail" type="email" autoComplete="email" {...form.getInputProps('email')} />
            <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
              Enviar
            </Button>
          </Stack>
        </form>
      </AuthCard>
    </>
  );
}
