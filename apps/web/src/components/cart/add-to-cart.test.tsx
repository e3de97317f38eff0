import { MSG } from '@salones/shared/messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AddToCart } from './add-to-cart.tsx';

/** A session token as the API signs it, as far as the browser reads it: the user's id in its payload. */
const signIn = () => localStorage.setItem('token', `x.${btoa(JSON.stringify({ user: { id: 'u1' } }))}.y`);

const props = { packageId: 'p1', volver: '/centro', look: 'card' } as const;

afterEach(() => document.getElementById('island-toasts')?.remove());

describe("'Agregar al carrito', the island (decision 015)", () => {
  it('is rendered by the server as a link to log in, coming back to the page (the no-JavaScript answer)', () => {
    const html = renderToString(<AddToCart {...props} />);
    const box = document.createElement('div');
    box.innerHTML = html;
    const link = box.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/iniciar-sesion?volver=%2Fcentro');
    expect(link?.textContent).toBe('Agregar al carrito');
  });

  it('signed out: a button whose warning offers "Iniciar sesión" (the navbar’s log-in modal)', async () => {
    const user = userEvent.setup();
    render(<AddToCart {...props} />);
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    const toast = (await screen.findByText(MSG.cartNeedsLogin)).closest('[role="alert"]') as HTMLElement;
    let asked = 0;
    window.addEventListener('auth-prompt-open', () => asked++);
    await user.click(within(toast).getByRole('button', { name: 'Iniciar sesión' }));
    expect(asked).toBe(1);
    expect(localStorage.getItem('carrito')).toBeNull();
  });

  it('signed in: added once, with a link to the cart; again: already there', async () => {
    signIn();
    const user = userEvent.setup();
    render(<AddToCart {...props} />);
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    const added = (await screen.findByText(MSG.cartAdded)).closest('[role="alert"]') as HTMLElement;
    expect(within(added).getByRole('link', { name: 'Ver carrito' }).getAttribute('href')).toBe('/carrito');
    expect(localStorage.getItem('carrito')).toBe('p1');
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    const duplicate = (await screen.findByText(MSG.cartDuplicate)).closest('[role="alert"]') as HTMLElement;
    expect(within(duplicate).getByRole('link', { name: 'Ver carrito' })).toBeTruthy();
    expect(localStorage.getItem('carrito')).toBe('p1');
  });

  it("the package's own page says 'Producto añadido correctamente'", async () => {
    signIn();
    const user = userEvent.setup();
    render(<AddToCart {...props} look="page" addedAlt />);
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByText(MSG.cartAddedAlt)).toBeTruthy();
  });
});
