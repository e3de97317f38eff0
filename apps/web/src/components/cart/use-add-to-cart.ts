import { MSG } from '@salones/shared/messages';
import { useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { addToCart } from './cart-store.ts';

/**
 * spec §4/§8: logged out → warning; already there → warning; otherwise added with a success toast. The spec
 * gives two success texts: 'Producto añadido al carrito' (the branch page's cards, the default) and
 * 'Producto añadido correctamente' (the package's own page).
 */
export function useAddToCart(addedMessage: string = MSG.cartAdded) {
  const { isLoggedIn, isLoading } = useSession();
  const add = (packageId: string) => {
    if (!isLoggedIn) return notify.warning(MSG.cartNeedsLogin);
    if (!addToCart(packageId)) return notify.warning(MSG.cartDuplicate);
    notify.success(addedMessage);
  };
  return { add, isCheckingSession: isLoading };
}
