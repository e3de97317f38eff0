import { MSG } from '@salones/shared/messages';
import { useNavigate } from 'react-router';
import { requestLogin } from '../../lib/auth-prompt.ts';
import { useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { addToCart, CART_PATH } from './cart-store.ts';

/**
 * spec §4/§8: logged out → warning; already there → warning; otherwise added with a success toast. The spec
 * gives two success texts: 'Producto añadido al carrito' (the branch page's cards, the default) and
 * 'Producto añadido correctamente' (the package's own page). Issue #28.1: each toast offers the next step —
 * 'Ver carrito' once the package is there, 'Iniciar sesión' (the navbar's log-in modal) when logged out.
 */
export function useAddToCart(addedMessage: string = MSG.cartAdded) {
  const { isLoggedIn, isLoading } = useSession();
  const navigate = useNavigate();
  // the server renders everyone anonymous: while hydrating, the button is as the server drew it (no spinner),
  // else a signed-in visitor's session, still loading, made the page's hydration fail (React #418)
  const hydrated = useHydrated();
  const seeCart = { label: 'Ver carrito', href: CART_PATH, onClick: () => navigate(CART_PATH) };
  const add = (packageId: string) => {
    if (!isLoggedIn)
      return notify.warning(MSG.cartNeedsLogin, { label: 'Iniciar sesión', onClick: requestLogin });
    if (!addToCart(packageId)) return notify.warning(MSG.cartDuplicate, seeCart);
    notify.success(addedMessage, seeCart);
  };
  return { add, isCheckingSession: hydrated && isLoading };
}
