import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoginRequest, LoginRequestSchema } from '@salones/shared/accounts';
import { useState } from 'react';
import { Link } from 'react-router';
import { linkAsButton } from '../../../lib/link-as-button.ts';
import { loginPageHref, registerPageHref } from '../../../lib/login-href.ts';
import { useReturnPath } from '../../../lib/return-path.ts';
import { useSession } from '../../../lib/session.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useLogIn } from '../api/log-in.ts';
import { AUTH_TEXT } from '../auth-texts.ts';
import type { TypedInLoginDialog } from '../typed-in-login-dialog.ts';

/**
 * The log-in page's form rather than the modal's: a real form posted to `/iniciar-sesion`, which
 * logs in without JavaScript and sends the visitor back to `volver`; `refused`: the server's answer to a refused
 * post, shown until the fields change.
 */
export interface LoginPageForm {
  volver: string;
  refused?: string;
}

/**
 * docs/product.md#2-screens-and-routes, docs/product.md#4-states-and-transitions: e-mail and password;
 * success stores the session and closes the modal (or, on the log-in page, goes back to where the visitor
 * came from).
 */
export function LoginForm(props: {
  initialEmail?: string;
  /** what was typed in the log-in dialog's island before the app took over (auth-modal.tsx) */
  typed?: TypedInLoginDialog;
  onDone: () => void;
  onCreateAccount: () => void;
  page?: LoginPageForm;
}) {
  const { login } = useSession();
  const { typed } = props;
  const [refused, setRefused] = useState(props.page?.refused);
  const form = useForm<LoginRequest>({
    initialValues: {
      email: typed?.values.email ?? props.initialEmail ?? '',
      password: typed?.values.password ?? '',
    },
    validate: zodValidate(LoginRequestSchema),
    onValuesChange: () => setRefused(undefined),
  });
  const mutation = useLogIn(({ token, user }) => {
    login(token, user);
    props.onDone();
  });
  const { page } = props;
  const returnPath = useReturnPath();
  return (
    <form
      noValidate
      method={page ? 'post' : undefined}
      action={page ? loginPageHref(page.volver) : undefined}
      aria-label={page ? AUTH_TEXT.logIn : undefined}
      onSubmit={form.onSubmit((values) => {
        setRefused(undefined);
        mutation.mutate(values);
      })}
    >
      {page ? <input type="hidden" name="volver" value={page.volver} /> : null}
      <Stack gap="sm">
        {refused ? (
          <Alert color="red" variant="light" title={AUTH_TEXT.loginRefused} data-testid="login-answer">
            {refused}
          </Alert>
        ) : null}
        <TextInput
          label={AUTH_TEXT.email}
          type="email"
          name="email"
          autoComplete="email"
          data-autofocus={typed?.focused === 'email' || undefined}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={AUTH_TEXT.password}
          name="password"
          autoComplete="current-password"
          data-autofocus={typed?.focused === 'password' || undefined}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          {/* in the modal the link closes it; on the log-in page it is a link like any other */}
          <Anchor component={Link} to="/reset" size="sm" onClick={page ? undefined : props.onDone}>
            {AUTH_TEXT.forgotPassword}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {AUTH_TEXT.logIn}
        </Button>
        <Text size="sm" ta="center">
          {AUTH_TEXT.noAccountYet}{' '}
          {/* The registration page without JavaScript; the modal's or the card's switch with it */}
          <Anchor
            href={registerPageHref(page?.volver ?? returnPath)}
            fw={600}
            {...linkAsButton(props.onCreateAccount)}
          >
            {AUTH_TEXT.createAccount}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
