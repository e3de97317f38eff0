import { MantineProvider } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartLink } from './cart-link.tsx';
import { addToCart } from './cart-store.ts';

const ui = (
  <MantineProvider env="test">
    <MemoryRouter>
      <CartLink />
    </MemoryRouter>
  </MantineProvider>
);

// The header's cart link. The cart is in localStorage, which the server render cannot read.
describe('the header’s cart link', () => {
  it('renders on the server without a number, hydrates without a mismatch, then shows the number', async () => {
    localStorage.setItem('carrito', 'p1,p2');
    const html = renderToString(ui);
    expect(html).toContain('href="/carrito"');
    expect(html).not.toMatch(/>2</);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    const link = screen.getByRole('link', { name: 'Carrito 2 paquetes' });
    expect(link.getAttribute('href')).toBe('/carrito');

    // it follows the cart as packages are added (this tab) — one 'paquete', then two, then three
    act(() => {
      addToCart('p3');
    });
    expect(screen.getByRole('link', { name: 'Carrito 3 paquetes' })).toBeTruthy();
    container.remove();
  });

  it('with an empty cart it is only "Carrito"; one package reads "1 paquete"', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const html = renderToString(ui);
    container.innerHTML = html;
    act(() => {
      hydrateRoot(container, ui);
    });
    expect(screen.getByRole('link', { name: 'Carrito' })).toBeTruthy();
    act(() => {
      addToCart('p1');
    });
    expect(screen.getByRole('link', { name: 'Carrito 1 paquete' })).toBeTruthy();
    container.remove();
  });
});
