import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ResetPasswordFormSchema } from '@salones/shared/accounts';
import { IconLockPassword } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useClubName } from '../../lib/api/site.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useResetPassword } from './api/reset-password.ts';
import { AuthCard } from './components/auth-card.tsx';

/**
 * /reset/:token — docs/product.md#2-screens-and-routes, docs/product.md#5-validation-rules: new password
 * twice; on success the visitor logs in with it from '/'.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const clubName = useClubName();
  const form = useForm({
    initialValues: { password: '', repeatPassword: '' },
    validate: zodValidate(ResetPasswordFormSchema),
  });
  const mutation = useResetPassword(() => navigate('/'));
  const submit = form.onSubmit(({ password }) => mutation.mutate({ secret: token, password }));
  return (
    <>
      <PageMeta title={`Nueva contraseña | ${clubName}`} />
      <AuthCard
        icon={<IconLockPassword size={36} />}
        title="Nueva contraseña"
        text="Escribe tu nueva contraseña dos veces."
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <PasswordInput
              label="Nueva contraseña"
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Repetir contraseña"
              autoComplete="new-password"
              {...form.getInputProps('repeatPassword')}
            />
            <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
              Enviar
            </Button>
          </Stack>
        </form>
      </AuthCard>
    </>
  );
}
