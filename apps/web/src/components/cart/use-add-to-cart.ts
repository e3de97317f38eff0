import { MSG } from '@salones/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { sessionQueryOptions, useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { addToCart } from './cart-store.ts';

/**
 * spec §4/§8: logged out → warning; already there → warning; otherwise added with a success toast. The spec
 * gives two success texts: 'Producto añadido al carrito' (the branch page's cards, the default) and
 * 'Producto añadido correctamente' (the package's own page).
 *
 * A press while the browser's session is still being checked (a signed-in visitor's app has just started,
 * and a press held until then is replayed: app/hydration-signal.ts) waits for that check and is answered
 * then: the button is not disabled meanwhile, which would drop the press without a word.
 */
export function useAddToCart(addedMessage: string = MSG.cartAdded) {
  const client = useQueryClient();
  const { isLoggedIn, isLoading } = useSession();
  const [isWaiting, setWaiting] = useState(false);
  const answer = (loggedIn: boolean, packageId: string) => {
    if (!loggedIn) return notify.warning(MSG.cartNeedsLogin);
    if (!addToCart(packageId)) return notify.warning(MSG.cartDuplicate);
    notify.success(addedMessage);
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
