import {
  type FieldErrors,
  type LoginValues,
  loginFieldErrors,
  type RegisterValues,
  registerFieldErrors,
} from '@salones/shared/account-rules';
import { MSG } from '@salones/shared/messages';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import {
  AlertMarkup,
  ButtonMarkup,
  StackMarkup,
  TextMarkup,
  vars,
} from '../../../components/mantine-markup.tsx';
import { fieldProps, TextFieldMarkup } from '../../../components/text-field-markup.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { showIslandToast } from '../../../lib/island-toast.ts';
import { linkAsButton } from '../../../lib/link-as-button.ts';
import { loginPageHref, registerPageHref } from '../../../lib/login-href.ts';
import { setToken } from '../../../lib/session-storage.ts';
import { sendLogIn, sendRegistration } from '../api/send-auth-forms.ts';

// The log-in dialog's two forms (login-dialog.tsx), the modal's (login-form.tsx, register-form.tsx) in Mantine's
// markup without Mantine's code: the same fields, labels, rules (packages/shared/account-rules.ts, which the
// API's schemas share), calls and toasts; the server's refusal in a red alert at the top of the form, as the
// log-in page shows it. Fields are the browser's own: a send reads them as they are.

/** Mantine's Anchor, size sm, bold or not; a real link (to a page that works without JavaScript). */
function AnchorMarkup(props: { href: string; bold?: boolean; children: ReactNode; onPress?: () => void }) {
  return (
    <a
      href={props.href}
      className="mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root"
      data-underline="hover"
      data-size="sm"
      style={{
        ...vars({ '--text-fz': 'var(--mantine-font-size-sm)', '--text-lh': 'var(--mantine-line-height-sm)' }),
        fontWeight: props.bold ? 600 : undefined,
      }}
      {...(props.onPress ? linkAsButton(props.onPress) : {})}
    >
      {props.children}
    </a>
  );
}

/** One field: its label, the browser's input, its message under it. */
function Field(props: {
  id: string;
  label: string;
  name: string;
  type: string;
  autoComplete: string;
  error?: string;
  placeholder?: string;
  defaultValue?: string;
  onChange: () => void;
}) {
  return (
    <TextFieldMarkup
      id={props.id}
      label={props.label}
      error={props.error}
      field={
        <input
          {...fieldProps({ id: props.id, error: props.error })}
          type={props.type}
          name={props.name}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          defaultValue={props.defaultValue}
          onChange={props.onChange}
        />
      }
    />
  );
}

/** The values of a form's named fields. */
const valuesOf = <T,>(form: HTMLFormElement) =>
  Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)])) as T;

/** A form's sending state, its fields' messages and the server's refusal; `send` checks, then calls. */
function useDialogForm<T>(check: (values: T) => FieldErrors<T>, call: (values: T) => Promise<void>) {
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [refused, setRefused] = useState<string>();
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const values = valuesOf<T>(event.currentTarget);
    const found = check(values);
    setErrors(found);
    setRefused(undefined);
    if (Object.keys(found).length > 0) return;
    busy.current = true;
    setSending(true);
    try {
      await call(values);
    } catch (err) {
      setRefused(errorMessage(err));
    } finally {
      busy.current = false;
      setSending(false);
    }
  };
  // a change takes the field's message and the refusal away (they were about what was sent)
  const changed = (field: keyof T) => () => {
    setRefused(undefined);
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  return { errors, refused, sending, send, changed };
}

export function LoginDialogForm(props: {
  volver: string;
  /** the e-mail just registered: the form starts with it */
  registeredEmail?: string;
  onDone: () => void;
  onCreateAccount: () => void;
}) {
  const form = useDialogForm<LoginValues>(loginFieldErrors, async (values) => {
    const { token, msg } = await sendLogIn(values);
    // the app's log-in (lib/session.ts): the session stored, the account corner follows it; the server's
    // welcome as a toast, the dialog closed
    setToken(token);
    props.onDone();
    showIslandToast('success', msg);
  });
  const { errors } = form;
  return (
    <form noValidate method="post" action={loginPageHref(props.volver)} onSubmit={form.send}>
      <StackMarkup gap="sm" align="stretch">
        {form.refused ? (
          <AlertMarkup
            id="dialogo-rechazo"
            color="red"
            role="alert"
            title="No pudimos iniciar tu sesión"
            testId="login-answer"
          >
            {form.refused}
          </AlertMarkup>
        ) : null}
        <Field
          id="dialogo-email"
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={props.registeredEmail}
          error={errors.email}
          onChange={form.changed('email')}
        />
        <Field
          id="dialogo-password"
          label="Contraseña"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          onChange={form.changed('password')}
        />
        <div className="login-dialog__end">
          <AnchorMarkup href="/reset">Olvide mi contraseña</AnchorMarkup>
        </div>
        <ButtonMarkup label="Iniciar sesión" loading={form.sending} fullWidth />
        <div className="login-dialog__center">
          <TextMarkup>
            ¿Aún no tienes cuenta?{' '}
            <AnchorMarkup href={registerPageHref(props.volver)} bold onPress={props.onCreateAccount}>
              Crear cuenta
            </AnchorMarkup>
          </TextMarkup>
        </div>
      </StackMarkup>
    </form>
  );
}

/** The registration's fields: name, label, type, autocomplete (register-form.tsx's). */
const REGISTER_FIELDS: { name: keyof RegisterValues; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Nombre(s)', type: 'text', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Apellidos', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Teléfono', type: 'tel', autoComplete: 'tel' },
  { name: 'password', label: 'Contraseña', type: 'password', autoComplete: 'new-password' },
  { name: 'repeatPassword', label: 'Repetir contraseña', type: 'password', autoComplete: 'new-password' },
];

export function RegisterDialogForm(props: {
  volver: string;
  onRegistered: (email: string) => void;
  onLogIn: () => void;
}) {
  const form = useDialogForm<RegisterValues>(registerFieldErrors, async (values) => {
    await sendRegistration(values);
    // the app's answer (register-account.ts): MSG.registered as a toast, back to logging in with the e-mail
    showIslandToast('success', MSG.registered);
    props.onRegistered(values.email.trim());
  });
  return (
    <form noValidate method="post" action={registerPageHref(props.volver)} onSubmit={form.send}>
      <StackMarkup gap="sm" align="stretch">
        {form.refused ? (
          <AlertMarkup
            id="dialogo-rechazo"
            color="red"
            role="alert"
            title="No pudimos crear tu cuenta"
            testId="register-answer"
          >
            {form.refused}
          </AlertMarkup>
        ) : null}
        <div className="login-dialog__grid">
          {REGISTER_FIELDS.map((field) => (
            <Field
              key={field.name}
              id={`dialogo-registro-${field.name}`}
              {...field}
              placeholder={field.name === 'phone' ? '10 dígitos' : undefined}
              error={form.errors[field.name]}
              onChange={form.changed(field.name)}
            />
          ))}
        </div>
        <ButtonMarkup label="Registrarme" loading={form.sending} fullWidth />
        <div className="login-dialog__center">
          <TextMarkup>
            ¿Ya tienes cuenta?{' '}
            <AnchorMarkup href={loginPageHref(props.volver)} bold onPress={props.onLogIn}>
              Inicia sesión
            </AnchorMarkup>
          </TextMarkup>
        </div>
      </StackMarkup>
    </form>
  );
}
