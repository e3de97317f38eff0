import {
  type FieldErrors,
  type LoginValues,
  loginFieldErrors,
  type RegisterValues,
  registerFieldErrors,
} from '@salones/shared/account-rules';
import { MSG } from '@salones/shared/messages';
import { WHATSAPP_CONSENT_DESCRIPTION, whatsappConsentLabel } from '@salones/shared/whatsapp-consent-words';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Alert } from '../../../components/storefront/alert.tsx';
import { Button } from '../../../components/storefront/button.tsx';
import { CheckField } from '../../../components/storefront/check-field.tsx';
import {
  fieldProps,
  PasswordToggle,
  TextField,
  usePasswordShown,
} from '../../../components/storefront/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { showIslandToast } from '../../../lib/island-toast.ts';
import { linkAsButton } from '../../../lib/link-as-button.ts';
import { loginPageHref, registerPageHref } from '../../../lib/login-href.ts';
import { phoneForDisplay } from '../../../lib/phone-display.ts';
import { setToken } from '../../../lib/session-storage.ts';
import { sendLogIn, sendRegistration } from '../api/send-auth-forms.ts';
import { AUTH_TEXT, REGISTER_FIELDS } from '../auth-texts.ts';

// The log-in dialog's two forms (login-dialog.tsx), the modal's (login-form.tsx, register-form.tsx) in the
// storefront's own controls (components/storefront/), without Mantine: the same words (auth-texts.ts), fields,
// rules (packages/shared/account-rules.ts, which the API's schemas share), calls and toasts; the password's eye
// and, while the site sends WhatsApp, the registration's consent; the server's refusal in a red alert at the top
// of the form, as the log-in page shows it. Fields are the browser's own: a send reads them as they are.

/** A link of the forms, size sm, bold or not; a real link (to a page that works without JavaScript). */
function FormLink(props: { href: string; bold?: boolean; children: ReactNode; onPress?: () => void }) {
  return (
    <a
      href={props.href}
      className="sf-anchor"
      data-bold={props.bold ? 'true' : undefined}
      {...(props.onPress ? linkAsButton(props.onPress) : {})}
    >
      {props.children}
    </a>
  );
}

/** One field: its label, the browser's input (with its eye, a password), its message under it. */
function Field(props: {
  id: string;
  label: string;
  name: string;
  type: string;
  autoComplete: string;
  error?: string;
  placeholder?: string;
  defaultValue?: string;
  onChange: (value: string) => void;
}) {
  const password = usePasswordShown();
  const isPassword = props.type === 'password';
  return (
    <TextField
      id={props.id}
      label={props.label}
      error={props.error}
      field={
        <input
          {...fieldProps({ id: props.id, error: props.error })}
          type={isPassword && password.shown ? 'text' : props.type}
          name={props.name}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          defaultValue={props.defaultValue}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
      }
      end={
        isPassword ? (
          <PasswordToggle
            fieldId={props.id}
            label={AUTH_TEXT.passwordToggle}
            shown={password.shown}
            onToggle={password.toggle}
          />
        ) : undefined
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
      <div className="sf-stack">
        {form.refused ? (
          <Alert
            id="dialogo-rechazo"
            color="red"
            role="alert"
            title={AUTH_TEXT.loginRefused}
            testId="login-answer"
          >
            {form.refused}
          </Alert>
        ) : null}
        <Field
          id="dialogo-email"
          label={AUTH_TEXT.email}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={props.registeredEmail}
          error={errors.email}
          onChange={form.changed('email')}
        />
        <Field
          id="dialogo-password"
          label={AUTH_TEXT.password}
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          onChange={form.changed('password')}
        />
        <div className="login-dialog__end">
          <FormLink href="/reset">{AUTH_TEXT.forgotPassword}</FormLink>
        </div>
        <Button label={AUTH_TEXT.logIn} loading={form.sending} fullWidth />
        <p className="sf-text login-dialog__center">
          {AUTH_TEXT.noAccountYet}{' '}
          <FormLink href={registerPageHref(props.volver)} bold onPress={props.onCreateAccount}>
            {AUTH_TEXT.createAccount}
          </FormLink>
        </p>
      </div>
    </form>
  );
}

export function RegisterDialogForm(props: {
  volver: string;
  /** whether the site sends WhatsApp notices: then the registration offers the consent (register-form.tsx) */
  whatsapp: boolean;
  onRegistered: (email: string) => void;
  onLogIn: () => void;
}) {
  const [consent, setConsent] = useState(false);
  // the consent names the phone as it is typed
  const [phone, setPhone] = useState('');
  const form = useDialogForm<RegisterValues>(registerFieldErrors, async (values) => {
    await sendRegistration(props.whatsapp ? { ...values, whatsapp: consent } : values);
    // the app's answer (register-account.ts): MSG.registered as a toast, back to logging in with the e-mail
    showIslandToast('success', MSG.registered);
    props.onRegistered(values.email.trim());
  });
  return (
    <form noValidate method="post" action={registerPageHref(props.volver)} onSubmit={form.send}>
      <div className="sf-stack">
        {form.refused ? (
          <Alert
            id="dialogo-rechazo"
            color="red"
            role="alert"
            title={AUTH_TEXT.registerRefused}
            testId="register-answer"
          >
            {form.refused}
          </Alert>
        ) : null}
        <div className="login-dialog__grid">
          {REGISTER_FIELDS.map((field) => (
            <Field
              key={field.name}
              id={`dialogo-registro-${field.name}`}
              {...field}
              error={form.errors[field.name]}
              onChange={(value) => {
                form.changed(field.name)();
                if (field.name === 'phone') setPhone(value);
              }}
            />
          ))}
        </div>
        {props.whatsapp ? (
          <CheckField
            id="dialogo-registro-whatsapp"
            name="whatsapp"
            value="true"
            label={whatsappConsentLabel(phoneForDisplay(phone))}
            description={WHATSAPP_CONSENT_DESCRIPTION}
            checked={consent}
            onChange={setConsent}
          />
        ) : null}
        <Button label={AUTH_TEXT.register} loading={form.sending} fullWidth className="login-dialog__send" />
        <p className="sf-text login-dialog__center">
          {AUTH_TEXT.haveAccount}{' '}
          <FormLink href={loginPageHref(props.volver)} bold onPress={props.onLogIn}>
            {AUTH_TEXT.logInInstead}
          </FormLink>
        </p>
      </div>
    </form>
  );
}
