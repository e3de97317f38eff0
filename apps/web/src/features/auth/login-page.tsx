// The log-in page (issue #24): what the navbar's modal does, as a page the server renders, so a visitor whose
// JavaScript failed, is slow or is off can log in (its form is answered by the server: apps/api's
// plugins/login-form-post.ts), and a link can send anyone to log in and back (`?volver=`).
// PasswordInput's CSS is not in every page's first paint (app/public-styles.ts): this page brings it.
import '@mantine/core/styles/PasswordInput.layer.css';
import { sameSitePath } from '@salones/shared/web-url';
import { IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useClubName } from '../../lib/api/site.ts';
import { useFormAnswers } from '../../lib/form-answers.ts';
import { AuthCard } from './components/auth-card.tsx';
import { LoginForm } from './components/login-form.tsx';
import { RegisterForm } from './components/register-form.tsx';

/** /iniciar-sesion?volver=… — docs/product.md §2: log in, then back to `volver` (a path on this site; else home). */
export function LoginPage() {
  const clubName = useClubName();
  const [params] = useSearchParams();
  const volver = sameSitePath(params.get('volver')) ?? '/';
  // the server's answer when this page answers its form posted without JavaScript
  const refused = useFormAnswers().login;
  const navigate = useNavigate();
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  return (
    <>
      <PageMeta title={`Iniciar sesión | ${clubName}`} />
      <AuthCard icon={<IconUser size={36} />} title={mode === 'login' ? 'Inicia sesión' : 'Crear cuenta'}>
        {mode === 'login' ? (
          <LoginForm
            key={registeredEmail}
            initialEmail={registeredEmail ?? refused?.email}
            page={{ volver, refused: registeredEmail ? undefined : refused?.msg }}
            onDone={() => navigate(volver, { replace: true })}
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
      </AuthCard>
    </>
  );
}
