import { Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Island } from '../../../components/island.tsx';
import { useLoginRequests } from '../../../lib/auth-prompt.ts';
import { useReturnPath } from '../../../lib/return-path.ts';
import { AccountCorner } from './account-corner.tsx';

// The forms and their schemas load on the first open, keeping them out of every page's first download.
const AuthModal = lazy(() => import('./auth-modal.tsx').then((m) => ({ default: m.AuthModal })));

/**
 * The navbar's account corner (docs/product.md#2-screens-and-routes): an island (account-corner.tsx, decision
 * 015) that shows the session without the app — hydrated alone only for a signed-in visitor; signed out, its
 * 'Iniciar sesión' is the app's: a press starts the app and is replayed to it, and the app opens the auth
 * modal owned here.
 */
export function AccountArea() {
  const [modalOpened, modal] = useDisclosure(false);
  useLoginRequests(modal.open);
  const volver = useReturnPath();
  return (
    <>
      <Island name="account-corner" component={AccountCorner} props={{ volver }} signedInOnly />
      {modalOpened ? (
        <Suspense fallback={<Loader size="sm" color="grape" aria-label="Cargando" />}>
          <AuthModal opened={modalOpened} onClose={modal.close} />
        </Suspense>
      ) : null}
    </>
  );
}
