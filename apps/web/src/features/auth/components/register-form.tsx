import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type RegisterRequest, RegisterRequestSchema } from '@salones/shared/accounts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useRegisterAccount } from '../api/register-account.ts';

const EMPTY: RegisterRequest = {
  name: '',
  lastname: '',
  email: '',
  phone: '',
  password: '',
  repeatPassword: '',
};

/** docs/product.md §2/§5: registration with every §5 message at its field; success returns to login (docs/product.md §4). */
export function RegisterForm(props: { onRegistered: (email: string) => void; onLogIn: () => void }) {
  const form = useForm<RegisterRequest>({
    initialValues: EMPTY,
    validate: zodValidate(RegisterRequestSchema),
  });
  const mutation = useRegisterAccount((vars) => props.onRegistered(vars.email));
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label="Nombre(s)" autoComplete="given-name" {...form.getInputProps('name')} />
          <TextInput label="Apellidos" autoComplete="family-name" {...form.getInputProps('lastname')} />
          <TextInput label="E-mail" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput
            label="Teléfono"
            type="tel"
            autoComplete="tel"
            placeholder="10 dígitos"
            {...form.getInputProps('phone')}
          />
          <PasswordInput label="Contraseña" autoComplete="new-password" {...form.getInputProps('password')} />
          <PasswordInput
            label="Repetir contraseña"
            autoComplete="new-password"
            {...form.getInputProps('repeatPassword')}
          />
        </SimpleGrid>
        <Button type="submit" fullWidth mt="xs" loading={mutation.isPending}>
          Registrarme
        </Button>
        <Text size="sm" ta="center">
          ¿Ya tienes cuenta?{' '}
          <Anchor component="button" type="button" fw={600} onClick={props.onLogIn}>
            Inicia sesión
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
