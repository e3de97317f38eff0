import { Button, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ContactRequest, ContactRequestSchema } from '@salones/shared/contact';
import { IconSend } from '@tabler/icons-react';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import classes from './site-footer.module.css';

/** docs/product.md §2/§4: e-mail + message (4 rows) and 'Enviar Correo'; cleared after it is sent. */
export function ContactForm() {
  const form = useForm<ContactRequest>({
    initialValues: { email: '', message: '' },
    validate: zodValidate(ContactRequestSchema),
  });
  const mutation = useSendContactMessage(() => form.reset());
  return (
    <Stack gap="md">
      <h2 className={classes.heading}>Escríbenos</h2>
      <Paper radius="lg" p="md" shadow="sm" c="dark">
        <form
          noValidate
          aria-label="Formulario de contacto"
          onSubmit={form.onSubmit((v) => mutation.mutate(v))}
        >
          <Stack gap="sm">
            <TextInput label="Tu e-mail" type="email" autoComplete="email" {...form.getInputProps('email')} />
            <Textarea label="Mensaje" rows={4} {...form.getInputProps('message')} />
            <Button type="submit" loading={mutation.isPending} leftSection={<IconSend size={18} />}>
              Enviar Correo
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
