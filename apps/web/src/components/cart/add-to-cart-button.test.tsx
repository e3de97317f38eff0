import { MSG } from '@salones/shared/messages';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';

const client = (user: object | null) => {
  const c = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  c.setQueryData(queryKeys.session.all, user);
  return c;
};

// Issue #28.1: each toast of 'Agregar al carrito' offers the next step.
describe('Agregar al carrito: the toast’s next step', () => {
  it('signed out: the warning offers "Iniciar sesión", which asks the navbar to open its log-in modal', async () => {
    const { user } = renderWithProviders(<AddToCartButton packageId="p1" />, { client: client(null) });
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    const toast = (await screen.findByText(MSG.cartNeedsLogin)).closest('[role="alert"]') as HTMLElement;
    let asked = 0;
    window.addEventListener('auth-prompt-open', () => asked++);
    await user.click(within(toast).getByRole('button', { name: 'Iniciar sesión' }));
    expect(asked).toBe(1);
    expect(localStorage.getItem('carrito')).toBeNull();
  });

  it('added (or already there): the toast links to the cart', async () => {
    const customer = { uid: 'u1', name: 'Paola', lastname: 'Ríos', email: 'p@x.mx', role: 'user' };
    const { user } = renderWithProviders(<AddToCartButton packageId="p1" />, { client: client(customer) });
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    const added = (await screen.findByText(MSG.cartAdded)).closest('[role="alert"]') as HTMLElement;
    expect(within(added).getByRole('link', { name: 'Ver carrito' }).getAttribute('href')).toBe('/carrito');
    expect(localStorage.getItem('carrito')).toBe('p1');
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    const duplicate = (await screen.findByText(MSG.cartDuplicate)).closest('[role="alert"]') as HTMLElement;
    expect(within(duplicate).getByRole('link', { name: 'Ver carrito' })).toBeTruthy();
  });
});
