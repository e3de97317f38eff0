import { type ContactFieldErrors, contactFieldErrors, contactFieldOf } from '@salones/shared/contact-rules';
import { CONTACT_FORM_NAME, FORM_NAME_FIELD } from '@salones/shared/page-form-fields';
import type { ContactFormAnswer } from '@salones/shared/page-forms';
import { type FormEvent, useRef, useState } from 'react';
import { TablerSvg } from '../../../components/icons/tabler-svg.tsx';
import { Alert } from '../../../components/storefront/alert.tsx';
import { Button } from '../../../components/storefront/button.tsx';
import { fieldProps, TextField } from '../../../components/storefront/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { showIslandToast } from '../../../lib/island-toast.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';

export interface ContactFormProps {
  /** the server's answer when this page answers the form posted without JavaScript */
  posted?: ContactFormAnswer;
}

/** Tabler's 'send' icon as @tabler/icons-react draws it (18 px), without its package. */
export const SendIcon = () => <TablerSvg name="send" hidden={false} />;

const EMAIL_ID = 'contacto-email';
const MESSAGE_ID = 'contacto-mensaje';

/**
 * docs/product.md#2-screens-and-routes, docs/product.md#4-states-and-transitions: e-mail + message (4 rows)
 * and 'Enviar Correo'; cleared after it is sent. A real form posted to the page it is on (its name in
 * `formulario`), so without JavaScript the server answers it with the page and this form showing the answer
 * (the values kept, each field's message under it).
 *
 * An island (decision 015): the storefront's own controls (components/storefront/), the rule of packages/shared/contact-rules.ts
 * without zod, `fetch` through the API client and the islands' toast, so it answers before the app; the app
 * renders it too. The fields are the browser's own (uncontrolled): what was typed before the island or the app
 * ran stays, and a send reads them as they are.
 */
export function ContactForm({ posted }: ContactFormProps) {
  const [errors, setErrors] = useState<ContactFieldErrors>(posted?.errors ?? {});
  // the server's answer is about what was posted: a change takes it away
  const [answer, setAnswer] = useState<ContactFormAnswer | null>(posted ?? null);
  const [sending, setSending] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLTextAreaElement>(null);

  const changed = (field: keyof ContactFieldErrors) => () => {
    setAnswer(null);
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !email.current || !message.current) return;
    setAnswer(null);
    const values = { email: email.current.value, message: message.current.value };
    const found = contactFieldErrors(values);
    setErrors(found);
    if (found.email || found.message) return;
    setSending(true);
    try {
      const sent = await sendContactMessage(values);
      email.current.value = '';
      message.current.value = '';
      showIslandToast('success', sent.msg);
    } catch (err) {
      const msg = errorMessage(err);
      // a field's own message (the API checks the same rule): under its field, as the check above would
      const field = err instanceof ApiError && err.status === 400 ? contactFieldOf(msg) : undefined;
      if (field) setErrors({ [field]: msg });
      else showIslandToast('error', msg);
    } finally {
      setSending(false);
    }
  }

  const fieldErrors = !!answer && (!!answer.errors.email || !!answer.errors.message);
  return (
    <form method="post" action="#contacto" noValidate aria-label="Formulario de contacto" onSubmit={send}>
      <input type="hidden" name={FORM_NAME_FIELD} value={CONTACT_FORM_NAME} />
      <div className="sf-stack">
        <TextField
          id={EMAIL_ID}
          label="Tu e-mail"
          error={errors.email}
          field={
            <input
              ref={email}
              {...fieldProps({ id: EMAIL_ID, error: errors.email })}
              type="email"
              name="email"
              autoComplete="email"
              defaultValue={posted?.email ?? ''}
              onChange={changed('email')}
            />
          }
        />
        <TextField
          id={MESSAGE_ID}
          label="Mensaje"
          error={errors.message}
          field={
            <textarea
              ref={message}
              {...fieldProps({ id: MESSAGE_ID, error: errors.message })}
              rows={4}
              name="message"
              defaultValue={posted?.message ?? ''}
              onChange={changed('message')}
            />
          }
        />
        <Button icon={<SendIcon />} label="Enviar Correo" loading={sending} />
        {answer && !fieldErrors ? <ContactAnswer answer={answer} /> : null}
      </div>
    </form>
  );
}

/** The server's answer to the form posted without JavaScript: sent, or why not (a limit, a fault). */
function ContactAnswer({ answer }: { answer: ContactFormAnswer }) {
  const sent = answer.state === 'enviado';
  return (
    <Alert
      id="contacto-respuesta"
      color={sent ? 'green' : 'red'}
      role={sent ? 'status' : 'alert'}
      // sent: the message says so itself
      title={sent ? undefined : 'No pudimos enviar tu mensaje'}
      testId="contact-answer"
    >
      {answer.msg}
    </Alert>
  );
}
