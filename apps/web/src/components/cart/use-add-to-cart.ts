import { MSG } from '@salones/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client.ts';
import { requestLogin } from '../../lib/auth-prompt.ts';
import { sessionQueryOptions, useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { addToCart, CART_PATH } from './cart-store.ts';

/**
 * docs/product.md §4/§8: logged out → warning; already there → warning; otherwise added with a success toast. The spec
 * gives two success texts: 'Producto añadido al carrito' (the branch page's cards, the default) and
 * 'Producto añadido correctamente' (the package's own page). Issue #28.1: each toast offers the next step —
 * 'Ver carrito' once the package is there, 'Iniciar sesión' (the navbar's log-in modal) when logged out.
 *
 * A press while the browser's session is still being checked (a signed-in visitor's app has just started,
 * and a press held until then is replayed: app/hydration-signal.ts) waits for that check and is answered
 * then: the button is not disabled meanwhile, which would drop the press without a word.
 */
export function useAddToCart(addedMessage: string = MSG.cartAdded) {
  const client = useQueryClient();
  const { isLoggedIn, isLoading } = useSession();
  const navigate = useNavigate();
  const [isWaiting, setWaiting] = useState(false);
  const seeCart = { label: 'Ver carrito', href: CART_PATH, onClick: () => navigate(CART_PATH) };
  const answer = (loggedIn: boolean, packageId: string) => {
    if (!loggedIn)
      return notify.warning(MSG.cartNeedsLogin, { label: 'Iniciar sesión', onClick: requestLogin });
    if (!addToCart(packageId)) return notify.warning(MSG.cartDuplicate, seeCart);
    notify.success(addedMessage, seeCart);
  };
  const add = async (packageId: string) => {
    // the render's word, unless the session is not known yet (still checked, or a render from before the
    // app knew this browser's session): then the session itself is asked
    if (!isLoading && client.getQueryData(sessionQueryOptions().queryKey) !== undefined)
      return answer(isLoggedIn, packageId);
    setWaiting(true);
    try {
      // the check under way (fetchQuery joins it), or its answer once it is in the cache
      answer(!!(await client.fetchQuery(sessionQueryOptions())), packageId);
    } catch (err) {
      notify.error(errorMessage(err)); // the check failed (offline…): said, not taken for 'logged out'
    } finally {
      setWaiting(false);
    }
  };
  return { add, isWaiting };
}
