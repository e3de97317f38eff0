import { MSG } from '@salones/shared/messages';
import { mayUseCart } from '@salones/shared/permissions';
import { useLayoutEffect, useState } from 'react';
import { requestLogin } from '../../lib/auth-prompt.ts';
import { showIslandToast } from '../../lib/island-toast.ts';
import { loginPageHref } from '../../lib/login-href.ts';
import { userIdFromToken } from '../../lib/session-storage.ts';
import { TablerSvg } from '../icons/tabler-svg.tsx';
import { Button } from '../storefront/button.tsx';
import { addToCart, CART_PATH } from './cart-store.ts';

/**
 * 'Agregar al carrito' for one package, as an island (docs/decisions/015): the storefront's button
 * (components/storefront/) in the look of the app's Mantine Button, the cart in localStorage, and a toast of its own
 * (lib/island-toast.ts), so it answers before the app starts. `look`: the branch page's card (white on the
 * package's colour, full width) or the package's own page (filled, md). `volver`: the page to come back to
 * after logging in. docs/product.md#4-states-and-transitions, docs/product.md#8-messages-and-errors: logged
 * out → warning; already there → warning; otherwise added.
 *
 * Server-rendered (and on its first render, which must match it) it is a link to the log-in page: that is
 * what a visitor gets without JavaScript. Once running it becomes a button for everyone, and
 * answers like the app's did: a signed-out visitor's toast offers 'Iniciar sesión' (the navbar's modal).
 */
export interface AddToCartProps {
  packageId: string;
  volver: string;
  look: 'card' | 'page';
  /**
   * the package's own page says 'Producto añadido correctamente' (docs/product.md#4-states-and-transitions)
   */
  addedAlt?: boolean;
}

const seeCart = { label: 'Ver carrito', href: CART_PATH };

function add(packageId: string, addedAlt?: boolean) {
  const id = userIdFromToken();
  if (!mayUseCart(id ? { id } : null))
    return showIslandToast('warning', MSG.cartNeedsLogin, { label: 'Iniciar sesión', onClick: requestLogin });
  if (!addToCart(packageId)) return showIslandToast('warning', MSG.cartDuplicate, seeCart);
  showIslandToast('success', addedAlt ? MSG.cartAddedAlt : MSG.cartAdded, seeCart);
}

export function AddToCart({ packageId, volver, look, addedAlt }: AddToCartProps) {
  // false on the server and in the first render (the link: hydration matches), true from the next one
  const [running, setRunning] = useState(false);
  useLayoutEffect(() => setRunning(true), []);
  const props = {
    label: 'Agregar al carrito',
    icon: <TablerSvg name="shopping-cart-plus" />,
    // the card's: white on the package's colour; the package page's: filled, md
    ...(look === 'card' ? { variant: 'white' as const } : { size: 'md' as const }),
    fullWidth: true,
  };
  if (!running) return <Button {...props} href={loginPageHref(volver)} />;
  return <Button {...props} onClick={() => add(packageId, addedAlt)} />;
}
