import { ActionIcon, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUser } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useLoginRequests } from '../../../lib/auth-prompt.ts';
import { linkAsButton } from '../../../lib/link-as-button.ts';
import { loginPageHref } from '../../../lib/login-href.ts';
import { useReturnPath } from '../../../lib/return-path.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { AccountMenu } from './account-menu.tsx';

// The forms and their schemas load on the first open, keeping them out of every page's first download.
const AuthModal = lazy(() => import('./auth-modal.tsx').then((m) => ({ default: m.AuthModal })));

/**
 * The navbar's account corner (docs/product.md §2): the user icon that opens the auth modal, or the account menu.
 * Issue #24: the icon is a link to the log-in page in the server's HTML (it works without JavaScript); the app
 * opens the modal instead (a press before the app has started is held and replayed: it is a role=button).
 */
export function AccountArea() {
  const session = useSession();
  const [modalOpened, modal] = useDisclosure(false);
  useLoginRequests(modal.open);
  const returnPath = useReturnPath();
  // the server renders every visitor as anonymous; the session (localStorage) shows once hydrated (useSession
  // is not loading until then; a staff page's server render has the user in its cache, hence `hydrated` here)
  const hydrated = useHydrated();
  if (session.isLoading) return <Loader size="sm" color="grape" aria-label="Cargando sesión" />;
  if (hydrated && session.user) return <AccountMenu user={session.user} onLogout={session.logout} />;
  return (
    <>
      <ActionIcon
        component="a"
        href={loginPageHref(returnPath)}
        {...linkAsButton(modal.open)}
        variant="light"
        color="grape"
        size={42}
        radius="xl"
        aria-label="Iniciar sesión"
      >
        <IconUser size={22} stroke={2} />
      </ActionIcon>
      {modalOpened ? (
        <Suspense fallback={<Loader size="sm" color="grape" aria-label="Cargando" />}>
          <AuthModal opened={modalOpened} onClose={modal.close} />
        </Suspense>
      ) : null}
    </>
  );
}
