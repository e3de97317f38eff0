import { MSG } from '@salones/shared/messages';
import { mayUseCart } from '@salones/shared/permissions';
import { type CSSProperties, type MouseEvent, useLayoutEffect, useState } from 'react';
import { requestLogin } from '../../lib/auth-prompt.ts';
import { showIslandToast } from '../../lib/island-toast.ts';
import { loginPageHref } from '../../lib/login-href.ts';
import { userIdFromToken } from '../../lib/session-storage.ts';
import { TablerSvg } from '../icons/tabler-svg.tsx';
import { addToCart, CART_PATH } from './cart-store.ts';

/**
 * 'Agregar al carrito' for one package, as an island (docs/decisions/015): the markup of Mantine's Button
 * (its CSS is in the page already) without Mantine's code, the cart in localStorage, and a toast of its own
 * (lib/island-toast.ts), so it answers before the app starts. `look`: the branch page's card (white on the
 * package's colour, full width) or the package's own page (filled, md). `volver`: the page to come back to
 * after logging in. docs/product.md §4/§8: logged out → warning; already there → warning; otherwise added.
 *
 * Server-rendered (and on its first render, which must match it) it is a link to the log-in page: that is
 * what a visitor gets without JavaScript (issue #24). Once running it becomes a button for everyone, and
 * answers like the app's did: a signed-out visitor's toast offers 'Iniciar sesión' (the navbar's modal).
 */
export interface AddToCartProps {
  packageId: string;
  volver: string;
  look: 'card' | 'page';
  /** the package's own page says 'Producto añadido correctamente' (docs/product.md §4) */
  addedAlt?: boolean;
}

/** Mantine's Button's CSS variables and data attributes for the two looks (as Mantine 9 renders them). */
const LOOKS: Record<
  AddToCartProps['look'],
  { style: Record<`--${string}`, string>; data: Record<`data-${string}`, string> }
> = {
  card: {
    style: {
      '--button-bg': 'var(--mantine-color-white)',
      '--button-hover': 'rgba(252, 252, 252, 1)',
      '--button-color': 'var(--mantine-color-grape-filled)',
      '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    },
    data: { 'data-variant': 'white' },
  },
  page: {
    style: {
      '--button-height': 'var(--button-height-md)',
      '--button-padding-x': 'var(--button-padding-x-md)',
      '--button-fz': 'var(--mantine-font-size-md)',
      '--button-color': 'var(--mantine-color-white)',
    },
    data: { 'data-size': 'md' },
  },
};

const ROOT_CLASS =
  'mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root';

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
  const { style, data } = LOOKS[look];
  const attrs = {
    className: ROOT_CLASS,
    // CSS variables: React and Preact set each as a custom property
    style: style as CSSProperties,
    ...data,
    'data-block': 'true',
    'data-with-left-section': 'true',
  };
  const inner = (
    <span className="m_80f1301b mantine-Button-inner">
      <span className="m_a74036a mantine-Button-section" data-position="left">
        <TablerSvg name="shopping-cart-plus" />
      </span>
      <span className="m_811560b9 mantine-Button-label">Agregar al carrito</span>
    </span>
  );
  if (!running)
    return (
      <a href={loginPageHref(volver)} {...attrs}>
        {inner}
      </a>
    );
  return (
    <button
      type="button"
      {...attrs}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        add(packageId, addedAlt);
      }}
    >
      {inner}
    </button>
  );
}
