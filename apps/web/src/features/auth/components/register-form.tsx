import { Alert, Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type RegisterRequest, RegisterRequestSchema } from '@salones/shared/accounts';
import type { RegisterFormAnswer } from '@salones/shared/page-forms';
import { useState } from 'react';
import { WhatsAppConsentCheckbox } from '../../../components/whatsapp/whatsapp-consent-checkbox.tsx';
import { useWhatsAppOn } from '../../../lib/api/whatsapp-consent.ts';
import { linkAsButton } from '../../../lib/link-as-button.ts';
import { loginPageHref, registerPageHref } from '../../../lib/login-href.ts';
import { useReturnPath } from '../../../lib/return-path.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useRegisterAccount } from '../api/register-account.ts';
import { AUTH_TEXT, REGISTER_FIELDS } from '../auth-texts.ts';
import type { TypedInLoginDialog } from '../typed-in-login-dialog.ts';

/** The form's values: the account's, and the WhatsApp consent (sent only while the site sends WhatsApp). */
type RegisterValues = RegisterRequest & { whatsapp: boolean };

const EMPTY: RegisterValues = {
  name: '',
  lastname: '',
  email: '',
  phone: '',
  password: '',
  repeatPassword: '',
  whatsapp: false,
};

/** The values typed in the log-in dialog's island's registration, as this form's. */
function valuesTyped(typed: TypedInLoginDialog | undefined): Partial<RegisterValues> {
  if (!typed) return {};
  const { whatsapp, ...fields } = typed.values;
  const names = REGISTER_FIELDS.map((field) => field.name).filter((name) => name in fields);
  return { ...Object.fromEntries(names.map((name) => [name, fields[name]])), whatsapp: whatsapp === 'true' };
}

/**
 * The registration page's form rather than the modal's: a real form posted to `/registro`, which
 * registers without JavaScript; `answer`: the server's answer to that post (created, or what was wrong: each
 * field's message next to it, the values kept but never the passwords).
 */
export interface RegisterPageForm {
  volver: string;
  answer?: RegisterFormAnswer;
}

/**
 * docs/product.md#2-screens-and-routes, docs/product.md#5-validation-rules: registration with every
 * docs/product.md#5-validation-rules message at its field; success returns to login
 * (docs/product.md#4-states-and-transitions).
 */
export function RegisterForm(props: {
  onRegistered: (email: string) => void;
  onLogIn: () => void;
  page?: RegisterPageForm;
  /** what was typed in the log-in dialog's island before the app took over (auth-modal.tsx) */
  typed?: TypedInLoginDialog;
}) {
  const { page } = props;
  const [answer, setAnswer] = useState(page?.answer);
  const whatsappOn = useWhatsAppOn();
  const form = useForm<RegisterValues>({
    initialValues: { ...EMPTY, ...page?.answer?.values, ...valuesTyped(props.typed) },
    initialErrors: page?.answer?.errors ?? {},
    validate: zodValidate(RegisterRequestSchema),
    // the server's answer is about what was posted: a change takes it away
    onValuesChange: () => setAnswer(undefined),
  });
  const mutation = useRegisterAccount((vars) => props.onRegistered(vars.email));
  const returnPath = useReturnPath();
  const volver = page?.volver ?? returnPath;
  const fieldErrors = Object.keys(answer?.errors ?? {}).length > 0;
  const focused = props.typed?.focused;
  return (
    <form
      noValidate
      method={page ? 'post' : undefined}
      action={page ? registerPageHref(page.volver) : undefined}
      aria-label={page ? AUTH_TEXT.registerTitle : undefined}
      onSubmit={form.onSubmit(({ whatsapp, ...account }) => {
        setAnswer(undefined);
        mutation.mutate(whatsappOn ? { ...account, whatsapp } : account);
      })}
    >
      {page ? <input type="hidden" name="volver" value={page.volver} /> : null}
      <Stack gap="sm">
        {answer && !fieldErrors ? <RegisterAnswer answer={answer} /> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          {REGISTER_FIELDS.map(({ name, label, type, autoComplete, placeholder }) =>
            type === 'password' ? (
              <PasswordInput
                key={name}
                label={label}
                name={name}
                autoComplete={autoComplete}
                data-autofocus={focused === name || undefined}
                {...form.getInputProps(name)}
              />
            ) : (
              <TextInput
                key={name}
                label={label}
                type={type === 'text' ? undefined : type}
                name={name}
                autoComplete={autoComplete}
                placeholder={placeholder}
                data-autofocus={focused === name || undefined}
                {...form.getInputProps(name)}
              />
            ),
          )}
        </SimpleGrid>
        {whatsappOn ? (
          <WhatsAppConsentCheckbox
            phone={form.getValues().phone}
            checked={form.getValues().whatsapp}
            onChange={(checked) => form.setFieldValue('whatsapp', checked)}
          />
        ) : null}
        <Button type="submit" fullWidth mt="xs" loading={mutation.isPending}>
          {AUTH_TEXT.register}
        </Button>
        <Text size="sm" ta="center">
          {AUTH_TEXT.haveAccount}{' '}
          {/* The log-in page without JavaScript; the modal's or the card's switch with it */}
          <Anchor href={loginPageHref(volver)} fw={600} {...linkAsButton(props.onLogIn)}>
            {AUTH_TEXT.logInInstead}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

/** The server's answer to the form posted without JavaScript: created, or why not (a taken e-mail, a limit). */
function RegisterAnswer({ answer }: { answer: RegisterFormAnswer }) {
  const created = answer.state === 'registrado';
  return (
    <Alert
      color={created ? 'green' : 'red'}
      variant="light"
      role={created ? 'status' : 'alert'}
      // created: the message says so itself
      title={created ? undefined : AUTH_TEXT.registerRefused}
      data-testid="register-answer"
    >
      {answer.msg}
    </Alert>
  );
}
