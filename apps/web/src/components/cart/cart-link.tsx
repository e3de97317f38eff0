import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './cart-link.module.css';
import { CART_PATH, useCartIds } from './cart-store.ts';

/** What a screen reader says: 'Carrito', 'Carrito 1 paquete', 'Carrito 2 paquetes' (the visible words in order). */
export const cartLinkName = (count: number) =>
  count === 0 ? 'Carrito' : `Carrito ${count} ${count === 1 ? 'paquete' : 'paquetes'}`;

/**
 * Issue #28.1: the navbar's way to /carrito, with the number of packages in it. The cart lives in
 * localStorage, which the server cannot read: the server and hydration render it without a number
 * (useCartIds' server snapshot is empty), and the number shows once the browser has read the cart.
 * The icon and the number show; the word is its name and tooltip.
 */
export function CartLink() {
  const count = useCartIds().length;
  return (
    <Link
      to={CART_PATH}
      className={classes.link}
      aria-label={cartLinkName(count)}
      title="Carrito"
      data-testid="cart-link"
    >
      <IconShoppingCart size={22} stroke={2} aria-hidden />
      {count > 0 ? <span className={classes.count}>{count}</span> : null}
    </Link>
  );
}
