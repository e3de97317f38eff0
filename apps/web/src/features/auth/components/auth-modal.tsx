import { Modal } from '@mantine/core';
import { useState } from 'react';
import { AUTH_TEXT } from '../auth-texts.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

type Mode = 'login' | 'register';

/**
 * docs/product.md#2-screens-and-routes, docs/product.md#4-states-and-transitions: login by default ('Inicia
 * sesión'), switchable to registration ('Crear cuenta').
 */
export function AuthModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>('login');
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const close = () => {
    onClose();
    setMode('login');
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
          onDone={close}
          onCreateAccount={() => setMode('register')}
        />
      ) : (
        <RegisterForm
          onRegistered={(email) => {
            setRegisteredEmail(email);
            setMode('login');
          }}
          onLogIn={() => setMode('login')}
        />
      )}
    </Modal>
  );
}
