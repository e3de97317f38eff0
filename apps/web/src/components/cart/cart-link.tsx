import { useLayoutEffect, useState } from 'react';
import { CART_PATH, useCartIds } from './cart-store.ts';
import './cart-link.css';

/** What a screen reader says: 'Carrito', 'Carrito 1 paquete', 'Carrito 2 paquetes' (the visible words in order). */
export const cartLinkName = (count: number) =>
  count === 0 ? 'Carrito' : `Carrito ${count} ${count === 1 ? 'paquete' : 'paquetes'}`;

/** Tabler's shopping-cart icon, as @tabler/icons-react draws it (an island carries no icon library). */
function CartIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="tabler-icon tabler-icon-shopping-cart"
      aria-hidden
    >
      <path d="M4 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0" />
      <path d="M15 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0" />
      <path d="M17 17h-11v-14h-2" />
      <path d="M6 5l14 1l-1 7h-13" />
    </svg>
  );
}

/**
 * The navbar's way to /carrito, with the number of packages in it. The icon and the number show;
 * the word is its name and tooltip. The cart lives in localStorage, which the server cannot read: the server
 * and the first render (hydration) draw it without a number, and the number shows from the next render. An
 * island (decision 015), so the number shows without the app, and follows 'Agregar al carrito' (cart-store's
 * event); a plain link, the same in the app (a page the server renders).
 */
export function CartLink() {
  const [running, setRunning] = useState(false);
  useLayoutEffect(() => setRunning(true), []);
  const ids = useCartIds();
  const count = running ? ids.length : 0;
  return (
    <a
      href={CART_PATH}
      className="cart-link"
      aria-label={cartLinkName(count)}
      title="Carrito"
      data-testid="cart-link"
    >
      <CartIcon />
      {count > 0 ? <span className="cart-link__count">{count}</span> : null}
    </a>
  );
}
