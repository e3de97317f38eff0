import { Alert, Button, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ContactRequest } from '@salones/shared/contact';
import { CONTACT_FORM_NAME, type ContactFormAnswer, FORM_NAME_FIELD } from '@salones/shared/page-forms';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormAnswers } from '../../../lib/form-answers.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import classes from './site-footer.module.css';

/**
 * Each field's message from the schema the API checks (ContactRequestSchema), none when the values are fine.
 * The schema (and zod) load with the first send: since the server renders this form (issue #24) it is part of
 * every public page's app, whose first download keeps zod out (issue #10.3, vite.config.ts).
 */
async function contactErrors(values: ContactRequest): Promise<Record<string, string>> {
  const [{ ContactRequestSchema }, { zodValidate }] = await Promise.all([
    import('@salones/shared/contact'),
    import('../../../lib/zod-form.ts'),
  ]);
  return zodValidate(ContactRequestSchema)(values);
}

/**
 * docs/product.md §2/§4: e-mail + message (4 rows) and 'Enviar Correo'; cleared after it is sent. Issue #24: a
 * real form posted to the page it is on (its name in `formulario`), so without JavaScript the server answers
 * it with the page and this form showing the answer (the values kept, each field's error next to it); with
 * JavaScript the app sends it and answers with a toast, as before.
 */
export function ContactForm() {
  const posted = useFormAnswers().contact;
  const [answer, setAnswer] = useState<ContactFormAnswer | null>(posted ?? null);
  const form = useForm<ContactRequest>({
    initialValues: { email: posted?.email ?? '', message: posted?.message ?? '' },
    initialErrors: posted?.errors ?? {},
    // the server's answer is about what was posted: a change takes it away
    onValuesChange: () => setAnswer(null),
  });
  const mutation = useSendContactMessage(() => form.reset());
  const fieldErrors = !!answer && (!!answer.errors.email || !!answer.errors.message);
  return (
    <Stack gap="md">
      <h2 className={classes.heading}>Escríbenos</h2>
      <Paper radius="lg" p="md" shadow="sm" c="dark">
        <form
          method="post"
          action="#contacto"
          noValidate
          aria-label="Formulario de contacto"
          onSubmit={async (event) => {
            event.preventDefault();
            setAnswer(null);
            const values = form.getValues();
            const errors = await contactErrors(values);
            form.setErrors(errors);
            if (Object.keys(errors).length === 0) mutation.mutate(values);
          }}
        >
          <input type="hidden" name={FORM_NAME_FIELD} value={CONTACT_FORM_NAME} />
          <Stack gap="sm">
            <TextInput
              label="Tu e-mail"
              type="email"
              name="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <Textarea label="Mensaje" rows={4} name="message" {...form.getInputProps('message')} />
            <Button type="submit" loading={mutation.isPending} leftSection={<IconSend size={18} />}>
              Enviar Correo
            </Button>
            {answer && !fieldErrors ? <ContactAnswer answer={answer} /> : null}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

/** The server's answer to the form posted without JavaScript: sent, or why not (a limit, a fault). */
function ContactAnswer({ answer }: { answer: ContactFormAnswer }) {
  const sent = answer.state === 'enviado';
  return (
    <Alert
      color={sent ? 'green' : 'red'}
      variant="light"
      role={sent ? 'status' : 'alert'}
      // sent: the message says so itself
      title={sent ? undefined : 'No pudimos enviar tu mensaje'}
      data-testid="contact-answer"
    >
      {answer.msg}
    </Alert>
  );
}
