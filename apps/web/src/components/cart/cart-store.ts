import { useSyncExternalStore } from 'react';
import { onCartChange, readCart, writeCart } from '../../lib/session-storage.ts';

// The cart lives in localStorage 'carrito' (docs/product.md#3-entities-and-their-fields); this keeps every
// component that shows it in step, in this tab and in other tabs (lib/session-storage.ts: onCartChange).

/** The cart page's path (docs/product.md#2-screens-and-routes /carrito). */
export const CART_PATH = '/carrito';

const snapshot = () => readCart().join(',');

/**
 * docs/product.md#4-states-and-transitions: adding an id already in the cart is refused. Returns whether it
 * was added.
 */
export function addToCart(id: string): boolean {
  const ids = readCart();
  if (ids.includes(id)) return false;
  writeCart([...ids, id]);
  return true;
}

export function removeFromCart(ids: string[]) {
  const drop = new Set(ids);
  writeCart(readCart().filter((id) => !drop.has(id)));
}

/** The package ids in the cart, in the order they were added. */
export function useCartIds(): string[] {
  const raw = useSyncExternalStore(onCartChange, snapshot, () => '');
  return raw ? raw.split(',') : [];
}
