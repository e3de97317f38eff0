import { ActionIcon, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LOGIN_PATH } from '@salones/shared/page-forms';
import { sameSitePath } from '@salones/shared/web-url';
import { IconUser } from '@tabler/icons-react';
import { type KeyboardEvent, lazy, type MouseEvent, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useLoginRequests } from '../../../lib/auth-prompt.ts';
import { loginPageHref } from '../../../lib/login-href.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { AccountMenu } from './account-menu.tsx';

// The forms and their schemas load on the first open, keeping them out of every page's first download.
const AuthModal = lazy(() => import('./auth-modal.tsx').then((m) => ({ default: m.AuthModal })));

/** Where the log-in page sends the visitor back: this page (on the log-in page itself, its own `volver`). */
function useReturnPath() {
  const { pathname, search } = useLocation();
  if (pathname !== LOGIN_PATH) return pathname + search;
  return sameSitePath(new URLSearchParams(search).get('volver')) ?? '/';
}

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
  const openModal = (event: MouseEvent | KeyboardEvent) => {
    // a link opened in another tab or window stays one
    if ('button' in event && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)) return;
    event.preventDefault();
    modal.open();
  };
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
        role="button"
        variant="light"
        color="grape"
        size={42}
        radius="xl"
        aria-label="Iniciar sesión"
        onClick={openModal}
        // a button opens on Space too (Enter follows the link, which the click handler turns into the modal)
        onKeyDown={(event) => {
          if (event.key === ' ') openModal(event);
        }}
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
