import { useSyncExternalStore } from 'react';
import { readCart, writeCart } from '../../lib/session-storage.ts';

// The cart lives in localStorage 'carrito' (docs/product.md#3-entities-and-their-fields); this keeps every
// component that shows it in step, in this tab (custom event) and in other tabs (storage event).
const CHANGE_EVENT = 'carrito-change';

/** The cart page's path (docs/product.md#2-screens-and-routes /carrito). */
export const CART_PATH = '/carrito';

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => (e.key === null || e.key === 'carrito') && onChange();
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => readCart().join(',');

function save(ids: string[]) {
  writeCart(ids);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * docs/product.md#4-states-and-transitions: adding an id already in the cart is refused. Returns whether it
 * was added.
 */
export function addToCart(id: string): boolean {
  const ids = readCart();
  if (ids.includes(id)) return false;
  save([...ids, id]);
  return true;
}

export function removeFromCart(ids: string[]) {
  const drop = new Set(ids);
  save(readCart().filter((id) => !drop.has(id)));
}

/** The package ids in the cart, in the order they were added. */
export function useCartIds(): string[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '');
  return raw ? raw.split(',') : [];
}
