import { Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AUTH_TEXT } from '../auth-texts.ts';
import {
  type AuthMode,
  forgetTypedInLoginDialog,
  type TypedInLoginDialog,
  typedInLoginDialog,
} from '../typed-in-login-dialog.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

/**
 * docs/product.md#2-screens-and-routes, docs/product.md#4-states-and-transitions: login by default ('Inicia
 * sesión'), switchable to registration ('Crear cuenta'). Opened in the place of the log-in dialog's island (the
 * app took the page over while it was open), it shows what the visitor had typed there.
 */
export function AuthModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [mode, setMode] = useState<AuthMode>('login');
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const [typed, setTyped] = useState<TypedInLoginDialog>();
  const [wasOpened, setWasOpened] = useState(false);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    const left = opened ? typedInLoginDialog() : undefined;
    setTyped(left);
    if (left) setMode(left.mode);
  }
  useEffect(() => {
    if (opened) forgetTypedInLoginDialog();
  }, [opened]);
  /**
   * Another form: what was typed in the island's stays with the form it was typed in (each form is given `typed`
   * only while it is the one the island showed).
   */
  const show = (next: AuthMode) => {
    setTyped(undefined);
    setMode(next);
  };
  const close = () => {
    onClose();
    show('login');
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={mode === 'login' ? AUTH_TEXT.loginTitle : AUTH_TEXT.registerTitle}
      size={mode === 'login' ? 'sm' : 'lg'}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 800, fontSize: '1.35rem', color: '#6c0e8a' } }}
    >
      {mode === 'login' ? (
        <LoginForm
          key={registeredEmail}
          initialEmail={registeredEmail}
          typed={typed}
          onDone={close}
          onCreateAccount={() => show('register')}
        />
      ) : (
        <RegisterForm
          typed={typed}
          onRegistered={(email) => {
            setRegisteredEmail(email);
            show('login');
          }}
          onLogIn={() => show('login')}
        />
      )}
    </Modal>
  );
}
