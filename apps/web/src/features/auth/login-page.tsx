// The log-in and registration pages: what the navbar's modal does, as pages the server renders, so a
// visitor whose JavaScript failed, is slow or is off can log in or register (their forms are answered by the
// server: apps/api's plugins/login-form-post.ts and register-form-post.ts), and a link can send anyone to log
// in and back (`?volver=`). With JavaScript the card switches between the two forms as the modal does.
// PasswordInput's CSS is not in every page's first paint (app/public-styles.ts): these pages bring it.
import '@mantine/core/styles/PasswordInput.layer.css';
import { sameSitePath } from '@salones/shared/web-url';
import { IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useClubName } from '../../lib/api/site.ts';
import { useFormAnswers } from '../../lib/form-answers.ts';
import { AUTH_TEXT } from './auth-texts.ts';
import { AuthCard } from './components/auth-card.tsx';
import { LoginForm } from './components/login-form.tsx';
import { RegisterForm } from './components/register-form.tsx';

type Mode = 'login' | 'register';

/** The card of either page: `start` is the form it shows first. */
function AuthPage({ start }: { start: Mode }) {
  const clubName = useClubName();
  const [params] = useSearchParams();
  const volver = sameSitePath(params.get('volver')) ?? '/';
  // the server's answer when this page answers its form posted without JavaScript
  const answers = useFormAnswers();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>(start);
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const refused = registeredEmail ? undefined : answers.login;
  return (
    <>
      <PageMeta title={`${mode === 'login' ? AUTH_TEXT.logIn : AUTH_TEXT.registerTitle} | ${clubName}`} />
      <AuthCard
        icon={<IconUser size={36} />}
        title={mode === 'login' ? AUTH_TEXT.loginTitle : AUTH_TEXT.registerTitle}
        wide={mode === 'register'}
      >
        {mode === 'login' ? (
          <LoginForm
            key={registeredEmail}
            initialEmail={registeredEmail ?? refused?.email}
            page={{ volver, refused: refused?.msg }}
            onDone={() => navigate(volver, { replace: true })}
            onCreateAccount={() => setMode('register')}
          />
        ) : (
          <RegisterForm
            page={{ volver, answer: answers.register }}
            onRegistered={(email) => {
              setRegisteredEmail(email);
              setMode('login');
            }}
            onLogIn={() => setMode('login')}
          />
        )}
      </AuthCard>
    </>
  );
}

/**
 * /iniciar-sesion?volver=… — docs/product.md#2-screens-and-routes: log in, then back to `volver` (a path on
 * this site; else home).
 */
export function LoginPage() {
  return <AuthPage start="login" />;
}

/**
 * /registro?volver=… — docs/product.md#2-screens-and-routes, docs/product.md#5-validation-rules: the
 * registration form; its 'Inicia sesión' keeps `volver`.
 */
export function RegisterPage() {
  return <AuthPage start="register" />;
}
