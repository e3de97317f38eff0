import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Island } from '../../../components/island.tsx';
import { LoadingSpinner } from '../../../components/loading-spinner.tsx';
import { useWhatsAppOn } from '../../../lib/api/whatsapp-consent.ts';
import { useLoginRequests } from '../../../lib/auth-prompt.ts';
import { useReturnPath } from '../../../lib/return-path.ts';
import { AccountCorner } from './account-corner.tsx';
import { LoginDialog } from './login-dialog.tsx';

// The forms and their schemas load on the first open, keeping them out of every page's first download.
const AuthModal = lazy(() => import('./auth-modal.tsx').then((m) => ({ default: m.AuthModal })));

/**
 * The navbar's account corner (docs/product.md#2-screens-and-routes): an island (account-corner.tsx, decision
 * 015) that shows the session without the app — hydrated alone for a signed-in visitor, or once someone signs
 * in. Signed out, its 'Iniciar sesión' opens the log-in dialog, an island of its own (login-dialog.tsx,
 * docs/decisions/018-login-island.md), before the app; once the app runs, the app's auth modal owned here.
 */
export function AccountArea() {
  const [modalOpened, modal] = useDisclosure(false);
  useLoginRequests(modal.open);
  const volver = useReturnPath();
  // the site's settings are in every server-rendered page's data: the dialog learns of WhatsApp from its props
  const whatsapp = useWhatsAppOn();
  return (
    <>
      <Island name="account-corner" component={AccountCorner} props={{ volver }} signedInOnly />
      <Island name="login-dialog" component={LoginDialog} props={{ volver, whatsapp }} />
      {modalOpened ? (
        <Suspense fallback={<LoadingSpinner size="sm" color="grape" />}>
          <AuthModal opened={modalOpened} onClose={modal.close} />
        </Suspense>
      ) : null}
    </>
  );
}
