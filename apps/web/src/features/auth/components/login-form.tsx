import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoginRequest, LoginRequestSchema } from '@salones/shared/accounts';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useLogIn } from '../api/log-in.ts';

/** docs/product.md §2/§4: e-mail and password; success stores the session and closes the modal. */
export function LoginForm(props: { initialEmail?: string; onDone: () => void; onCreateAccount: () => void }) {
  const { login } = useSession();
  const form = useForm<LoginRequest>({
    initialValues: { email: props.initialEmail ?? '', password: '' },
    validate: zodValidate(LoginRequestSchema),
  });
  const mutation = useLogIn(({ token, user }) => {
    login(token, user);
    props.onDone();
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="sm">
        <TextInput label="E-mail" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/reset" size="sm" onClick={props.onDone}>
            Olvide mi contraseña
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={mutation.isPending}>
          Ingresar
        </Button>
        <Text size="sm" ta="center">
          ¿Aún no tienes cuenta?{' '}
          <Anchor component="button" type="button" fw={600} onClick={props.onCreateAccount}>
            Crear cuenta
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
