import { MSG } from '@salones/shared/messages';
import { useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { addToCart } from './cart-store.ts';

/** spec §4/§8: logged out → warning; already there → warning; otherwise added with a success toast. */
export function useAddToCart() {
  const { isLoggedIn, isLoading } = useSession();
  const add = (packageId: string) => {
    if (!isLoggedIn) return notify.warning(MSG.cartNeedsLogin);
    if (!addToCart(packageId)) return notify.warning(MSG.cartDuplicate);
    notify.success(MSG.cartAdded);
  };
  return { add, isCheckingSession: isLoading };
}
